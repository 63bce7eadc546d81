import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { items, stores, wishlists } from '../../db/schema';
import { fail, notFound } from '../../http/ApiFailure';
import { requireCustomer } from '../../http/identity';
import { requestLanguage } from '../../http/language';
import { parseInput } from '../../http/parseInput';
import { itemWire, selectItemsWithStore } from '../../serializers/item';
import { storeWire } from '../../serializers/store';
import { withRatingFields } from '../catalog/storeRatings';
import type { RouteContext } from '../context';
import { messageReply, rowId } from './requestParts';

const wishTargetInput = v.object({ item_id: v.optional(rowId()), store_id: v.optional(rowId()) });

/** What a wishlist call is about: an item or a store, named in the query (exactly one). */
type WishTarget = { itemId: number } | { storeId: number };

function wishTarget(query: unknown): WishTarget {
  const { item_id, store_id } = parseInput(wishTargetInput, query);
  if (item_id !== undefined && store_id !== undefined) {
    throw fail(422, 'store_id', '{field} is invalid', { field: 'store_id' });
  }
  if (item_id !== undefined) return { itemId: item_id };
  if (store_id !== undefined) return { storeId: store_id };
  throw fail(422, 'item_id', '{field} is required', { field: 'item_id' });
}

const targetColumn = (target: WishTarget) =>
  'itemId' in target ? eq(wishlists.itemId, target.itemId) : eq(wishlists.storeId, target.storeId);

async function assertTargetExists(db: Database, target: WishTarget): Promise<void> {
  if ('itemId' in target) {
    const [found] = await db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.id, target.itemId))
      .limit(1);
    if (!found) throw notFound('item_id', 'Item not found');
  } else {
    const [found] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.id, target.storeId))
      .limit(1);
    if (!found) throw notFound('store_id', 'Store not found');
  }
}

/**
 * The signed-in customer's wishlist (spec §6: guests are refused with 401). Adding twice is a
 * 409 'Already in your wishlist'; removing what is not there succeeds, as the end state holds.
 */
export const wishlistRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/customer/wish-list', async (request) => {
    const customerId = await requireCustomer(db, request);
    const language = requestLanguage(request);
    const mine = eq(wishlists.customerId, customerId);
    const [wishedItems, wishedStores] = await Promise.all([
      selectItemsWithStore(db)
        .innerJoin(wishlists, eq(wishlists.itemId, items.id))
        .where(mine)
        .orderBy(asc(wishlists.id)),
      db
        .select(getTableColumns(stores))
        .from(wishlists)
        .innerJoin(stores, eq(wishlists.storeId, stores.id))
        .where(mine)
        .orderBy(asc(wishlists.id)),
    ]);
    return {
      item: wishedItems.map((row) => itemWire(row, language)),
      store: await withRatingFields(
        db,
        wishedStores.map((row) => storeWire(row, language)),
      ),
    };
  });

  app.post('/customer/wish-list/add', async (request) => {
    const customerId = await requireCustomer(db, request);
    const target = wishTarget(request.query);
    await assertTargetExists(db, target);
    const added = await db
      .insert(wishlists)
      .values({ customerId, ...target })
      .onConflictDoNothing()
      .returning({ id: wishlists.id });
    if (added.length === 0) throw fail(409, 'wishlist', 'Already in your wishlist');
    return messageReply(request, 'Added to wishlist');
  });

  app.delete('/customer/wish-list/remove', async (request) => {
    const customerId = await requireCustomer(db, request);
    const target = wishTarget(request.query);
    await db
      .delete(wishlists)
      .where(and(eq(wishlists.customerId, customerId), targetColumn(target)));
    return messageReply(request, 'Removed from wishlist');
  });
};
