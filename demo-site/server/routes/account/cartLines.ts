import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { cartItems, items, stores } from '../../db/schema';
import type { CartOwner } from '../../http/identity';
import { type ItemWithStore, itemWithStoreColumns } from '../../serializers/item';
import { runningSaleTerms } from '../../serializers/saleTerms';

/** A stored cart line. */
export type CartLine = typeof cartItems.$inferSelect;

/** A cart line with the item (and its store) it holds. */
export interface CartLineWithItem {
  line: CartLine;
  item: ItemWithStore;
}

/** The rows an owner may see and change; every cart query is filtered by it. */
export function ownedBy(owner: CartOwner): SQL {
  return 'customerId' in owner
    ? eq(cartItems.customerId, owner.customerId)
    : eq(cartItems.guestId, owner.guestId);
}

/** The owner columns of a new line (exactly one is set, as the table's check demands). */
export function ownerColumns(owner: CartOwner): {
  customerId: number | null;
  guestId: string | null;
} {
  return 'customerId' in owner
    ? { customerId: owner.customerId, guestId: null }
    : { customerId: null, guestId: owner.guestId };
}

/** An owner's lines with their items priced as of now, oldest first, optionally narrowed further. */
export function ownedLines(
  db: Database,
  owner: CartOwner,
  narrower?: SQL,
): Promise<CartLineWithItem[]> {
  const sale = runningSaleTerms(new Date());
  return db
    .select({ line: cartItems, item: itemWithStoreColumns(sale) })
    .from(cartItems)
    .innerJoin(items, eq(cartItems.itemId, items.id))
    .innerJoin(stores, eq(items.storeId, stores.id))
    .leftJoin(sale, eq(sale.itemId, items.id))
    .where(narrower ? and(ownedBy(owner), narrower) : ownedBy(owner))
    .orderBy(asc(cartItems.id));
}

/** One of an owner's lines by its id; another owner's line is as absent as a deleted one. */
export async function ownedLine(
  db: Database,
  owner: CartOwner,
  cartId: number,
): Promise<CartLineWithItem | undefined> {
  const [found] = await ownedLines(db, owner, eq(cartItems.id, cartId));
  return found;
}

/** What a cart reply and the cart rules read of a stored line. */
export type CartLineRow = Pick<
  CartLine,
  'id' | 'itemId' | 'model' | 'variation' | 'variationKey' | 'quantity'
>;

/** The columns of `CartLineRow`: a reply reads every line, so only what it needs is read. */
export const cartLineColumns = {
  id: cartItems.id,
  itemId: cartItems.itemId,
  model: cartItems.model,
  variation: cartItems.variation,
  variationKey: cartItems.variationKey,
  quantity: cartItems.quantity,
};

/** An owner's stored lines alone, oldest first, for a caller that knows their items otherwise. */
export function ownedRows(db: Database, owner: CartOwner): Promise<CartLineRow[]> {
  return db
    .select(cartLineColumns)
    .from(cartItems)
    .where(ownedBy(owner))
    .orderBy(asc(cartItems.id));
}

/**
 * Takes the lock of one owner's cart until `tx` ends. Every change of a cart holds it, so two
 * changes at once cannot each pass a check (the cap, the sale's stock across sizes) the other's
 * write would have failed, and lines read under it are the cart as it is.
 */
export async function lockCart(tx: Transaction, owner: CartOwner): Promise<void> {
  const key = 'customerId' in owner ? `cart:c${owner.customerId}` : `cart:g${owner.guestId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
