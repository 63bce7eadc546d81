import type { CartItem } from '../../src/core/api/wire';
import { type OrderTotalsInput, orderTotals } from '../../src/core/pricing';
import type { BenchFigure } from '../figure';

const LINES = 200;
const WARM_UP_CALLS = 2_000;
const BATCHES = 200;
const CALLS_PER_BATCH = 50;

// A varied cart so every discount branch and the variation lookup are exercised.
function benchCart(): CartItem[] {
  return Array.from({ length: LINES }, (_, index) => ({
    id: index + 1,
    name: `Item ${index + 1}`,
    image: 'item.png',
    price: 3.5 + (index % 37) * 1.25,
    quantity: 1 + (index % 5),
    discount: index % 4 === 0 ? 0 : 5 + (index % 3),
    discount_type: index % 2 === 0 ? 'percent' : 'amount',
    store_discount: index % 10 === 0 ? 7.5 : 0,
    ...(index % 3 === 0 ? { selectedOption: [{ type: 'Large', price: 9.99, stock: 20 }] } : {}),
  }));
}

const input: OrderTotalsInput = {
  items: benchCart(),
  coupon: {
    coupon_type: 'zone_wise',
    discount_type: 'percent',
    discount: 12,
    max_discount: 150,
    min_purchase: 50,
    data: '[1,2,3]',
  },
  zoneId: 2,
  additionalCharge: 4.5,
  delivery: {
    distanceKm: 7.3,
    zone: {
      per_km_shipping_charge: 1.75,
      minimum_shipping_charge: 10,
      maximum_shipping_charge: 60,
      increased_delivery_fee: 10,
      increased_delivery_fee_status: 1,
    },
  },
  freeDeliveryOver: 100_000,
  taxPercent: 14,
  taxIncluded: 0,
  walletBalance: 250,
};

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function round(value: number, places: number): number {
  return Number(value.toFixed(places));
}

/** Times `orderTotals` on a 200-line cart: median and p95 per call over batches of calls. */
export async function run(): Promise<BenchFigure[]> {
  // Keeps the optimiser from dropping calls whose result is never read.
  let sink = 0;
  for (let call = 0; call < WARM_UP_CALLS; call += 1) sink += orderTotals(input).total;

  const perCall: number[] = [];
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const start = performance.now();
    for (let call = 0; call < CALLS_PER_BATCH; call += 1) sink += orderTotals(input).total;
    perCall.push(((performance.now() - start) * 1000) / CALLS_PER_BATCH);
  }
  perCall.sort((a, b) => a - b);
  if (!Number.isFinite(sink)) throw new Error('orderTotals returned a total that is not a number');

  const note = `${LINES}-line cart; per-call time of ${BATCHES} batches × ${CALLS_PER_BATCH} calls, after ${WARM_UP_CALLS} warm-up calls`;
  return [
    {
      name: 'orderTotals, 200-line cart, median',
      value: round(percentile(perCall, 0.5), 2),
      unit: 'µs',
      note,
    },
    {
      name: 'orderTotals, 200-line cart, p95',
      value: round(percentile(perCall, 0.95), 2),
      unit: 'µs',
      note,
    },
  ];
}
