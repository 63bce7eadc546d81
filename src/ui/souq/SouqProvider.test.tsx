import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSouqCore } from '../../core';
import type { CartSnapshot } from '../../core/events';
import { createFakeShop, FIXTURE_IDS, fixtureItem } from '../../core/testing';
import { SouqProvider } from './SouqProvider';

function reactApp() {
  const shop = createFakeShop({ signedIn: false });
  const page = new EventTarget();
  const core = createSouqCore({
    apiBaseUrl: 'http://shop.test',
    storage: null,
    cookies: null,
    fetch: shop.fetch,
    navigate: () => {},
    reload: () => {},
    eventTarget: page,
  });
  const carts: CartSnapshot[] = [];
  page.addEventListener('souq:cart-change', (event) => {
    carts.push((event as CustomEvent<CartSnapshot>).detail);
  });
  return { shop, core, carts };
}

describe('given a React app that renders widgets under SouqProvider', () => {
  it('runs the first load once for every provider on the page', async () => {
    const { shop, core } = reactApp();

    render(
      <>
        <SouqProvider core={core}>header</SouqProvider>
        <SouqProvider core={core}>cart</SouqProvider>
      </>,
    );

    await waitFor(() => expect(core.shop.configured.value).toBe(true));
    await core.loaded();
    expect(shop.calls.filter(({ path }) => path.endsWith('/config'))).toHaveLength(1);
    expect(core.store.guestId.value).not.toBeNull();
  });

  it('hears souq:cart-change as a page of custom elements does', async () => {
    const { core, carts } = reactApp();
    render(<SouqProvider core={core}>shop</SouqProvider>);
    await waitFor(() => expect(core.shop.configured.value).toBe(true));
    await core.loaded();

    await core.cart.add({ ...fixtureItem('plain', 'en'), quantity: 1 });

    expect(carts.at(-1)).toMatchObject({ count: 1, lines: [{ itemId: FIXTURE_IDS.plain }] });
  });

  it('leaves the first load to the host that asks for none', () => {
    const { shop, core } = reactApp();
    render(
      <SouqProvider core={core} start={false}>
        shop
      </SouqProvider>,
    );
    expect(shop.calls).toEqual([]);
  });
});
