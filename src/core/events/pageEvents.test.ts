import { describe, expect, it, vi } from 'vitest';
import { createSouqCore } from '../createSouqCore';
import { createMemoryStorage } from '../store/memoryStorage';
import { createFakeShop, FIXTURE_IDS, fixtureItem } from '../testing';
import type { SouqEventMap, SouqEventName } from './souqEvents';
import { bindPageEvents } from './pageEvents';

/** A booted core on a fake shop, its page events bound to a target that records them. */
async function boundCore(options: Parameters<typeof createFakeShop>[0] = {}) {
  const shop = createFakeShop(options);
  const core = createSouqCore({
    apiBaseUrl: 'http://shop.test',
    storage: createMemoryStorage(),
    cookies: null,
    navigate: vi.fn(),
    reload: vi.fn(),
    fetch: shop.fetch,
  });
  await core.session.boot();
  const page = new EventTarget();
  const heard: { name: string; detail: unknown }[] = [];
  const hear = (name: SouqEventName) =>
    page.addEventListener(name, (event) => {
      heard.push({ name, detail: (event as SouqEventMap[typeof name]).detail });
    });
  hear('souq:cart-change');
  hear('souq:wishlist-change');
  hear('souq:locale-change');
  const unbind = bindPageEvents(core, page);
  return { shop, core, heard, unbind };
}

describe('bindPageEvents', () => {
  describe('given nothing changes', () => {
    it('fires nothing', async () => {
      const { heard } = await boundCore();
      expect(heard).toEqual([]);
    });
  });

  describe('when the cart loads from the server', () => {
    it('fires souq:cart-change once, with the cart as plain data', async () => {
      const { core, heard } = await boundCore({ cart: [{ itemId: FIXTURE_IDS.plain }] });
      await core.cart.refresh();
      const plain = fixtureItem('plain', 'ar');
      expect(heard).toEqual([
        {
          name: 'souq:cart-change',
          detail: {
            lines: [
              {
                itemId: plain.id,
                name: plain.name,
                variation: '',
                quantity: 1,
                unitPrice: plain.price,
              },
            ],
            count: 1,
            subtotal: plain.price,
          },
        },
      ]);
    });

    it('fires nothing more when a refresh brings the same cart', async () => {
      const { core, heard } = await boundCore({ cart: [{ itemId: FIXTURE_IDS.plain }] });
      await core.cart.refresh();
      await core.cart.refresh();
      expect(heard).toHaveLength(1);
    });
  });

  describe('when the shopper adds, then removes a line', () => {
    it('fires once per change', async () => {
      const { core, heard } = await boundCore();
      const line = { ...fixtureItem('plain', 'ar'), quantity: 2, selectedOption: [] };
      await core.cart.add(line);
      await core.cart.remove(line);
      expect(heard.map(({ detail }) => (detail as { count: number }).count)).toEqual([1, 0]);
    });
  });

  describe('when the wished items change', () => {
    it('fires souq:wishlist-change with their ids', async () => {
      const { core, shop, heard } = await boundCore();
      core.store.token.value = shop.token;
      await core.wishlist.add(fixtureItem('plain', 'ar'));
      await core.wishlist.add(fixtureItem('capped', 'ar'));
      expect(heard.filter(({ name }) => name === 'souq:wishlist-change')).toEqual([
        { name: 'souq:wishlist-change', detail: { itemIds: [FIXTURE_IDS.plain] } },
        {
          name: 'souq:wishlist-change',
          detail: { itemIds: [FIXTURE_IDS.plain, FIXTURE_IDS.capped] },
        },
      ]);
    });
  });

  describe('when the language changes', () => {
    it('fires souq:locale-change with the new locale', async () => {
      const { core, heard } = await boundCore();
      await core.locale.change('en');
      expect(heard.filter(({ name }) => name === 'souq:locale-change')).toEqual([
        { name: 'souq:locale-change', detail: { locale: 'en' } },
      ]);
    });
  });

  describe('once unbound', () => {
    it('fires nothing', async () => {
      const { core, heard, unbind } = await boundCore();
      unbind();
      await core.locale.change('en');
      expect(heard).toEqual([]);
    });
  });
});
