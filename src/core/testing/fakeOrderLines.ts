/*
 * What a cart order of the fake shop is made of: its kind, and the cart lines of one store,
 * picked and checked as the demo server's orderCart (demo-site/server/routes/order/orderLines.ts)
 * does, with its messages: an open store, items on sale already, stock and the cap per item.
 */
import { cartItemFromRow, quantityRefusal } from '../cart';
import type { FakeCartRow } from './fakeCart';
import { refuse } from './fakeHttp';
import { fixtureStoreDetails } from './fakeStorePage';

/** The kinds of cart order; a parcel is placed by its own route. */
const ORDER_TYPES = ['delivery', 'take_away'] as const;

/** The order's kind: delivery unless told; anything else is refused 422, as on the server. */
export function orderTypeField(fields: Record<string, unknown>): (typeof ORDER_TYPES)[number] {
  const sent = fields.order_type ?? 'delivery';
  const known = ORDER_TYPES.find((type) => type === sent);
  return known ?? refuse(422, 'order_type', '{field} is invalid', { field: 'order_type' });
}

/** Whether a store is closed now, as its page shows it (switched off, or outside its hours). */
const isClosed = (storeId: number) =>
  fixtureStoreDetails(
    (store) => store.id === storeId,
    'en',
    () => 0,
  )?.open === 0;

/** The lines of one store, as the server picks and checks them. */
export function linesToOrder(rows: readonly FakeCartRow[], storeId: number | null): FakeCartRow[] {
  if (rows.length === 0) refuse(403, 'cart', 'Your cart is empty');
  const storeOf = (row: FakeCartRow) => row.item.store_id ?? 0;
  const stores = [...new Set(rows.map(storeOf))];
  if (storeId === null && stores.length > 1) {
    refuse(403, 'store_id', 'Only one restaurant per order');
  }
  const chosen = storeId ?? stores[0] ?? 0;
  const lines = rows.filter((row) => storeOf(row) === chosen);
  if (lines.length === 0) refuse(404, 'store_id', 'Store not found');
  if (isClosed(chosen)) refuse(403, 'store', 'Store/Restaurant is closed');
  const today = new Date().toISOString().slice(0, 10);
  for (const line of lines) {
    const starts = line.item.available_date_starts;
    if (starts && starts > today) refuse(403, 'item_id', 'This item is not available yet');
  }
  // The core cart rule, as the demo server's order lines apply it: stock per line, the cap per item.
  for (const line of lines) {
    const others = lines.filter((other) => other !== line).map(cartItemFromRow);
    const refusal = quantityRefusal(cartItemFromRow(line), line.quantity, others);
    if (refusal === 'Out of Limits') refuse(403, 'quantity', 'Out of Limits');
    if (refusal !== null) refuse(403, 'stock', 'This variation is out of stock');
  }
  return lines;
}
