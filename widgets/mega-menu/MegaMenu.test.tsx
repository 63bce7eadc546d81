import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { MegaMenu } from './MegaMenu';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

const CATEGORIES_PATH = '/api/v1/categories';

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/** A backend whose category tree is empty; every other call goes to the fake shop. */
const withNoCategories =
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) =>
    urlOf(input).includes(CATEGORIES_PATH)
      ? Promise.resolve(Response.json([]))
      : shopFetch(input, init);

/** A backend whose category tree never arrives. */
const withCategoriesPending =
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) =>
    urlOf(input).includes(CATEGORIES_PATH) ? new Promise(() => {}) : shopFetch(input, init);

interface Setup {
  language?: Locale;
  fail?: boolean;
  wrapFetch?: (shopFetch: typeof globalThis.fetch) => typeof globalThis.fetch;
}

/** The menu, then a button after it on the page, on a fake shop after the first load. */
async function renderMenu({ language = 'en', fail = false, wrapFetch }: Setup = {}) {
  const shop = createFakeShop();
  if (fail) shop.failNext(CATEGORIES_PATH, 500, 'Server down');
  const rendered = renderWithSouq(
    <>
      <MegaMenu />
      <button type="button">Next on the page</button>
    </>,
    { language, fetch: wrapFetch ? wrapFetch(shop.fetch) : shop.fetch },
  );
  cores.push(rendered.core);
  await act(async () => {
    await rendered.core.session.boot();
  });
  const categoryCalls = () => shop.calls.filter((call) => call.path === CATEGORIES_PATH).length;
  return { ...rendered, shop, categoryCalls };
}

const trigger = (name = 'Categories') => screen.getByRole('button', { name });

/** The links of the children list now shown, as [name, href]. */
const childLinks = (parentName: string) =>
  within(screen.getByRole('list', { name: `Subcategories of ${parentName}` }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const focused = () => document.activeElement;

describe('MegaMenu', () => {
  describe('given the shop has four parent categories', () => {
    it('shows a closed Categories button', async () => {
      await renderMenu();
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
      expect(trigger().hasAttribute('aria-controls')).toBe(false);
    });

    describe('when the shopper opens it with the pointer', () => {
      it('lists the parents and shows the first one’s children with a See All link', async () => {
        const { user, container } = await renderMenu();
        await user.click(trigger());
        const panel = document.getElementById(trigger().getAttribute('aria-controls') ?? '');
        expect(panel).not.toBeNull();
        expect(container.contains(panel)).toBe(true);
        const parents = within(panel as HTMLElement)
          .getAllByRole('listitem')
          .slice(0, 4)
          .map((item) => item.textContent);
        expect(parents).toEqual(['Fruit & Vegetables', 'Bakery', 'Dairy & Eggs', 'Pharmacy']);
        expect(screen.getByRole('link', { name: 'Fruit & Vegetables' }).getAttribute('href')).toBe(
          '/category/1',
        );
        expect(childLinks('Fruit & Vegetables')).toEqual([
          ['Fresh fruit', '/category/11'],
          ['Vegetables', '/category/12'],
          ['Herbs', '/category/13'],
        ]);
        const seeAll = screen.getByRole('link', { name: 'See All' });
        expect(seeAll.getAttribute('href')).toBe('/category/1');
        expect(seeAll.getAttribute('aria-describedby')).toBe(
          screen.getByRole('link', { name: 'Fruit & Vegetables' }).id,
        );
        expect(panel?.querySelector('img')?.getAttribute('src')).toBe(
          '/images/category/category-11.png',
        );
      });

      it('shows the children of the parent the pointer rests on', async () => {
        const { user } = await renderMenu();
        await user.click(trigger());
        await user.hover(screen.getByRole('link', { name: 'Bakery' }));
        expect(screen.getByRole('link', { name: 'Bakery' }).getAttribute('aria-expanded')).toBe(
          'true',
        );
        expect(childLinks('Bakery')).toEqual([
          ['Bread', '/category/21'],
          ['Pastries', '/category/22'],
        ]);
      });

      it('shows only See All for a parent without children', async () => {
        const { user } = await renderMenu();
        await user.click(trigger());
        await user.hover(screen.getByRole('link', { name: 'Pharmacy' }));
        expect(screen.queryByRole('list', { name: /^Subcategories/ })).toBeNull();
        expect(screen.getByRole('link', { name: 'See All' }).getAttribute('href')).toBe(
          '/category/4',
        );
      });

      it('closes when the shopper follows a link or clicks outside', async () => {
        const { user } = await renderMenu();
        await user.click(trigger());
        await user.click(screen.getByRole('link', { name: 'Herbs' }));
        expect(trigger().getAttribute('aria-expanded')).toBe('false');
        await user.click(trigger());
        await user.click(document.body);
        await waitFor(() => expect(trigger().getAttribute('aria-expanded')).toBe('false'));
      });

      it('has no serious accessibility violations', async () => {
        const { user, container } = await renderMenu();
        await user.click(trigger());
        expect(await seriousViolations(container)).toEqual([]);
      });
    });

    it('asks the server once, however often it opens (the tree is cached 480 000 ms)', async () => {
      const { user, categoryCalls } = await renderMenu();
      for (let round = 0; round < 3; round += 1) {
        await user.click(trigger());
        await screen.findByRole('link', { name: 'Bakery' });
        await user.click(trigger());
      }
      expect(categoryCalls()).toBe(1);
    });

    describe('when the shopper uses only the keyboard', () => {
      it('walks the parents with Down, Up, Home and End, showing each one’s children', async () => {
        const { user } = await renderMenu();
        await user.tab();
        expect(focused()).toBe(trigger());
        await user.keyboard('{ArrowDown}');
        await waitFor(() =>
          expect(focused()).toBe(screen.getByRole('link', { name: 'Fruit & Vegetables' })),
        );
        await user.keyboard('{ArrowDown}');
        expect(focused()).toBe(screen.getByRole('link', { name: 'Bakery' }));
        expect(childLinks('Bakery').map(([name]) => name)).toEqual(['Bread', 'Pastries']);
        await user.keyboard('{End}');
        expect(focused()).toBe(screen.getByRole('link', { name: 'Pharmacy' }));
        await user.keyboard('{ArrowDown}');
        expect(focused()).toBe(screen.getByRole('link', { name: 'Fruit & Vegetables' }));
        await user.keyboard('{ArrowUp}{Home}');
        expect(focused()).toBe(screen.getByRole('link', { name: 'Fruit & Vegetables' }));
      });

      it('enters the children with Right, walks them to See All and comes back with Left', async () => {
        const { user } = await renderMenu();
        await user.tab();
        await user.keyboard('{ArrowDown}{ArrowDown}');
        await user.keyboard('{ArrowRight}');
        expect(focused()).toBe(screen.getByRole('link', { name: 'Bread' }));
        await user.keyboard('{ArrowDown}{ArrowDown}');
        expect(focused()).toBe(screen.getByRole('link', { name: 'See All' }));
        await user.keyboard('{Home}');
        expect(focused()).toBe(screen.getByRole('link', { name: 'Bread' }));
        await user.keyboard('{ArrowLeft}');
        expect(focused()).toBe(screen.getByRole('link', { name: 'Bakery' }));
      });

      it('keeps one entry of the panel in the Tab order: the focused one', async () => {
        const { user } = await renderMenu();
        await user.tab();
        await user.keyboard('{ArrowDown}{ArrowRight}');
        const tabbable = [...document.querySelectorAll('a[tabindex="0"]')];
        expect(tabbable).toEqual([screen.getByRole('link', { name: 'Fresh fruit' })]);
      });

      it('opens on the last parent with Up', async () => {
        const { user } = await renderMenu();
        await user.tab();
        await user.keyboard('{ArrowUp}');
        await waitFor(() => expect(focused()).toBe(screen.getByRole('link', { name: 'Pharmacy' })));
      });

      it('opens with Enter, keeping the focus on the button, and Tab enters the panel', async () => {
        const { user } = await renderMenu();
        await user.tab();
        await user.keyboard('{Enter}');
        expect(trigger().getAttribute('aria-expanded')).toBe('true');
        expect(focused()).toBe(trigger());
        await user.tab();
        expect(focused()).toBe(screen.getByRole('link', { name: 'Fruit & Vegetables' }));
      });

      it('closes with Escape and gives the focus back to the button', async () => {
        const { user } = await renderMenu();
        await user.tab();
        await user.keyboard('{ArrowDown}{ArrowRight}{Escape}');
        expect(screen.queryByRole('link', { name: 'Fresh fruit' })).toBeNull();
        expect(trigger().getAttribute('aria-expanded')).toBe('false');
        expect(focused()).toBe(trigger());
      });

      it('closes with Tab and moves on to what follows the button', async () => {
        const { user } = await renderMenu();
        await user.tab();
        await user.keyboard('{ArrowDown}{ArrowRight}');
        await user.tab();
        expect(trigger().getAttribute('aria-expanded')).toBe('false');
        expect(focused()).toBe(screen.getByRole('button', { name: 'Next on the page' }));
      });

      it('closes with Shift+Tab back onto the button', async () => {
        const { user } = await renderMenu();
        await user.tab();
        await user.keyboard('{ArrowDown}');
        await user.tab({ shift: true });
        expect(trigger().getAttribute('aria-expanded')).toBe('false');
        expect(focused()).toBe(trigger());
      });
    });
  });

  describe('given the shopper reads Arabic', () => {
    it('names everything in Arabic and mirrors the arrows: Left enters, Right comes back', async () => {
      const { user, container } = await renderMenu({ language: 'ar' });
      expect(container.querySelector('[dir="rtl"]')).not.toBeNull();
      await user.tab();
      expect(focused()).toBe(trigger('الفئات'));
      await user.keyboard('{ArrowDown}');
      await waitFor(() =>
        expect(focused()).toBe(screen.getByRole('link', { name: 'فواكه وخضروات' })),
      );
      await user.keyboard('{ArrowRight}');
      expect(focused()).toBe(screen.getByRole('link', { name: 'فواكه وخضروات' }));
      await user.keyboard('{ArrowLeft}');
      expect(focused()).toBe(screen.getByRole('link', { name: 'فواكه طازجة' }));
      expect(screen.getByRole('list', { name: 'الفئات الفرعية في فواكه وخضروات' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'عرض الكل' })).toBeTruthy();
      await user.keyboard('{ArrowRight}');
      expect(focused()).toBe(screen.getByRole('link', { name: 'فواكه وخضروات' }));
    });

    it('has no serious accessibility violations with the panel open', async () => {
      const { user, container } = await renderMenu({ language: 'ar' });
      await user.click(trigger('الفئات'));
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the tree has not arrived yet', () => {
    it('shows a loading status in the panel', async () => {
      const { user, container } = await renderMenu({ wrapFetch: withCategoriesPending });
      await user.click(trigger());
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the server fails to send the tree', () => {
    it('says so in the shopper’s language and loads it on Try again', async () => {
      const { user, container, core } = await renderMenu({ fail: true });
      await user.click(trigger());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Categories could not be loaded.');
      expect(core.toasts.toasts.value).toEqual([]);
      expect(await seriousViolations(container)).toEqual([]);
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() =>
        expect(focused()).toBe(screen.getByRole('link', { name: 'Fruit & Vegetables' })),
      );
    });

    it('says so in Arabic too', async () => {
      const { user } = await renderMenu({ fail: true, language: 'ar' });
      await user.click(trigger('الفئات'));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('تعذّر تحميل الفئات.');
      expect(within(alert).getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
    });
  });

  describe('given the shop has no categories', () => {
    it('says there are none', async () => {
      const { user, container } = await renderMenu({ wrapFetch: withNoCategories });
      await user.click(trigger());
      expect(await screen.findByText('No categories found')).toBeTruthy();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });
});

describe('<souq-mega-menu>', () => {
  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: createFakeShop().fetch });
  });

  it('renders the Categories button in its shadow root and opens the panel there', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-mega-menu></souq-mega-menu>';
    document.body.append(holder);
    try {
      await souqRuntime().ready;
      const root = holder.querySelector('souq-mega-menu')?.shadowRoot;
      const button = await waitFor(() => {
        const found = root?.querySelector<HTMLButtonElement>('button[aria-expanded]');
        expect(found?.textContent).toBe('الفئات');
        return found as HTMLButtonElement;
      });
      act(() => button.click());
      await waitFor(() => {
        const parent = [...(root?.querySelectorAll('a') ?? [])].find(
          (link) => link.textContent === 'مخبوزات',
        );
        expect(parent?.getAttribute('href')).toBe('http://shop.test/category/2');
      });
    } finally {
      holder.remove();
    }
  });
});
