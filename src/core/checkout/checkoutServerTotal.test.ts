// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CAIRO_ADDRESS,
  GIZA_POINT,
  insertOrderFixtures,
  type OrderFixtures,
  putInCart,
} from '../../../demo-site/server/testing/orderFixtures';
import { injectFetch } from '../../../demo-site/server/testing/injectFetch';
import { startTestServer, type TestServer } from '../../../demo-site/server/testing/testServer';
import { createSouqCore, type SouqCore } from '../createSouqCore';
import { checkoutSummary, deliveryPricing } from './checkoutSummary';
import type { CheckoutDestination } from './deliveryDraft';
import { storeFacts } from './storeFacts';

/*
 * The total the checkout shows is the total the demo server charges: the page's pricing (the
 * store's details as `storeFacts` reads them, the zone's rules from the config, the summary)
 * against the real order placement, which refuses any other total with a 409.
 */

let server: TestServer;
let ids: OrderFixtures;
const cores: SouqCore[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ids = await insertOrderFixtures(server.db);
}, 90_000);
afterAll(async () => {
  for (const core of cores) core.dispose();
  await server.close();
});

/** A guest's core on the demo server, its cart holding `lines`. */
async function guestWith(lines: readonly (readonly [number, number])[]) {
  const core = createSouqCore({
    apiBaseUrl: 'http://shop.test',
    storage: null,
    cookies: null,
    eventTarget: null,
    fetch: injectFetch(server.app),
    navigate: vi.fn(),
    reload: vi.fn(),
  });
  cores.push(core);
  core.store.language.value = 'en';
  await core.start();
  await core.loaded();
  const guestId = core.store.guestId.value ?? '';
  for (const [itemId, quantity] of lines) {
    await putInCart(server.db, { owner: { guestId }, token: null }, itemId, quantity);
  }
  await core.cart.refresh();
  return core;
}

/** Prices and places the cart's order to a point of a zone, as the page does. */
async function priceAndPlace(
  core: SouqCore,
  point: { latitude: string; longitude: string },
  zoneId: number,
  tip: number,
) {
  const lines = core.cart.lines.value;
  const storeId = lines[0]?.store_id ?? 0;
  const facts = storeFacts(await core.api.getStoreDetails(storeId));
  const zone = core.shop.zones.value.find((candidate) => candidate.id === zoneId);
  if (!zone) throw new Error(`the config names no zone ${zoneId}`);
  const destination: CheckoutDestination = {
    kind: 'new',
    zoneId,
    address: {
      ...CAIRO_ADDRESS,
      address_type: 'home',
      latitude: Number(point.latitude),
      longitude: Number(point.longitude),
    },
  };
  const summary = checkoutSummary({
    lines,
    storeId,
    coupon: null,
    delivery: deliveryPricing(
      zone,
      { lat: Number(point.latitude), lng: Number(point.longitude) },
      facts.point,
    ),
    zoneId: facts.zoneId,
    settings: core.checkout.settings.value,
    tip,
    wallet: 0,
  });
  core.checkout.edit({ paymentMethod: 'cash_on_delivery', tip });
  const outcome = await core.checkout.place({
    storeId,
    destination,
    summary,
    signedIn: false,
    callback: null,
  });
  return { summary, outcome, facts };
}

describe('the checkout’s total on the demo server', { timeout: 30_000 }, () => {
  it('is charged as shown in Cairo, measured from the store’s own position, tax added', async () => {
    const core = await guestWith([[ids.item.plain, 2]]);
    const { summary, outcome, facts } = await priceAndPlace(
      core,
      CAIRO_ADDRESS,
      ids.zone.cairo,
      7.5,
    );
    expect(facts.point).not.toBeNull();
    expect(summary.totals.tax).toBeGreaterThan(0);
    expect(outcome).toMatchObject({ kind: 'placed', reply: { total_ammount: summary.charged } });
  });

  it('is charged as shown in Giza, whose fee is raised by a percent', async () => {
    const core = await guestWith([[ids.item.scarce, 3]]);
    const { summary, outcome } = await priceAndPlace(core, GIZA_POINT, ids.zone.giza, 0);
    expect(summary.totals.deliveryFee).toBeGreaterThan(15);
    expect(outcome).toMatchObject({ kind: 'placed', reply: { total_ammount: summary.charged } });
  });

  it('is charged as shown with free delivery past the threshold and a flash sale', async () => {
    const core = await guestWith([
      [ids.item.plain, 4],
      [ids.item.onSale, 2],
    ]);
    const { summary, outcome } = await priceAndPlace(core, CAIRO_ADDRESS, ids.zone.cairo, 0);
    expect(summary.totals.deliveryFee).toBe(0);
    expect(outcome).toMatchObject({ kind: 'placed', reply: { total_ammount: summary.charged } });
  });
});
