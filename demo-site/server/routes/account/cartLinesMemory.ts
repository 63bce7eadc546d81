import type { Database } from '../../db/database';
import type { Listen } from '../../db/notifications';
import type { CartOwner } from '../../http/identity';
import { type CartLineRow, ownedRows } from './cartLines';

/*
 * The lines of carts kept in memory, for the embedded database only: there this process is the
 * only one writing, and every write to cart_items, whichever code makes it (the cart routes, an
 * order taking the lines, a guest cart merged at sign-in, a test's own SQL), names its cart on
 * the `souq_cart_changed` channel (migration 0006) before the write's own answer arrives. A cart
 * named there is dropped and read again when next asked for.
 */

/** The channel cart_items' triggers notify on, with the cart's key as payload. */
export const CART_CHANNEL = 'souq_cart_changed';

/** Most carts kept at once; past it the memory starts afresh, so it stays bounded. */
export const KEPT_CARTS = 20_000;

/** A cart's name on the channel: 'c' and the customer id, or 'g' and the guest id. */
export function cartKey(owner: CartOwner): string {
  return 'customerId' in owner ? `c${owner.customerId}` : `g${owner.guestId}`;
}

/** Carts' stored lines by owner, each read once and kept until a write to it is heard. */
export interface CartLinesMemory {
  /** The owner's lines, oldest first: as kept, or read from the database once and kept. */
  linesOf(owner: CartOwner): Promise<readonly CartLineRow[]>;
  /** The owner's lines if they are kept right now, without reading anything. */
  keptLines(owner: CartOwner): readonly CartLineRow[] | undefined;
  /**
   * Keeps `lines` as the owner's cart. Only for the writer that has just committed them: the
   * next statement on the embedded database cannot have run yet, so they are the cart as it is.
   */
  keep(owner: CartOwner, lines: readonly CartLineRow[]): void;
  /** Stops hearing of cart changes. */
  close(): Promise<void>;
}

/** The memory of carts of `db`, dropping each cart `listen` names on CART_CHANNEL. */
export async function cartLinesMemory(db: Database, listen: Listen): Promise<CartLinesMemory> {
  let kept = new Map<string, readonly CartLineRow[]>();
  // Reads under way; a cart dropped meanwhile loses its read, so what it finds is not kept.
  const reading = new Map<string, Promise<readonly CartLineRow[]>>();

  const drop = (payload?: string) => {
    if (payload) {
      kept.delete(payload);
      reading.delete(payload);
    } else {
      // A notification that names no cart (a TRUNCATE, or some that may have been missed).
      kept = new Map();
      reading.clear();
    }
  };
  const stopListening = await listen(CART_CHANNEL, drop);

  const keep = (key: string, lines: readonly CartLineRow[]) => {
    if (kept.size >= KEPT_CARTS && !kept.has(key)) kept = new Map();
    kept.set(key, lines);
  };

  return {
    linesOf(owner) {
      const key = cartKey(owner);
      const lines = kept.get(key);
      if (lines) return Promise.resolve(lines);
      const under = reading.get(key);
      if (under) return under;
      const read = ownedRows(db, owner);
      reading.set(key, read);
      read.then(
        (found) => {
          if (reading.get(key) !== read) return;
          reading.delete(key);
          keep(key, found);
        },
        () => {
          if (reading.get(key) === read) reading.delete(key);
        },
      );
      return read;
    },
    keptLines: (owner) => kept.get(cartKey(owner)),
    keep(owner, lines) {
      const key = cartKey(owner);
      // A read begun before this write finds the cart as it was: it must not replace these lines.
      reading.delete(key);
      keep(key, lines);
    },
    close: stopListening,
  };
}
