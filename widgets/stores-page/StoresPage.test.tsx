import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Store, StorePage } from '../../src/core/api/wire';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { SouqProvider } from '../../src/ui/souq';
import { createTestCore, renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { WidgetRoot } from '../../src/ui/WidgetRoot/WidgetRoot';
import { StoresPage, type StoresPageProps } from './StoresPage';
import './define';

// A page of cards, each with its cart and wishlist controls, renders slowly on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const cores: SouqCore[] = [];

beforeEach(() => {
  window.history.replaceState(null, '', '/stores');
});

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

type WrapFetch = (shopFetch: typeof globalThis.fetch) => typeof globalThis.fetch;

/** The stores page on a fake shop, its first page of stores listed. */
async function renderStores(
  props: StoresPageProps = {},
  setup: { language?: Locale; wrapFetch?: WrapFetch } = {},
) {
  const shop = createFakeShop();
  const rendered = renderWithSouq(<StoresPage {...props} />, {
    language: setup.language ?? 'en',
    fetch: setup.wrapFetch ? setup.wrapFetch(shop.fetch) : shop.fetch,
  });
  cores.push(rendered.core);
  await waitFor(() => expect(screen.getByRole('tabpanel').getAttribute('aria-busy')).toBe('false'));
  const listCalls = () =>
    shop.calls.filter((call) => call.path.startsWith('/api/v1/stores/get-stores/'));
  return { ...rendered, shop, listCalls };
}

/** Answers every store list with `total` stores, ten a page, named by their number. */
const manyStores =
  (total: number): WrapFetch =>
  (shopFetch) =>
  async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (!url.pathname.includes('/stores/get-stores/')) return shopFetch(input, init);
    const page = Number(url.searchParams.get('offset') ?? '1');
    const first = (page - 1) * 10;
    const stores: Store[] = Array.from(
      { length: Math.max(0, Math.min(10, total - first)) },
      (_, i) => ({
        id: first + i + 1,
        name: `Store ${first + i + 1}`,
      }),
    );
    const reply: StorePage = { total_size: total, limit: '10', offset: String(page), stores };
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };

const tab = (name: string) => screen.getByRole('tab', { name });

/** Axe over a page of cards takes seconds on a busy machine. */
const AXE_TIMEOUT = 30_000;

describe('StoresPage', () => {
  describe('given the shop in English', () => {
    it('shows the h1, the All tab chosen, the stores as linked cards and their count', async () => {
      const { listCalls } = await renderStores();
      expect(screen.getByRole('heading', { level: 1, name: 'Stores' })).toBeTruthy();
      expect(tab('All').getAttribute('aria-selected')).toBe('true');
      expect(screen.getByRole('tabpanel', { name: 'All' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('3 stores');
      const cards = within(screen.getByRole('list', { name: 'Stores' }));
      expect(cards.getByRole('link', { name: 'Delta Dates' }).getAttribute('href')).toBe(
        '/store/3',
      );
      expect(listCalls()[0]?.path).toBe('/api/v1/stores/get-stores/all');
      expect(listCalls()[0]?.query).toMatchObject({ limit: '10', offset: '1' });
    });

    it(
      'has no serious accessibility violations',
      async () => {
        const { container } = await renderStores();
        expect(await seriousViolations(container)).toEqual([]);
      },
      AXE_TIMEOUT,
    );
  });

  describe('given the shop in Arabic', () => {
    it('names the page, the tabs and the count in Arabic', async () => {
      await renderStores({}, { language: 'ar' });
      expect(screen.getByRole('heading', { level: 1, name: 'المتاجر' })).toBeTruthy();
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
        'الكل',
        'الأكثر طلبًا',
        'الأحدث',
        'الأعلى تقييمًا',
        'عليه خصم',
      ]);
      expect(screen.getByRole('status').textContent).toBe('3 متاجر');
    });

    it(
      'has no serious accessibility violations',
      async () => {
        const { container } = await renderStores({ type: 'popular' }, { language: 'ar' });
        expect(await seriousViolations(container)).toEqual([]);
      },
      AXE_TIMEOUT,
    );

    it('moves to the next tab with the left arrow, as Arabic reads', async () => {
      const { user, listCalls } = await renderStores({}, { language: 'ar' });
      tab('الكل').focus();
      await user.keyboard('{ArrowLeft}');
      expect(tab('الأكثر طلبًا').getAttribute('aria-selected')).toBe('true');
      expect(document.activeElement).toBe(tab('الأكثر طلبًا'));
      await waitFor(() =>
        expect(listCalls().at(-1)?.path).toBe('/api/v1/stores/get-stores/popular'),
      );
    });
  });

  describe('given a type from the route', () => {
    it('shows that list', async () => {
      const { listCalls } = await renderStores({ type: 'top-rated' });
      expect(tab('Top rated').getAttribute('aria-selected')).toBe('true');
      expect(listCalls()[0]?.path).toBe('/api/v1/stores/get-stores/top-rated');
    });

    it('shows every store for a type it does not know', async () => {
      await renderStores({ type: 'cheapest' });
      expect(tab('All').getAttribute('aria-selected')).toBe('true');
    });
  });

  describe('when the shopper picks a tab on a page without a router', () => {
    it('writes ?type=… into the address and lists that type', async () => {
      const { user, listCalls } = await renderStores();
      await user.click(tab('Discounted'));
      expect(window.location.pathname).toBe('/stores');
      expect(window.location.search).toBe('?type=discounted');
      await waitFor(() =>
        expect(listCalls().at(-1)?.path).toBe('/api/v1/stores/get-stores/discounted'),
      );
    });

    it('keeps the list of the address after a reload when given no type', async () => {
      window.history.replaceState(null, '', '/stores?type=latest');
      const { listCalls } = await renderStores();
      expect(tab('Latest').getAttribute('aria-selected')).toBe('true');
      expect(listCalls()[0]?.path).toBe('/api/v1/stores/get-stores/latest');
    });

    it('follows back and forward', async () => {
      const { user } = await renderStores();
      await user.click(tab('Latest'));
      window.history.replaceState(null, '', '/stores?type=popular');
      window.dispatchEvent(new PopStateEvent('popstate'));
      await waitFor(() => expect(tab('Popular').getAttribute('aria-selected')).toBe('true'));
    });
  });

  describe('when the shopper picks a tab in the storefront', () => {
    it("navigates through the storefront's router", async () => {
      const shop = createFakeShop();
      const { core } = createTestCore({ fetch: shop.fetch });
      cores.push(core);
      const routed: string[] = [];
      render(
        <SouqProvider core={core} start={false} navigate={(path) => routed.push(path)}>
          <WidgetRoot>
            <StoresPage type="all" />
          </WidgetRoot>
        </SouqProvider>,
      );
      await userEvent.setup().click(screen.getByRole('tab', { name: 'Popular' }));
      expect(routed).toEqual(['/stores?type=popular']);
      expect(window.location.search).toBe('');
    });
  });

  describe('given more than ten stores', () => {
    it('shows ten, and Show more asks for page 2', async () => {
      const { user } = await renderStores({}, { wrapFetch: manyStores(14) });
      expect(screen.getByRole('status').textContent).toBe('14 stores');
      const cards = () =>
        within(screen.getByRole('list', { name: 'Stores' })).getAllByRole('listitem');
      expect(cards()).toHaveLength(10);
      await user.click(screen.getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(cards()).toHaveLength(14));
      expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    });
  });

  describe('given a list without stores', () => {
    it('says no stores were found', async () => {
      await renderStores({}, { wrapFetch: manyStores(0) });
      expect(screen.getByText('No stores found')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('No stores');
    });
  });

  describe('when the list cannot be loaded', () => {
    it('says so and lists the stores on Try again', async () => {
      let failing = true;
      const wrapFetch: WrapFetch = (shopFetch) => async (input, init) => {
        if (failing && String(input).includes('/stores/get-stores/')) {
          failing = false;
          return new Response(JSON.stringify({ errors: [{ code: 'x', message: 'Down' }] }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          });
        }
        return shopFetch(input, init);
      };
      const { user } = await renderStores({}, { wrapFetch });
      expect(screen.getByText('The stores could not be loaded.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('link', { name: 'Fresh Market' })).toBeTruthy();
    });
  });
});

describe('<souq-stores-page>', () => {
  const shop = createFakeShop({ signedIn: false });

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('renders the list of its type inside its shadow root', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-stores-page type="popular"></souq-stores-page>';
    document.body.append(holder);
    const element = holder.querySelector('souq-stores-page');
    await souqRuntime().ready;
    await waitFor(() => {
      const chosen = element?.shadowRoot?.querySelector('[role="tab"][aria-selected="true"]');
      expect(chosen?.textContent).toBe('الأكثر طلبًا');
      expect(element?.shadowRoot?.querySelectorAll('li a')).toHaveLength(3);
    });
    holder.remove();
  });
});
