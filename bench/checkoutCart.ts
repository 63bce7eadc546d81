/*
 * A shopper arriving at the checkout from the cart drawer, for the suites that measure it: a
 * guest whose cart on the server holds a few items of one store, sold without options. The store
 * is opened round the clock through the server's end-to-end controls (the server must run with
 * SOUQ_E2E_CONTROLS=1), since the seeded hours close most stores at night; a suite that makes
 * more than 20 guests a minute raises the auth rate limit (SOUQ_AUTH_RATE_LIMIT).
 */
import type { Item, ProductPage } from '../src/core/api/wire';

/** Lines in the cart: a shopper's usual basket of one store. */
const CHECKOUT_LINES = 3;

const json = { 'content-type': 'application/json' };

/** Answers the new guest's id, to put in the browser's storage as `guest_id`. */
export async function guestWithFilledCart(origin: string): Promise<string> {
  const asked = await fetch(`${origin}/api/v1/auth/guest/request`, { method: 'POST' });
  if (!asked.ok) throw new Error(`no guest id for the checkout's cart: ${await asked.text()}`);
  const guest = (await asked.json()) as { guest_id: string | number };
  const guestId = String(guest.guest_id);
  const popular = (await (
    await fetch(`${origin}/api/v1/items/popular?limit=50&offset=1`)
  ).json()) as ProductPage;
  const plain = popular.products.filter(
    (item: Item) => (item.variations ?? []).length === 0 && (item.stock ?? 0) > 1,
  );
  const storeId = plain[0]?.store_id;
  const basket = plain.filter((item) => item.store_id === storeId).slice(0, CHECKOUT_LINES);
  if (storeId === undefined || basket.length === 0) {
    throw new Error('the demo catalog has no plain item to check out');
  }
  const opened = await fetch(`${origin}/__e2e/stores/${storeId}`, {
    method: 'PATCH',
    headers: json,
    body: JSON.stringify({ active: true, allDay: true }),
  });
  if (!opened.ok)
    throw new Error(`the checkout's store could not be opened: ${await opened.text()}`);
  for (const item of basket) {
    const added = await fetch(`${origin}/api/v1/customer/cart/add`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        guest_id: guestId,
        model: 'Item',
        item_id: item.id,
        price: item.price,
        quantity: 1,
        variation: [],
      }),
    });
    if (!added.ok)
      throw new Error(`the checkout's cart could not be filled: ${await added.text()}`);
  }
  return guestId;
}
