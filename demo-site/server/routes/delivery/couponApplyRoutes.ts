import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { cartTotals } from '../../../../src/core/pricing';
import { checkCoupon } from '../../checkout/checkCoupon';
import { shopDigits } from '../../checkout/shopDigits';
import type { Database } from '../../db/database';
import { items, stores } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { type CartOwner, cartOwner } from '../../http/identity';
import { requestLanguage } from '../../http/language';
import { parseInput } from '../../http/parseInput';
import { requestZoneIds } from '../../location/requestZones';
import { couponWire } from '../../serializers/coupon';
import { pricedItem } from '../../serializers/item';
import { ownedLines } from '../account/cartLines';
import { currentVariation } from '../account/cartRowWire';
import { guestIdOf, rowId } from '../account/requestParts';
import type { RouteContext } from '../context';

/** Longest coupon code read; longer ones are no code of this shop. */
const CODE_MAX_LENGTH = 64;

const applyQuery = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(CODE_MAX_LENGTH)),
  store_id: rowId(),
});

/** The items total of an owner's cart lines of one store, priced by the core as of now. */
async function storeItemsTotal(
  db: Database,
  owner: CartOwner,
  storeId: number,
  digits: number,
): Promise<number> {
  const lines = await ownedLines(db, owner, eq(items.storeId, storeId));
  const priced = lines.map(({ line, item }) => ({
    ...pricedItem(item),
    selectedOption: currentVariation(item, line),
    quantity: line.quantity,
  }));
  return cartTotals(priced, digits).itemsTotal;
}

/** The zone a coupon is checked in: the store's own when the request names it, else the first named. */
function zoneOf(request: FastifyRequest, storeZoneId: number): number | null {
  const named = requestZoneIds(request);
  return named.includes(storeZoneId) ? storeZoneId : (named[0] ?? null);
}

/**
 * 6amMart's coupon/apply (a GET in its clients; POST answers too): checks a code against the
 * shopper's cart of one store, priced by the server, and answers the coupon, or the refusal
 * `checkCoupon` gives. A guest names itself by guest_id, as for the cart.
 */
export const couponApplyRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/coupon/apply',
    handler: async (request) => {
      const owner = await cartOwner(db, request, guestIdOf(request));
      const { code, store_id } = parseInput(applyQuery, request.query);
      const [store] = await db
        .select({ id: stores.id, zoneId: stores.zoneId })
        .from(stores)
        .where(eq(stores.id, store_id))
        .limit(1);
      if (!store) throw notFound('store_id', 'Store not found');
      const digits = await shopDigits(db);
      const checked = await checkCoupon(db, {
        code,
        storeId: store.id,
        zoneId: zoneOf(request, store.zoneId),
        customerId: 'customerId' in owner ? owner.customerId : null,
        guestId: 'guestId' in owner ? owner.guestId : null,
        subtotal: await storeItemsTotal(db, owner, store.id, digits),
        now: new Date(),
        digits,
      });
      return couponWire(checked.coupon, requestLanguage(request));
    },
  });
};
