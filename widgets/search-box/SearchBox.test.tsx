import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { SEARCH_DEBOUNCE_MS } from '../../src/core/search';
import { createFakeShop, type FakeShop } from '../../src/core/testing';
import { configureSouq } from '../../src/elements/host/runtime';
import { SouqProvider } from '../../src/ui/souq';
import { createTestCore, renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { WidgetRoot } from '../../src/ui/WidgetRoot';
import { SEARCH_SUBMIT_EVENT, type SearchSubmitEvent } from './events';
import { SearchBox, type SearchBoxProps } from './SearchBox';
import './define';

type Fetch = typeof globalThis.fetch;

interface BoxOptions {
  language?: Locale;
  /** Recent searches, newest first. */
  recent?: readonly string[];
  props?: SearchBoxProps;
  /** Stands between the box and the fake shop (slow or stale replies). */
  wrapFetch?: (shopFetch: Fetch) => Fetch;
  /** A core that already served a box, to render a new box on it. */
  core?: SouqCore;
}

const SEARCH_PATH = '/api/v1/items/item-or-store-search';

/** Lets the fake clock (and the replies waiting on it) move on by `ms`. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The box on a fake shop after the first load, with "After" to tab to; navigation recorded. */
async function renderBox({
  language = 'en',
  recent = [],
  props = {},
  wrapFetch,
  core,
}: BoxOptions = {}) {
  const shop = createFakeShop();
  const fetch = wrapFetch ? wrapFetch(shop.fetch) : shop.fetch;
  const rendered = renderWithSouq(
    <>
      <SearchBox {...props} />
      <button type="button">After</button>
    </>,
    core ? { core } : { language, fetch },
  );
  if (!core) {
    await act(async () => {
      await rendered.core.session.boot();
    });
  }
  // Added oldest first, so that the history reads newest first as given.
  for (const term of [...recent].reverse()) rendered.core.recentSearches.add(term);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const input = screen.getByRole('combobox');
  return { ...rendered, shop, user, assign, input };
}

/** The names the box has asked suggestions for, oldest first. */
const searchedNames = (shop: FakeShop) =>
  shop.calls.filter((call) => call.path === SEARCH_PATH).map((call) => call.query.name);

/** The option `aria-activedescendant` points at. */
function activeOption(input: HTMLElement): HTMLElement | null {
  const id = input.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
}

const optionTexts = (container: HTMLElement = document.body) =>
  within(container)
    .getAllByRole('option')
    .map((option) => option.textContent);

const markedTexts = () =>
  Array.from(document.querySelectorAll('[role="option"] mark'), (mark) => mark.textContent);

/**
 * A fetch that answers each search only after its own delay, ignoring aborts like a careless
 * server; `asked` lists the names in the order they were asked.
 */
function slowSearches(delays: Readonly<Record<string, number>>) {
  const asked: string[] = [];
  const wrap =
    (shopFetch: Fetch): Fetch =>
    async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== SEARCH_PATH) return shopFetch(input, init);
      const name = url.searchParams.get('name') ?? '';
      asked.push(name);
      await new Promise((resolve) => setTimeout(resolve, delays[name] ?? 0));
      return shopFetch(input, { ...init, signal: null });
    };
  return { wrap, asked };
}

/** A fetch whose searches never answer. */
const hangingSearches =
  (shopFetch: Fetch): Fetch =>
  (input, init) =>
    String(input instanceof Request ? input.url : input).includes(SEARCH_PATH)
      ? new Promise<Response>(() => {})
      : shopFetch(input, init);

/** Types `text` and lets the debounce and the fake shop's reply pass. */
async function typeAndWait(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  text: string,
) {
  await user.type(input, text);
  await wait(SEARCH_DEBOUNCE_MS);
}

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given the box is shown', () => {
    it('is a combobox named "Search" with that placeholder and nothing expanded', async () => {
      const { input } = await renderBox();
      expect(input.getAttribute('aria-label')).toBe('Search');
      expect(input.getAttribute('placeholder')).toBe('Search');
      expect(input.getAttribute('aria-expanded')).toBe('false');
      expect(input.getAttribute('aria-autocomplete')).toBe('list');
    });

    it('shows the placeholder it is given', async () => {
      const { input } = await renderBox({ props: { placeholder: 'Find groceries' } });
      expect(input.getAttribute('placeholder')).toBe('Find groceries');
    });

    it('names itself in Arabic', async () => {
      await renderBox({ language: 'ar' });
      expect(screen.getByRole('combobox', { name: 'بحث' }).getAttribute('placeholder')).toBe('بحث');
    });
  });

  describe('given recent searches', () => {
    const recent = ['rice', 'milk', 'dates', 'honey', 'coffee', 'eggs', 'bread', 'tea'];

    describe('when the empty box gets the focus', () => {
      it(`lists the 6 newest under "Recent Searches", asking the server nothing`, async () => {
        const { user, input, shop } = await renderBox({ recent });
        await user.click(input);
        const listbox = screen.getByRole('listbox', { name: 'Recent Searches' });
        expect(optionTexts(listbox)).toEqual(recent.slice(0, 6));
        expect(input.getAttribute('aria-expanded')).toBe('true');
        expect(input.getAttribute('aria-controls')).toBe(listbox.id);
        expect(searchedNames(shop)).toEqual([]);
      });

      it('has no serious accessibility violations', async () => {
        const { user, input, container } = await renderBox({ recent });
        await user.click(input);
        expect(await seriousViolations(container)).toEqual([]);
      });

      it('names its ::part()s: the field around the input, the input, the suggestions', async () => {
        const { user, input } = await renderBox({ recent });
        await user.click(input);
        expect(input.getAttribute('part')).toBe('input');
        expect(input.parentElement?.getAttribute('part')).toBe('field');
        const listbox = screen.getByRole('listbox', { name: 'Recent Searches' });
        expect(listbox.closest('[part]')?.getAttribute('part')).toBe('suggestions');
      });
    });

    describe('when a delete button is pressed', () => {
      it('removes that search only, and the next older one moves up', async () => {
        const { user, input, core } = await renderBox({ recent });
        await user.click(input);
        await user.click(screen.getByRole('button', { name: 'Remove milk' }));
        expect(optionTexts()).toEqual(['rice', 'dates', 'honey', 'coffee', 'eggs', 'bread']);
        expect(core.store.recentSearches.value).not.toContain('milk');
        expect(document.activeElement).toBe(input);
      });
    });

    describe('when Clear All is pressed', () => {
      it('forgets every search and closes the dropdown', async () => {
        const { user, input, core } = await renderBox({ recent });
        await user.click(input);
        await user.click(screen.getByRole('button', { name: 'Clear All' }));
        expect(core.store.recentSearches.value).toEqual([]);
        expect(screen.queryByRole('listbox')).toBeNull();
        expect(document.activeElement).toBe(input);
      });
    });

    describe('when the keyboard is used', () => {
      it('moves through the searches with the arrow keys, wrapping at both ends', async () => {
        const { user, input } = await renderBox({ recent: ['rice', 'milk', 'dates'] });
        await user.click(input);
        expect(activeOption(input)).toBeNull();
        await user.keyboard('{ArrowDown}');
        expect(activeOption(input)?.textContent).toBe('rice');
        expect(activeOption(input)?.getAttribute('aria-selected')).toBe('true');
        await user.keyboard('{ArrowDown}{ArrowDown}');
        expect(activeOption(input)?.textContent).toBe('dates');
        await user.keyboard('{ArrowDown}');
        expect(activeOption(input)?.textContent).toBe('rice');
        await user.keyboard('{ArrowUp}');
        expect(activeOption(input)?.textContent).toBe('dates');
        expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
      });

      it('scrolls the active option into view', async () => {
        const { user, input } = await renderBox({ recent: ['rice', 'milk', 'dates'] });
        const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
        await user.click(input);
        await user.keyboard('{ArrowUp}');
        expect(scrolled.mock.contexts.at(-1)).toBe(activeOption(input));
        expect(activeOption(input)?.textContent).toBe('dates');
      });

      it('jumps with Home and End once an option is active', async () => {
        const { user, input } = await renderBox({ recent: ['rice', 'milk', 'dates'] });
        await user.click(input);
        await user.keyboard('{ArrowDown}{End}');
        expect(activeOption(input)?.textContent).toBe('dates');
        await user.keyboard('{Home}');
        expect(activeOption(input)?.textContent).toBe('rice');
      });

      it('searches again for the active one with Enter, which then leads the history', async () => {
        const { user, input, assign, core } = await renderBox({ recent: ['rice', 'milk'] });
        await user.click(input);
        await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
        expect(assign).toHaveBeenCalledWith('/search?name=milk');
        expect(core.recentSearches.shown.value).toEqual(['milk', 'rice']);
        expect((input as HTMLInputElement).value).toBe('milk');
        expect(screen.queryByRole('listbox')).toBeNull();
      });

      it('deletes the active search with Delete and keeps the next one active', async () => {
        const { user, input, core } = await renderBox({ recent: ['rice', 'milk', 'dates'] });
        await user.click(input);
        await user.keyboard('{ArrowDown}{Delete}');
        expect(core.recentSearches.shown.value).toEqual(['milk', 'dates']);
        expect(activeOption(input)?.textContent).toBe('milk');
      });

      it('reaches Clear All and each named delete button with Tab', async () => {
        const { user, input } = await renderBox({ recent: ['rice', 'milk'] });
        await user.click(input);
        await user.tab();
        expect(document.activeElement?.textContent).toBe('Clear All');
        await user.tab();
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove rice' }));
        await user.keyboard('{Enter}');
        expect(optionTexts()).toEqual(['milk']);
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove milk' }));
      });

      it('closes once the focus leaves the box and its dropdown', async () => {
        const { user, input } = await renderBox({ recent: ['rice'] });
        await user.click(input);
        await user.tab();
        await user.tab();
        await user.tab();
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
        expect(screen.queryByRole('listbox')).toBeNull();
      });

      it('closes with Escape from a delete button and gives the focus back to the input', async () => {
        const { user, input } = await renderBox({ recent: ['rice'] });
        await user.click(input);
        await user.tab();
        await user.keyboard('{Escape}');
        expect(screen.queryByRole('listbox')).toBeNull();
        expect(document.activeElement).toBe(input);
      });
    });

    describe('given Arabic, written right to left', () => {
      const arabic = ['حليب', 'تمر', 'أرز'];

      it('titles and names everything in Arabic', async () => {
        const { user, input } = await renderBox({ language: 'ar', recent: arabic });
        await user.click(input);
        const listbox = screen.getByRole('listbox', { name: 'عمليات البحث الأخيرة' });
        expect(listbox.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
        expect(optionTexts(listbox)).toEqual(arabic);
        expect(screen.getByRole('button', { name: 'مسح الكل' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'إزالة تمر' })).toBeTruthy();
      });

      it('moves down the list with ArrowDown and leaves the sideways arrows to the caret', async () => {
        const { user, input, assign } = await renderBox({ language: 'ar', recent: arabic });
        await user.click(input);
        await user.keyboard('{ArrowDown}{ArrowDown}');
        expect(activeOption(input)?.textContent).toBe('تمر');
        await user.keyboard('{ArrowLeft}');
        expect(activeOption(input)).toBeNull();
        await user.keyboard('{ArrowUp}{ArrowRight}');
        expect(activeOption(input)).toBeNull();
        await user.keyboard('{ArrowUp}{Enter}');
        expect(assign).toHaveBeenCalledWith(`/search?name=${encodeURIComponent('أرز')}`);
      });

      it('has no serious accessibility violations', async () => {
        const { user, input, container } = await renderBox({ language: 'ar', recent: arabic });
        await user.click(input);
        expect(await seriousViolations(container)).toEqual([]);
      });
    });

    describe('when the box is mounted again on the same core', () => {
      it('still lists the searches made before', async () => {
        const first = await renderBox();
        await first.user.type(first.input, 'olive oil{Enter}');
        first.unmount();
        const { user, input } = await renderBox({ core: first.core });
        await user.click(input);
        expect(optionTexts()).toEqual(['olive oil']);
      });
    });
  });

  describe('given no recent searches', () => {
    it('shows no dropdown when the empty box gets the focus', async () => {
      const { user, input } = await renderBox();
      await user.click(input);
      await user.keyboard('{ArrowDown}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(input.getAttribute('aria-expanded')).toBe('false');
      expect(input.hasAttribute('aria-controls')).toBe(false);
    });
  });

  describe('when text is typed', () => {
    it(`waits for typing to pause ${SEARCH_DEBOUNCE_MS} ms, then asks once with the latest text`, async () => {
      const { user, input, shop } = await renderBox();
      await user.type(input, 'r');
      await wait(SEARCH_DEBOUNCE_MS - 200);
      await user.type(input, 'i');
      expect(searchedNames(shop)).toEqual([]);
      await wait(SEARCH_DEBOUNCE_MS);
      expect(searchedNames(shop)).toEqual(['ri']);
    });

    it('says it is loading, politely, until the reply comes', async () => {
      const { user, input } = await renderBox({ wrapFetch: hangingSearches });
      await typeAndWait(user, input, 'milk');
      expect(screen.getByRole('status').textContent).toBe('Loading');
      expect(screen.queryByRole('listbox')).toBeNull();
    });

    it('has no serious accessibility violations while loading', async () => {
      const { user, input, container } = await renderBox({ wrapFetch: hangingSearches });
      await typeAndWait(user, input, 'milk');
      expect(await seriousViolations(container)).toEqual([]);
    });

    it('shows items and stores in two labelled groups, the typed text marked in any case', async () => {
      const { user, input } = await renderBox();
      await typeAndWait(user, input, 'da');
      const items = screen.getByRole('group', { name: 'Items' });
      const stores = screen.getByRole('group', { name: 'Stores' });
      expect(optionTexts(items)).toEqual([expect.stringContaining('Siwa dates 500 g')]);
      expect(optionTexts(items)[0]).toContain('Delta Dates');
      expect(optionTexts(stores)).toEqual(['Delta Dates']);
      expect(markedTexts()).toEqual(['da', 'Da']);
      expect(screen.getByRole('status').textContent).toBe('2 results found');
      expect(screen.getByRole('listbox', { name: 'Search items or stores' })).toBeTruthy();
    });

    it('shows each item with its picture and its price after discounts', async () => {
      const { user, input } = await renderBox();
      await typeAndWait(user, input, 'rice');
      const [rice] = screen.getAllByRole('option');
      expect(rice?.querySelector('img')?.getAttribute('src')).toBe('/images/product/rice.svg');
      expect(rice?.textContent).toContain('199.50');
      expect(rice?.querySelector('s')?.textContent).toContain('210.00');
    });

    it('shows Arabic suggestions for Arabic text, marked the same way', async () => {
      const { user, input } = await renderBox({ language: 'ar' });
      await typeAndWait(user, input, 'تمر');
      const items = screen.getByRole('group', { name: 'المنتجات' });
      expect(optionTexts(items)).toEqual([expect.stringContaining('تمر سيوي 500 جم')]);
      expect(markedTexts()).toEqual(['تمر']);
      expect(screen.queryByRole('group', { name: 'المتاجر' })).toBeNull();
    });

    it('has no serious accessibility violations with suggestions shown', async () => {
      const { user, input, container } = await renderBox();
      await typeAndWait(user, input, 'da');
      await user.keyboard('{ArrowDown}');
      expect(await seriousViolations(container)).toEqual([]);
    });

    it('keeps the dropdown to 400 px at most', async () => {
      const { user, input } = await renderBox();
      await typeAndWait(user, input, 'e');
      const dropdown = screen.getByRole('listbox').parentElement;
      expect(dropdown?.style.maxBlockSize).toMatch(/^\d+(\.\d+)?px$/);
      expect(Number.parseFloat(dropdown?.style.maxBlockSize ?? '')).toBeLessThanOrEqual(400);
    });

    it('never asks for blank text, and shows the recent searches again once it is erased', async () => {
      const { user, input, shop } = await renderBox({ recent: ['rice'] });
      await user.type(input, '  ');
      await wait(SEARCH_DEBOUNCE_MS);
      await user.type(input, 'm{Backspace}{Backspace}{Backspace}');
      await wait(SEARCH_DEBOUNCE_MS);
      expect(searchedNames(shop)).toEqual([]);
      expect(optionTexts()).toEqual(['rice']);
    });

    it('never lets a slow reply to older text replace the reply to newer text', async () => {
      const slow = slowSearches({ r: 1000, ri: 100 });
      const { user, input } = await renderBox({ wrapFetch: slow.wrap });
      await typeAndWait(user, input, 'r');
      await typeAndWait(user, input, 'i');
      await wait(100);
      expect(optionTexts()).toEqual([expect.stringContaining('Egyptian rice 5 kg')]);
      await wait(1000);
      expect(slow.asked).toEqual(['r', 'ri']);
      expect(optionTexts()).toEqual([expect.stringContaining('Egyptian rice 5 kg')]);
    });

    describe('and nothing matches', () => {
      it('says "Items not found!"', async () => {
        const { user, input } = await renderBox();
        await typeAndWait(user, input, 'caviar');
        expect(screen.getByText('Items not found!', { selector: 'p' })).toBeTruthy();
        expect(screen.getByRole('status').textContent).toBe('Items not found!');
        expect(screen.queryByRole('listbox')).toBeNull();
      });

      it('says it in Arabic', async () => {
        const { user, input } = await renderBox({ language: 'ar' });
        await typeAndWait(user, input, 'كافيار');
        expect(screen.getByRole('status').textContent).toBe('لم يتم العثور على منتجات!');
      });

      it('has no serious accessibility violations', async () => {
        const { user, input, container } = await renderBox();
        await typeAndWait(user, input, 'caviar');
        expect(await seriousViolations(container)).toEqual([]);
      });
    });

    describe('and the server fails', () => {
      it('shows nothing more than the toast the API client raised', async () => {
        const { user, input, shop, core } = await renderBox();
        shop.failNext(SEARCH_PATH, 500, 'Internal server error');
        await typeAndWait(user, input, 'milk');
        expect(core.toasts.toasts.value.map((toast) => toast.message)).toContain(
          'Internal server error',
        );
        expect(screen.queryByRole('listbox')).toBeNull();
        expect(screen.queryByText('Items not found!')).toBeNull();
        expect(screen.getByRole('status').textContent).toBe('');
      });
    });

    describe('and a suggestion is chosen with the keyboard', () => {
      it('moves through the items before the stores', async () => {
        const { user, input } = await renderBox();
        await typeAndWait(user, input, 'da');
        await user.keyboard('{ArrowDown}');
        expect(activeOption(input)?.textContent).toContain('Siwa dates');
        await user.keyboard('{ArrowDown}');
        expect(activeOption(input)?.textContent).toBe('Delta Dates');
        expect(
          activeOption(input)?.closest('[role="group"]')?.getAttribute('aria-labelledby'),
        ).toBe(screen.getByRole('group', { name: 'Stores' }).getAttribute('aria-labelledby'));
      });

      it('opens an item on its product page and saves its name', async () => {
        const { user, input, assign, core } = await renderBox();
        await typeAndWait(user, input, 'da');
        await user.keyboard('{ArrowDown}{Enter}');
        expect(assign).toHaveBeenCalledWith('/product/siwa-dates-500-g');
        expect(core.recentSearches.shown.value).toEqual(['Siwa dates 500 g']);
      });

      it('opens a store on its page and saves its name', async () => {
        const { user, input, assign, core } = await renderBox();
        await typeAndWait(user, input, 'da');
        await user.keyboard('{ArrowUp}{Enter}');
        expect(assign).toHaveBeenCalledWith('/store/3');
        expect(assign).not.toHaveBeenCalledWith('/search?name=Delta%20Dates');
        expect(core.recentSearches.shown.value).toEqual(['Delta Dates']);
      });

      it('opens a clicked store through the caller’s router', async () => {
        const onNavigate = vi.fn<(path: string) => void>();
        const onSubmit = vi.fn<(name: string) => void>();
        const { user, input, assign } = await renderBox({ props: { onNavigate, onSubmit } });
        await typeAndWait(user, input, 'da');
        const stores = screen.getByRole('group', { name: 'Stores' });
        const [store] = within(stores).getAllByRole('option');
        expect(store?.textContent).toBe('Delta Dates');
        await user.click(store ?? input);
        expect(onNavigate).toHaveBeenCalledWith('/store/3');
        expect(onSubmit).not.toHaveBeenCalled();
        expect(assign).not.toHaveBeenCalled();
      });

      it('goes through the caller’s router when one is given', async () => {
        const onNavigate = vi.fn<(path: string) => void>();
        const { user, input, assign } = await renderBox({ props: { onNavigate } });
        await typeAndWait(user, input, 'da');
        await user.click(screen.getAllByRole('option')[0] ?? input);
        expect(onNavigate).toHaveBeenCalledWith('/product/siwa-dates-500-g');
        expect(assign).not.toHaveBeenCalled();
      });
    });

    describe('and Escape is pressed', () => {
      it('closes the dropdown first, then clears the text', async () => {
        const { user, input } = await renderBox();
        await typeAndWait(user, input, 'da');
        await user.keyboard('{Escape}');
        expect(screen.queryByRole('listbox')).toBeNull();
        expect((input as HTMLInputElement).value).toBe('da');
        await user.keyboard('{Escape}');
        expect((input as HTMLInputElement).value).toBe('');
      });
    });
  });

  describe('when Enter is pressed on typed text', () => {
    it('saves the trimmed text and goes to the search page', async () => {
      const { user, input, assign, core } = await renderBox();
      await user.type(input, '  olive oil {Enter}');
      expect(core.recentSearches.shown.value).toEqual(['olive oil']);
      expect(assign).toHaveBeenCalledWith('/search?name=olive%20oil');
    });

    it('fires a bubbling, composed, cancelable souq:search-submit first', async () => {
      const { user, input, assign } = await renderBox();
      const heard: SearchSubmitEvent[] = [];
      const listener = (event: SearchSubmitEvent) => {
        heard.push(event);
        expect(assign).not.toHaveBeenCalled();
      };
      document.addEventListener(SEARCH_SUBMIT_EVENT, listener);
      try {
        await user.type(input, 'عسل{Enter}');
      } finally {
        document.removeEventListener(SEARCH_SUBMIT_EVENT, listener);
      }
      expect(heard).toHaveLength(1);
      expect(heard[0]?.detail).toEqual({ name: 'عسل' });
      expect(heard[0]?.target).toBe(input);
      expect([heard[0]?.bubbles, heard[0]?.composed, heard[0]?.cancelable]).toEqual([
        true,
        true,
        true,
      ]);
      expect(assign).toHaveBeenCalledWith(`/search?name=${encodeURIComponent('عسل')}`);
    });

    it('stays on the page when a listener cancels the event, yet remembers the search', async () => {
      const onSubmit = vi.fn<(name: string) => void>();
      const { user, input, assign, core } = await renderBox({ props: { onSubmit } });
      const cancel = (event: Event) => event.preventDefault();
      document.addEventListener(SEARCH_SUBMIT_EVENT, cancel);
      try {
        await user.type(input, 'milk{Enter}');
      } finally {
        document.removeEventListener(SEARCH_SUBMIT_EVENT, cancel);
      }
      expect(assign).not.toHaveBeenCalled();
      expect(onSubmit).not.toHaveBeenCalled();
      expect(core.recentSearches.shown.value).toEqual(['milk']);
    });

    it('hands the search to the caller’s router instead of loading a page', async () => {
      const onSubmit = vi.fn<(name: string) => void>();
      const { user, input, assign } = await renderBox({ props: { onSubmit } });
      await user.type(input, 'milk{Enter}');
      expect(onSubmit).toHaveBeenCalledWith('milk');
      expect(assign).not.toHaveBeenCalled();
    });

    it('does nothing for blank text', async () => {
      const { user, input, assign, core } = await renderBox();
      const heard = vi.fn();
      document.addEventListener(SEARCH_SUBMIT_EVENT, heard);
      try {
        await user.type(input, '   {Enter}');
      } finally {
        document.removeEventListener(SEARCH_SUBMIT_EVENT, heard);
      }
      expect(heard).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
      expect(core.recentSearches.shown.value).toEqual([]);
    });
  });

  describe('given the page the server rendered, before the box’s code has run', () => {
    it('opens the search page for the typed text on Enter, as a plain form', () => {
      const { core } = createTestCore();
      const page = document.createElement('div');
      page.innerHTML = renderToString(
        <SouqProvider core={core} start={false}>
          <WidgetRoot>
            <SearchBox />
          </WidgetRoot>
        </SouqProvider>,
      );
      const field = page.querySelector('input[type="search"]') as HTMLInputElement;
      field.value = 'olive oil';
      const form = field.form as HTMLFormElement;
      const opened = new URL(form.action);
      opened.search = new URLSearchParams(
        [...new FormData(form)].map(([key, value]) => [key, String(value)]),
      ).toString();
      expect(form.method).toBe('get');
      expect(`${opened.pathname}${opened.search}`).toBe('/search?name=olive+oil');
      core.dispose();
    });
  });

  describe('given the box is embedded on a partner page', () => {
    it('goes to the search page of the configured storefront', async () => {
      const shop = createFakeShop();
      const { core } = createTestCore({ fetch: shop.fetch });
      render(
        <SouqProvider core={core} storefrontUrl="https://shop.example">
          <WidgetRoot>
            <SearchBox />
          </WidgetRoot>
        </SouqProvider>,
      );
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole('combobox'), 'milk{Enter}');
      expect(assign).toHaveBeenCalledWith('https://shop.example/search?name=milk');
    });
  });

  describe('given it is registered as <souq-search-box>', () => {
    const shop = createFakeShop();

    beforeAll(() => {
      configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
    });

    it('renders inside its shadow root, and its submit event reaches the page', async () => {
      const holder = document.createElement('div');
      holder.innerHTML = '<souq-search-box placeholder="Find groceries"></souq-search-box>';
      document.body.append(holder);
      const heard: string[] = [];
      const listener = (event: SearchSubmitEvent) => {
        heard.push(event.detail.name);
        event.preventDefault();
      };
      document.addEventListener(SEARCH_SUBMIT_EVENT, listener);
      try {
        const element = holder.querySelector('souq-search-box');
        await waitFor(() =>
          expect(element?.shadowRoot?.querySelector('[role="combobox"]')).not.toBeNull(),
        );
        const input = element?.shadowRoot?.querySelector('input');
        expect(input?.getAttribute('placeholder')).toBe('Find groceries');
        if (!input) throw new Error('no input in the shadow root');
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
        await user.type(input, 'milk{Enter}');
        expect(heard).toEqual(['milk']);
      } finally {
        document.removeEventListener(SEARCH_SUBMIT_EVENT, listener);
        holder.remove();
      }
    });
  });
});
