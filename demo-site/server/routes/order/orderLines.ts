import { eq } from 'drizzle-orm';
import type { CartItem } from '../../../../src/core/api/wire';
import { quantityRefusal } from '../../../../src/core/cart';
import { isOpenAt } from '../../../../src/core/catalog/openingHours';
import type { Transaction } from '../../db/database';
import { type StoredVariation, stores } from '../../db/schema';
import { fail, notFound } from '../../http/ApiFailure';
import type { CartOwner } from '../../http/identity';
import type { ItemWithStore } from '../../serializers/item';
import { asCartItem, assertPurchasable } from '../account/cartChecks';
import { type CartLine, ownedLines } from '../account/cartLines';
import { currentVariation } from '../account/cartRowWire';

/*
 * The lines an order is made of: the caller's cart lines of one store, each checked against the
 * item as it is now (open store, stock of the item, its variation and its running flash sale,
 * maximum_cart_quantity across the item's lines), with the spec's messages.
 */

/** A cart line about to be ordered, with its item, chosen variation and priced form. */
export interface OrderLine {
  line: CartLine;
  item: ItemWithStore;
  variation: StoredVariation | null;
  /** The line as `src/core/pricing` and the cart rules read it. */
  priced: CartItem;
}

/** A store row. */
export type StoreRow = typeof stores.$inferSelect;

/** The lines to order and their store. */
export interface OrderCart {
  store: StoreRow;
  lines: OrderLine[];
}

const outOfStock = () => fail(403, 'stock', 'This variation is out of stock');

/**
 * Refuses lines the stock, the flash sale or the item's cap cannot serve: the core cart rule
 * (`quantityRefusal`, counting the item's lines of every variation) with the order's messages.
 */
function assertStock(lines: readonly OrderLine[]): void {
  for (const { line, variation, priced } of lines) {
    if (line.variationKey !== '' && variation?.type !== line.variationKey) throw outOfStock();
    const others = lines.filter((other) => other.line !== line).map((other) => other.priced);
    const refusal = quantityRefusal(priced, line.quantity, others);
    if (refusal === 'Out of Limits') throw fail(403, 'quantity', 'Out of Limits');
    if (refusal !== null) throw outOfStock();
  }
}

/**
 * The caller's lines to order: of the store named by `storeId`, or of the one store the cart
 * holds ('Only one restaurant per order' when it holds several and none is named).
 */
export async function orderCart(
  tx: Transaction,
  owner: CartOwner,
  storeId: number | null,
  now: Date,
): Promise<OrderCart> {
  const all = await ownedLines(tx, owner);
  if (all.length === 0) throw fail(403, 'cart', 'Your cart is empty');
  const storeIds = [...new Set(all.map(({ item }) => item.storeId))];
  if (storeId === null && storeIds.length > 1) {
    throw fail(403, 'store_id', 'Only one restaurant per order');
  }
  const chosen = storeId ?? storeIds[0];
  const ofStore = all.filter(({ item }) => item.storeId === chosen);
  if (chosen === undefined || ofStore.length === 0) throw notFound('store_id', 'Store not found');

  const [store] = await tx.select().from(stores).where(eq(stores.id, chosen)).limit(1);
  if (!store?.active || !isOpenAt(store.schedules, now)) {
    throw fail(403, 'store', 'Store/Restaurant is closed');
  }
  const lines = ofStore.map(({ line, item }) => {
    assertPurchasable(item, now);
    const variation = currentVariation(item, line)[0] ?? null;
    return { line, item, variation, priced: asCartItem(item, variation, line.quantity) };
  });
  assertStock(lines);
  return { store, lines };
}
