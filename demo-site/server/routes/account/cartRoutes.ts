import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type Database, openedAs, type Transaction } from '../../db/database';
import { cartItems } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { type CartOwner, cartOwner } from '../../http/identity';
import { bearerToken } from '../../http/tokens';
import { requestLanguage } from '../../http/language';
import { parseInput } from '../../http/parseInput';
import type { ItemWithStore } from '../../serializers/item';
import type { RouteContext } from '../context';
import { type CartAdd, type CartBatcher, cartBatcher } from './cartBatch';
import {
  addRefusal,
  assertModel,
  assertPurchasable,
  cartRefusal,
  changeRefusal,
  modelOf,
  resolveVariation,
} from './cartChecks';
import { addToCartInput, removeCartItemInput, updateCartInput } from './cartInput';
import { cartItemSource } from './cartItemSource';
import { cartLinesMemory } from './cartLinesMemory';
import {
  type CartLineRow,
  cartLineColumns,
  lockCart,
  ownedBy,
  ownedLine,
  ownedLines,
  ownedRows,
  ownerColumns,
} from './cartLines';
import { cartRowsJson, currentVariation } from './cartRowWire';
import { moduleTypes } from './moduleTypes';
import { beforeGuestId, guestIdOf, messageReply } from './requestParts';
import { isUniqueViolation } from './uniqueViolation';

const DUPLICATE_LINE_INDEXES = ['cart_items_customer_line', 'cart_items_guest_line'];

/** A line with the item it holds, as the reply serialises it. */
type CartRow = { line: CartLineRow; item: ItemWithStore };

const isDuplicateLine = (error: unknown) =>
  DUPLICATE_LINE_INDEXES.some((index) => isUniqueViolation(error, index));

/** One connection a cart request runs on, and how it takes the cart's lock on it. */
interface CartConnection {
  conn: Database;
  underCartLock<T>(owner: CartOwner, change: (tx: Transaction) => Promise<T>): Promise<T>;
}

/** Most guest ids remembered as known; past it the memory starts afresh. */
const KNOWN_GUESTS = 100_000;

/**
 * The cart of a guest (by guest_id) or of the signed-in customer (by token). Every query is
 * filtered by that owner, so nobody reaches another's lines; the server checks and prices every
 * line itself with the shared core rules.
 */
export const cartRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const itemSource = await cartItemSource(db);
  app.addHook('onClose', () => itemSource.close());
  // PGlite runs one transaction at a time on its one connection: a cart's lock would guard
  // nothing more, and a guest id once known stays known (guests are never deleted while it runs).
  const opened = openedAs(db);
  const embedded = opened?.driver === 'pglite';
  // On PGlite each cart's lines are kept in memory, and adds and removals committed in batches.
  const memory = embedded ? await cartLinesMemory(db, opened.listen) : null;
  const batcher = memory ? cartBatcher(db, memory) : null;
  app.addHook('onClose', async () => {
    await memory?.close();
  });
  let knownGuests = new Set<string>();

  /** The owner of the cart a request acts on (`cartOwner`), a known guest without a read. */
  const ownerOf = async (conn: Database, request: FastifyRequest): Promise<CartOwner> => {
    const guestId = guestIdOf(request);
    const asGuest = embedded && bearerToken(request) === null && typeof guestId === 'string';
    if (asGuest && knownGuests.has(guestId)) return { guestId };
    const owner = await cartOwner(conn, request, guestId);
    if (asGuest && 'guestId' in owner) {
      if (knownGuests.size >= KNOWN_GUESTS) knownGuests = new Set();
      knownGuests.add(owner.guestId);
    }
    return owner;
  };

  /**
   * Runs a whole cart request on one connection. On a server that is one transaction: each
   * query outside one waits for a free pooled connection again, and under load those waits,
   * not the queries, were most of a cart call's time. On PGlite every query takes the one
   * connection in turn anyway; only a change runs in a transaction, so that nothing runs between
   * its read and its write.
   */
  const onOneConnection = <T>(work: (on: CartConnection) => Promise<T>): Promise<T> =>
    embedded
      ? work({ conn: db, underCartLock: (_owner, change) => db.transaction(change) })
      : db.transaction((tx) =>
          work({
            conn: tx,
            underCartLock: async (owner, change) => {
              await lockCart(tx, owner);
              return change(tx);
            },
          }),
        );

  /** Lines with the items they hold as they are now; a line of an item gone is left out. */
  const withItems = async (conn: Database, lines: readonly CartLineRow[]): Promise<CartRow[]> => {
    const found = await itemSource.byIds(
      lines.map((line) => line.itemId),
      conn,
    );
    const rows: CartRow[] = [];
    for (const line of lines) {
      const item = found.get(line.itemId);
      if (item) rows.push({ line, item });
    }
    return rows;
  };

  /**
   * The owner's cart: its lines (kept in memory on PGlite) with the items from memory, or lines
   * and items joined in one read. Never inside a transaction on PGlite: a read of the lines
   * would wait for the connection that transaction holds.
   */
  const cartOf = async (conn: Database, owner: CartOwner) => {
    if (memory) return withItems(conn, await memory.linesOf(owner));
    return itemSource.inMemory
      ? withItems(conn, await ownedRows(conn, owner))
      : ownedLines(conn, owner);
  };

  /** The reply of a cart call: its rows as JSON, sent as they are. */
  const types = moduleTypes();
  const listReply = async (
    request: FastifyRequest,
    reply: FastifyReply,
    lines: readonly CartRow[],
  ) => {
    await types.learn(
      db,
      lines.map(({ item }) => item.moduleId),
    );
    reply.type('application/json; charset=utf-8');
    return cartRowsJson(lines, requestLanguage(request), types);
  };

  app.get('/customer/cart/list', async (request, reply) => {
    // A visitor with no guest id yet has nothing in a cart: an empty list, as 6amMart answers.
    if (beforeGuestId(request, bearerToken(request))) return listReply(request, reply, []);
    const lines = await onOneConnection(async ({ conn }) =>
      cartOf(conn, await ownerOf(conn, request)),
    );
    return listReply(request, reply, lines);
  });

  /** The line a request asks to add: its cart, its item (purchasable), variation and quantity. */
  const requestedLine = async (conn: Database, request: FastifyRequest): Promise<CartAdd> => {
    const owner = await ownerOf(conn, request);
    const input = parseInput(addToCartInput, request.body);
    const item = (await itemSource.byIds([input.item_id], conn)).get(input.item_id);
    if (!item) throw notFound('item_id', 'Item not found');
    assertPurchasable(item);
    assertModel(item, input.model);
    return {
      owner,
      item,
      variation: resolveVariation(item, input.variation),
      quantity: input.quantity,
    };
  };

  /** Adds the line a request asks for; the lines of the cart after it, with their items. */
  const addLine = async (
    { conn, underCartLock }: CartConnection,
    request: FastifyRequest,
  ): Promise<CartRow[]> => {
    const { owner, item, variation, quantity } = await requestedLine(conn, request);
    // The cart read under the lock is the cart as it is: with the new line, it is the reply.
    const lines = await underCartLock(owner, async (tx) => {
      const held = await ownedRows(tx, owner);
      const refusal = addRefusal(held, item, variation, quantity);
      if (refusal) throw cartRefusal(refusal);
      const inserted = await tx
        .insert(cartItems)
        .values({
          ...ownerColumns(owner),
          itemId: item.id,
          model: modelOf(item),
          variation: variation ? [variation] : [],
          variationKey: variation?.type ?? '',
          quantity,
        })
        .returning(cartLineColumns);
      return [...held, ...inserted];
    });
    return withItems(conn, lines);
  };

  /** The same add on the embedded database: checked and written with the adds around it. */
  const addLineInBatch = async (batcher: CartBatcher, request: FastifyRequest) => {
    const outcome = await batcher.add(await requestedLine(db, request));
    if (!outcome.ok) throw cartRefusal(outcome.refusal);
    return withItems(db, outcome.lines);
  };

  app.post('/customer/cart/add', async (request, reply) => {
    try {
      const lines = batcher
        ? await addLineInBatch(batcher, request)
        : await onOneConnection((on) => addLine(on, request));
      return listReply(request, reply, lines);
    } catch (error) {
      // A racing request added the same line between the check and the insert.
      if (isDuplicateLine(error)) throw cartRefusal('Item already in cart');
      throw error;
    }
  });

  /** Changes the line a request names (quantity, variation); the cart after it. */
  const updateLine = async (
    { conn, underCartLock }: CartConnection,
    request: FastifyRequest,
  ): Promise<CartRow[]> => {
    const owner = await ownerOf(conn, request);
    const input = parseInput(updateCartInput, request.body);
    await underCartLock(owner, async (tx) => {
      const found = await ownedLine(tx, owner, input.cart_id);
      if (!found) throw cartRefusal('Item_not_in_cart');
      const { line, item } = found;
      const variation =
        input.variation.length > 0
          ? resolveVariation(item, input.variation)
          : (currentVariation(item, line)[0] ?? null);
      const lines = await ownedLines(tx, owner, eq(cartItems.itemId, item.id));
      const holds = lines.map((held) => held.line);
      const refusal = changeRefusal(holds, line, item, variation, input.quantity);
      if (refusal) throw cartRefusal(refusal);
      await tx
        .update(cartItems)
        .set({
          quantity: input.quantity,
          variation: variation ? [variation] : [],
          variationKey: variation?.type ?? '',
          updatedAt: new Date(),
        })
        .where(and(eq(cartItems.id, line.id), ownedBy(owner)));
    });
    return cartOf(conn, owner);
  };

  /** The same change on the embedded database: checked and written with the changes around it. */
  const updateLineInBatch = async (batcher: CartBatcher, request: FastifyRequest) => {
    const owner = await ownerOf(db, request);
    const input = parseInput(updateCartInput, request.body);
    const line = (await cartOf(db, owner)).find((row) => row.line.id === input.cart_id);
    if (!line) throw cartRefusal('Item_not_in_cart');
    const { item } = line;
    const outcome = await batcher.update({
      owner,
      lineId: input.cart_id,
      item,
      variation: input.variation.length > 0 ? resolveVariation(item, input.variation) : undefined,
      quantity: input.quantity,
    });
    if (!outcome.ok) throw cartRefusal(outcome.refusal);
    return withItems(db, outcome.lines);
  };

  app.post('/customer/cart/update', async (request, reply) => {
    try {
      const lines = batcher
        ? await updateLineInBatch(batcher, request)
        : await onOneConnection((on) => updateLine(on, request));
      return listReply(request, reply, lines);
    } catch (error) {
      // The new variation is the one another line of this cart already holds.
      if (isDuplicateLine(error)) throw cartRefusal('Item already in cart');
      throw error;
    }
  });

  /** Takes out the line a request names; the cart after it. */
  const removeLine = async ({ conn, underCartLock }: CartConnection, request: FastifyRequest) => {
    const owner = await ownerOf(conn, request);
    const { cart_id } = parseInput(removeCartItemInput, request.query);
    const left = await underCartLock(owner, async (tx) => {
      const removed = await tx
        .delete(cartItems)
        .where(and(eq(cartItems.id, cart_id), ownedBy(owner)))
        .returning({ id: cartItems.id });
      if (removed.length === 0) throw cartRefusal('Item_not_in_cart');
      return ownedRows(tx, owner);
    });
    return withItems(conn, left);
  };

  /** The same removal on the embedded database: written with the changes around it. */
  const removeLineInBatch = async (batcher: CartBatcher, request: FastifyRequest) => {
    const owner = await ownerOf(db, request);
    const { cart_id } = parseInput(removeCartItemInput, request.query);
    const outcome = await batcher.remove({ owner, lineId: cart_id });
    if (!outcome.ok) throw cartRefusal(outcome.refusal);
    return withItems(db, outcome.lines);
  };

  app.delete('/customer/cart/remove-item', async (request, reply) => {
    const lines = batcher
      ? await removeLineInBatch(batcher, request)
      : await onOneConnection((on) => removeLine(on, request));
    return listReply(request, reply, lines);
  });

  app.delete('/customer/cart/remove', async (request) => {
    await onOneConnection(async ({ conn, underCartLock }) => {
      const owner = await ownerOf(conn, request);
      await underCartLock(owner, (tx) => tx.delete(cartItems).where(ownedBy(owner)));
    });
    return messageReply(request, 'Cart cleared');
  });
};
