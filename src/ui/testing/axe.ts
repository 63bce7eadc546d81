import axe from 'axe-core';

/** Impacts that fail a test: what blocks or seriously hinders a screen-reader or keyboard user. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe on a rendered element and returns the serious and critical violations as readable
 * lines. Colour contrast needs real layout, so it is checked in the browser suite instead.
 */
export async function seriousViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
