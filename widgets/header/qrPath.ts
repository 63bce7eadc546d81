/*
 * The QR code's dark modules as one SVG path, drawn in React without injecting markup: each run
 * of dark modules in a row becomes one rectangle, which keeps the path short.
 */

/** The path data drawing every dark (`true`) module of `modules` as a unit square. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}
