import { inArray, type SQL, sql } from 'drizzle-orm';
import type { CartMessageKey } from '../../../../src/core/cart';
import type { Database, Transaction } from '../../db/database';
import type { StoredVariation } from '../../db/schema';
import { cartItems } from '../../db/schema';
import type { CartOwner } from '../../http/identity';
import type { ItemWithStore } from '../../serializers/item';
import { addRefusal, changeRefusal, modelOf } from './cartChecks';
import { type CartLineRow, cartLineColumns, ownedRows, ownerColumns } from './cartLines';
import { type CartLinesMemory, cartKey } from './cartLinesMemory';
import { currentVariation } from './cartRowWire';

/*
 * Group commit of cart adds and removals on the embedded database. Each statement there takes
 * the one connection in turn and each commit writes the log, so fifty carts changing a line each
 * cost fifty transactions one after the other. Changes that arrive while a batch commits wait
 * for the next one: it checks each of them with the core rules against its cart as memory holds
 * it (read inside the batch's transaction when it is not held), deletes every removed line in
 * one statement, changes each changed one, writes every added one in one multi-row insert, and
 * answers each change only once that transaction has committed.
 */

/** A line a request asks to add, its item already found and checked as purchasable. */
export interface CartAdd {
  owner: CartOwner;
  item: ItemWithStore;
  variation: StoredVariation | null;
  quantity: number;
}

/** A line a request asks to take out of its cart, by the line's id. */
export interface CartRemoval {
  owner: CartOwner;
  lineId: number;
}

/**
 * A line a request asks to change, its item found: to `quantity`, and to `variation` when the
 * request names one (undefined keeps the line's own).
 */
export interface CartUpdate {
  owner: CartOwner;
  lineId: number;
  item: ItemWithStore;
  variation: StoredVariation | null | undefined;
  quantity: number;
}

/** What became of a change: the owner's lines after it, or the core rule that refused it. */
export type CartChangeOutcome =
  | { ok: true; lines: readonly CartLineRow[] }
  | { ok: false; refusal: CartMessageKey };

/** Changes carts in batches, one transaction per batch. */
export interface CartBatcher {
  /** Adds the line once its batch has committed; rejects when the write itself failed. */
  add(request: CartAdd): Promise<CartChangeOutcome>;
  /** Removes the line once its batch has committed; rejects when the write itself failed. */
  remove(request: CartRemoval): Promise<CartChangeOutcome>;
  /** Changes the line once its batch has committed; rejects when the write itself failed. */
  update(request: CartUpdate): Promise<CartChangeOutcome>;
}

/** Most changes written by one transaction; the rest wait for the next. */
export const MOST_CHANGES_PER_BATCH = 100;

type CartChange =
  | ({ kind: 'add' } & CartAdd)
  | ({ kind: 'remove' } & CartRemoval)
  | ({ kind: 'update' } & CartUpdate);

interface Pending {
  change: CartChange;
  settle(outcome: CartChangeOutcome): void;
  fail(error: unknown): void;
}

/** A line decided on inside a batch, its id known once the insert has returned it. */
interface Decided {
  key: string;
  line: CartLineRow;
}

/** How the decisions of one batch turned out: each change's outcome and each cart's lines. */
interface BatchResult {
  outcomes: Map<Pending, CartChangeOutcome | { ok: true; key: string }>;
  carts: Map<string, { owner: CartOwner; lines: CartLineRow[] }>;
}

const lineKey = (key: string, itemId: number, variationKey: string) =>
  `${key}\u0000${itemId}\u0000${variationKey}`;

/** What one batch writes: the lines it adds, by cart, the lines it changes, and those it removes. */
interface Writes {
  added: Decided[];
  /** Each changed line as the batch leaves it, by id. */
  changed: Map<number, CartLineRow>;
  removed: number[];
}

/**
 * Decides one change against its cart as the changes before it in the batch left it: the
 * change's outcome, and the cart as it leaves it.
 */
function decide(
  change: CartChange,
  key: string,
  cart: { lines: CartLineRow[] },
  writes: Writes,
): CartChangeOutcome | { ok: true; key: string } {
  if (change.kind === 'remove') {
    const at = cart.lines.findIndex((line) => line.id === change.lineId);
    if (at < 0) return { ok: false, refusal: 'Item_not_in_cart' };
    cart.lines.splice(at, 1);
    writes.changed.delete(change.lineId);
    writes.removed.push(change.lineId);
    return { ok: true, key };
  }
  if (change.kind === 'update') {
    const at = cart.lines.findIndex((line) => line.id === change.lineId);
    const line = cart.lines[at];
    if (!line || line.itemId !== change.item.id) return { ok: false, refusal: 'Item_not_in_cart' };
    const { item, quantity } = change;
    const variation =
      change.variation === undefined ? (currentVariation(item, line)[0] ?? null) : change.variation;
    const refusal = changeRefusal(cart.lines, line, item, variation, quantity);
    if (refusal) return { ok: false, refusal };
    const changed: CartLineRow = {
      ...line,
      quantity,
      variation: variation ? [variation] : [],
      variationKey: variation?.type ?? '',
    };
    cart.lines[at] = changed;
    writes.changed.set(changed.id, changed);
    return { ok: true, key };
  }
  const { item, variation, quantity } = change;
  const refusal = addRefusal(cart.lines, item, variation, quantity);
  if (refusal) return { ok: false, refusal };
  const line: CartLineRow = {
    id: 0,
    itemId: item.id,
    model: modelOf(item),
    variation: variation ? [variation] : [],
    variationKey: variation?.type ?? '',
    quantity,
  };
  cart.lines.push(line);
  writes.added.push({ key, line });
  return { ok: true, key };
}

/**
 * Decides and writes one batch inside `tx`: the changes in the order they arrived, each checked
 * against its cart as the changes before it in the batch left it. Carts are read from memory, or
 * inside `tx` when memory does not hold them or is not to be trusted (`fromMemory` false: a
 * change written again alone after its batch failed). Removals are written first, then changes,
 * then additions: a variation or an item a line gives up is free before another line takes it,
 * as it was when the later change was checked.
 */
async function writeBatch(
  tx: Transaction,
  memory: CartLinesMemory,
  batch: readonly Pending[],
  fromMemory: boolean,
): Promise<BatchResult> {
  const result: BatchResult = { outcomes: new Map(), carts: new Map() };
  const writes: Writes = { added: [], changed: new Map(), removed: [] };
  for (const pending of batch) {
    const { owner } = pending.change;
    const key = cartKey(owner);
    let cart = result.carts.get(key);
    if (!cart) {
      const held =
        (fromMemory ? memory.keptLines(owner) : undefined) ?? (await ownedRows(tx, owner));
      cart = { owner, lines: [...held] };
      result.carts.set(key, cart);
    }
    result.outcomes.set(pending, decide(pending.change, key, cart, writes));
  }
  if (writes.removed.length > 0) {
    const deleted = await tx
      .delete(cartItems)
      .where(inArray(cartItems.id, writes.removed))
      .returning({ id: cartItems.id });
    if (deleted.length !== writes.removed.length) throw new Error('a removed cart line was gone');
  }
  const changed = [...writes.changed.values()];
  if (changed.length > 0) {
    // One statement for every changed line: each column takes the line's own value by its id.
    const byId = (value: (line: CartLineRow) => SQL) =>
      sql`case ${cartItems.id} ${sql.join(
        changed.map((line) => sql`when ${line.id} then ${value(line)}`),
        sql` `,
      )} end`;
    const updated = await tx
      .update(cartItems)
      .set({
        quantity: byId((line) => sql`${line.quantity}::integer`),
        variation: byId((line) => sql`${JSON.stringify(line.variation)}::jsonb`),
        variationKey: byId((line) => sql`${line.variationKey}::text`),
        updatedAt: new Date(),
      })
      .where(
        inArray(
          cartItems.id,
          changed.map((line) => line.id),
        ),
      )
      .returning({ id: cartItems.id });
    if (updated.length !== changed.length) throw new Error('a changed cart line was gone');
  }
  const decided = writes.added;
  if (decided.length === 0) return result;

  const inserted = await tx
    .insert(cartItems)
    .values(
      decided.map(({ key, line }) => {
        const owner = result.carts.get(key)?.owner;
        if (!owner) throw new Error('a decided line has no cart');
        const { itemId, model, variation, variationKey, quantity } = line;
        return { ...ownerColumns(owner), itemId, model, variation, variationKey, quantity };
      }),
    )
    .returning({
      ...cartLineColumns,
      customerId: cartItems.customerId,
      guestId: cartItems.guestId,
    });
  // The unique line indexes make (cart, item, variation) name one row: match on it, not on order.
  const ids = new Map(
    inserted.map((row) => {
      const owner: CartOwner =
        row.customerId === null ? { guestId: row.guestId ?? '' } : { customerId: row.customerId };
      return [lineKey(cartKey(owner), row.itemId, row.variationKey), row.id] as const;
    }),
  );
  for (const { key, line } of decided) {
    const id = ids.get(lineKey(key, line.itemId, line.variationKey));
    if (id === undefined) throw new Error('an inserted cart line was not returned');
    line.id = id;
  }
  return result;
}

/**
 * The batcher of `db`'s cart changes, keeping each written cart in `memory` once committed. A
 * batch whose transaction fails is written again one change at a time, each reading its cart
 * afresh, so one change's failure never fails another's.
 */
export function cartBatcher(db: Database, memory: CartLinesMemory): CartBatcher {
  let queue: Pending[] = [];
  let writing = false;

  const run = async (batch: readonly Pending[], fromMemory: boolean): Promise<void> => {
    let result: BatchResult;
    try {
      result = await db.transaction((tx) => writeBatch(tx, memory, batch, fromMemory));
    } catch (error) {
      if (batch.length === 1 && !fromMemory) {
        batch[0]?.fail(error);
        return;
      }
      for (const pending of batch) await run([pending], false);
      return;
    }
    // Committed, and no other statement has run since (the connection is handed on only on a
    // later turn of the event loop): these lines are the carts as they are.
    for (const { owner, lines } of result.carts.values()) memory.keep(owner, lines);
    for (const pending of batch) {
      const outcome = result.outcomes.get(pending);
      if (!outcome) pending.fail(new Error('a change of the batch was not decided'));
      else if ('key' in outcome) {
        pending.settle({ ok: true, lines: result.carts.get(outcome.key)?.lines ?? [] });
      } else pending.settle(outcome);
    }
  };

  const writeAll = async () => {
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, MOST_CHANGES_PER_BATCH);
        queue = queue.slice(MOST_CHANGES_PER_BATCH);
        await run(batch, true).catch((error: unknown) => {
          for (const pending of batch) pending.fail(error);
        });
      }
    } finally {
      writing = false;
    }
  };

  const enqueue = (change: CartChange) =>
    new Promise<CartChangeOutcome>((settle, fail) => {
      queue.push({ change, settle, fail });
      if (writing) return;
      writing = true;
      // On the next turn, so the changes that arrive together go in one batch.
      setImmediate(() => void writeAll());
    });

  return {
    add: (request) => enqueue({ kind: 'add', ...request }),
    remove: (request) => enqueue({ kind: 'remove', ...request }),
    update: (request) => enqueue({ kind: 'update', ...request }),
  };
}
