import type { CartMessageKey } from '../../../../src/core/cart';
import type { Database, Transaction } from '../../db/database';
import type { StoredVariation } from '../../db/schema';
import { cartItems } from '../../db/schema';
import type { CartOwner } from '../../http/identity';
import type { ItemWithStore } from '../../serializers/item';
import { addRefusal, modelOf } from './cartChecks';
import { type CartLineRow, cartLineColumns, ownedRows, ownerColumns } from './cartLines';
import { type CartLinesMemory, cartKey } from './cartLinesMemory';

/*
 * Group commit of cart adds on the embedded database. Each statement there takes the one
 * connection in turn and each commit writes the log, so fifty carts adding a line each cost
 * fifty transactions one after the other. Adds that arrive while a batch commits wait for the
 * next one: it checks each of them with the core rules against its cart as memory holds it (read
 * inside the batch's transaction when it is not held), writes every accepted line in one
 * multi-row insert, and answers each add only once that transaction has committed.
 */

/** A line a request asks to add, its item already found and checked as purchasable. */
export interface CartAdd {
  owner: CartOwner;
  item: ItemWithStore;
  variation: StoredVariation | null;
  quantity: number;
}

/** What became of an add: the owner's lines after it, or the core rule that refused it. */
export type CartAddOutcome =
  | { ok: true; lines: readonly CartLineRow[] }
  | { ok: false; refusal: CartMessageKey };

/** Adds lines to carts in batches, one transaction per batch. */
export interface CartAddBatcher {
  /** Adds the line once its batch has committed; rejects when the write itself failed. */
  add(request: CartAdd): Promise<CartAddOutcome>;
}

/** Most adds written by one transaction; the rest wait for the next. */
export const MOST_ADDS_PER_BATCH = 100;

interface Pending {
  request: CartAdd;
  settle(outcome: CartAddOutcome): void;
  fail(error: unknown): void;
}

/** A line decided on inside a batch, its id known once the insert has returned it. */
interface Decided {
  key: string;
  line: CartLineRow;
}

/** How the decisions of one batch turned out: each add's outcome and each cart's lines. */
interface BatchResult {
  outcomes: Map<Pending, CartAddOutcome | { ok: true; key: string }>;
  carts: Map<string, { owner: CartOwner; lines: CartLineRow[] }>;
}

const lineKey = (key: string, itemId: number, variationKey: string) =>
  `${key}\u0000${itemId}\u0000${variationKey}`;

/**
 * Decides and writes one batch inside `tx`: the adds in the order they arrived, each checked
 * against its cart as the adds before it in the batch left it.
 */
async function writeBatch(
  tx: Transaction,
  memory: CartLinesMemory,
  batch: readonly Pending[],
): Promise<BatchResult> {
  const result: BatchResult = { outcomes: new Map(), carts: new Map() };
  const decided: Decided[] = [];
  for (const pending of batch) {
    const { owner, item, variation, quantity } = pending.request;
    const key = cartKey(owner);
    let cart = result.carts.get(key);
    if (!cart) {
      const held = memory.keptLines(owner) ?? (await ownedRows(tx, owner));
      cart = { owner, lines: [...held] };
      result.carts.set(key, cart);
    }
    const refusal = addRefusal(cart.lines, item, variation, quantity);
    if (refusal) {
      result.outcomes.set(pending, { ok: false, refusal });
      continue;
    }
    const line: CartLineRow = {
      id: 0,
      itemId: item.id,
      model: modelOf(item),
      variation: variation ? [variation] : [],
      variationKey: variation?.type ?? '',
      quantity,
    };
    cart.lines.push(line);
    decided.push({ key, line });
    result.outcomes.set(pending, { ok: true, key });
  }
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
 * The batcher of `db`'s cart adds, keeping each written cart in `memory` once committed. A
 * batch whose transaction fails is written again one add at a time, so one add's failure never
 * fails another's.
 */
export function cartAddBatcher(db: Database, memory: CartLinesMemory): CartAddBatcher {
  let queue: Pending[] = [];
  let writing = false;

  const run = async (batch: readonly Pending[]): Promise<void> => {
    let result: BatchResult;
    try {
      result = await db.transaction((tx) => writeBatch(tx, memory, batch));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.fail(error);
        return;
      }
      for (const pending of batch) await run([pending]);
      return;
    }
    // Committed, and no other statement has run since (the connection is handed on only on a
    // later turn of the event loop): these lines are the carts as they are.
    for (const { owner, lines } of result.carts.values()) memory.keep(owner, lines);
    for (const pending of batch) {
      const outcome = result.outcomes.get(pending);
      if (!outcome) pending.fail(new Error('an add of the batch was not decided'));
      else if ('key' in outcome) {
        pending.settle({ ok: true, lines: result.carts.get(outcome.key)?.lines ?? [] });
      } else pending.settle(outcome);
    }
  };

  const writeAll = async () => {
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, MOST_ADDS_PER_BATCH);
        queue = queue.slice(MOST_ADDS_PER_BATCH);
        await run(batch).catch((error: unknown) => {
          for (const pending of batch) pending.fail(error);
        });
      }
    } finally {
      writing = false;
    }
  };

  return {
    add(request) {
      return new Promise((settle, fail) => {
        queue.push({ request, settle, fail });
        if (writing) return;
        writing = true;
        // On the next turn, so the adds that arrive together go in one batch.
        setImmediate(() => void writeAll());
      });
    },
  };
}
