import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** An entry of Storybook's index.json. */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

// Every story is a fixture: each one, in the locale and theme it pins (or Arabic light by
// default), must pass axe in a real browser, colour contrast included. `npm run test:e2e` builds
// the static Storybook this list comes from.
const index = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../storybook-static/index.json'), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const byComponent = new Map<string, IndexEntry[]>();
for (const story of stories) {
  byComponent.set(story.title, [...(byComponent.get(story.title) ?? []), story]);
}

test('there are stories to check', () => {
  expect(stories.length).toBeGreaterThan(20);
});

// One test per component: its stories load one after another in one page, which keeps
// Storybook's bundle in the browser cache instead of fetching it again for every story.
for (const [title, entries] of byComponent) {
  test(`${title}: no story has a serious or critical axe violation`, async ({ page }) => {
    // A few seconds a story on these shared machines; the default 30 s is per test.
    test.setTimeout(15_000 * entries.length);
    const found: string[] = [];
    for (const story of entries) {
      // Storybook's own a11y addon would run axe on every story too, and two runs at once fail.
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`);
      await page.locator('#storybook-root > *').first().waitFor();
      const { violations } = await new AxeBuilder({ page }).include('#storybook-root').analyze();
      for (const violation of violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
        found.push(`${story.name}: ${violation.id}: ${violation.help} (${where})`);
      }
    }
    expect(found).toEqual([]);
  });
}
