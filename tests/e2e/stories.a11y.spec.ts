import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** An entry of Storybook's index.json. */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** The events of Storybook's preview channel this check uses. */
interface PreviewChannel {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__?: PreviewChannel;
  }
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

/**
 * Shows a story in the preview that is already loaded, as Storybook's own sidebar does, and
 * waits until it has rendered: far quicker than loading the preview again for each story.
 */
async function showStory(page: Page, storyId: string): Promise<void> {
  const outcome = await page.evaluate(
    (id) =>
      new Promise<string>((settle) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) {
          settle('the Storybook preview channel is missing');
          return;
        }
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const listeners = events.map((event) => {
          const listener = (payload: unknown) => {
            if (event === 'storyRendered' && payload !== id) return;
            for (const [index, name] of events.entries()) {
              const registered = listeners[index];
              if (registered) channel.off(name, registered);
            }
            settle(event === 'storyRendered' ? 'rendered' : `${event}: ${JSON.stringify(payload)}`);
          };
          channel.on(event, listener);
          return listener;
        });
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  expect(outcome, storyId).toBe('rendered');
}

test('there are stories to check', () => {
  expect(stories.length).toBeGreaterThan(20);
});

// One test per component: the preview loads once, then shows its stories one after another.
for (const [title, entries] of byComponent) {
  test(`${title}: no story has a serious or critical axe violation`, async ({ page }) => {
    // A few seconds a story on these shared machines; the default 30 s is per test.
    test.setTimeout(15_000 * entries.length);
    const found: string[] = [];
    const [first] = entries;
    if (!first) return;
    // Storybook's own a11y addon would run axe on every story too, and two runs at once fail.
    await page.goto(`/iframe.html?id=${first.id}&viewMode=story&globals=a11y.manual:!true`);
    for (const story of entries) {
      if (story !== first) await showStory(page, story.id);
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
