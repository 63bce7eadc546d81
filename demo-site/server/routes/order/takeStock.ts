import { and, eq, gte, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { flashSaleItems, items } from '../../db/schema';
import { fail } from '../../http/ApiFailure';
import type { OrderLine } from './orderLines';

/*
 * Takes an order's units out of stock inside its transaction. Each take is one conditional
 * UPDATE (`… where stock >= quantity`): on PostgreSQL two orders racing for the last units queue
 * on the item's row and the second finds too little, so stock never goes below what was sold.
 */

const outOfStock = () => fail(403, 'stock', 'This variation is out of stock');

/** Takes one variation line: the variation's own stock, and the item's as far as it goes. */
async function takeVariation(tx: Transaction, { line, item }: OrderLine): Promise<boolean> {
  const index = item.variations.findIndex((variation) => variation.type === line.variationKey);
  if (index < 0) return false;
  const path = `{${index},stock}`;
  const entry = sql`(${items.variations} -> ${index}::int)`;
  const taken = await tx
    .update(items)
    .set({
      stock: sql`greatest(${items.stock} - ${line.quantity}, 0)`,
      variations: sql`jsonb_set(${items.variations}, ${path}::text[], to_jsonb((${entry} ->> 'stock')::int - ${line.quantity}))`,
    })
    .where(
      and(
        eq(items.id, item.id),
        sql`${entry} ->> 'type' = ${line.variationKey}`,
        sql`(${entry} ->> 'stock')::int >= ${line.quantity}`,
      ),
    )
    .returning({ id: items.id });
  return taken.length === 1;
}

/** Takes a line of an item without variations from the item's stock. */
async function takeItem(tx: Transaction, { line, item }: OrderLine): Promise<boolean> {
  const taken = await tx
    .update(items)
    .set({ stock: sql`${items.stock} - ${line.quantity}` })
    .where(and(eq(items.id, item.id), gte(items.stock, line.quantity)))
    .returning({ id: items.id });
  return taken.length === 1;
}

/** Counts a line as sold in the flash sale that prices it, while the sale has units left. */
async function takeSaleStock(tx: Transaction, saleId: number, line: OrderLine): Promise<boolean> {
  const taken = await tx
    .update(flashSaleItems)
    .set({ sold: sql`${flashSaleItems.sold} + ${line.line.quantity}` })
    .where(
      and(
        eq(flashSaleItems.flashSaleId, saleId),
        eq(flashSaleItems.itemId, line.item.id),
        sql`${flashSaleItems.stock} - ${flashSaleItems.sold} >= ${line.line.quantity}`,
      ),
    )
    .returning({ itemId: flashSaleItems.itemId });
  return taken.length === 1;
}

/**
 * Takes every line's units (and flash-sale units) or refuses the whole order with 'This
 * variation is out of stock'; the caller's transaction then rolls back what was taken. Items are
 * taken in id order, so two orders of the same items never wait on each other in a circle.
 */
export async function takeStock(tx: Transaction, lines: readonly OrderLine[]): Promise<void> {
  const ordered = [...lines].sort((a, b) => a.item.id - b.item.id || a.line.id - b.line.id);
  for (const line of ordered) {
    const taken =
      line.line.variationKey === '' ? await takeItem(tx, line) : await takeVariation(tx, line);
    if (!taken) throw outOfStock();
    if (line.item.saleId !== null && !(await takeSaleStock(tx, line.item.saleId, line))) {
      throw outOfStock();
    }
  }
}
