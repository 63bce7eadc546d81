/** One measured figure printed by `npm run bench` and written to bench/results/latest.json. */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  note?: string;
}
