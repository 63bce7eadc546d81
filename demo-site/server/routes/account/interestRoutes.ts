import { desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { MessageReply } from '../../../../src/core/api/wire';
import { pushTokens } from '../../db/accountSchema';
import { categories, customers, items } from '../../db/schema';
import { fail } from '../../http/ApiFailure';
import { requireCustomer } from '../../http/identity';
import { requestLanguage } from '../../http/language';
import { parseInput } from '../../http/parseInput';
import type { ItemWire } from '../../serializers/item';
import { itemArray } from '../catalog/itemPage';
import type { RouteContext } from '../context';
import { messageReply, rowId } from './requestParts';

/** How many suggested items a customer is shown (6amMart's 5). */
export const SUGGESTED_ITEMS_LIMIT = 5;

/** Most categories one customer may name as interests; the catalog has far fewer. */
const MAX_INTERESTS = 100;

/** Longest push token kept; a Firebase registration token is a few hundred characters. */
const PUSH_TOKEN_MAX_LENGTH = 4096;

/** Body of customer/update-interest: the category ids the customer picked (6amMart's `interest`). */
const interestInput = v.object({
  interest: v.pipe(v.array(rowId()), v.maxLength(MAX_INTERESTS)),
});

/** Body of customer/cm-firebase-token. */
const pushTokenInput = v.object({
  cm_firebase_token: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(PUSH_TOKEN_MAX_LENGTH)),
});

/**
 * A signed-in customer's interests (category ids, which their suggested items come from) and the
 * push token their client registers; the demo keeps the token and sends no push.
 */
export const interestRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const updateInterest = async (request: FastifyRequest) => {
    const customerId = await requireCustomer(db, request);
    const chosen = [...new Set(parseInput(interestInput, request.body).interest)];
    if (chosen.length > 0) {
      const known = await db
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, chosen));
      if (known.length !== chosen.length) {
        throw fail(422, 'interest', '{field} is invalid', { field: 'interest' });
      }
    }
    // The whole selection replaces the last one, so an interest can be taken back too.
    await db.update(customers).set({ interest: chosen }).where(eq(customers.id, customerId));
    return messageReply(request, 'Interests updated successfully');
  };
  app.post('/customer/update-interest', updateInterest);
  app.put('/customer/update-interest', updateInterest);

  const savePushToken = async (request: FastifyRequest): Promise<MessageReply> => {
    const customerId = await requireCustomer(db, request);
    const { cm_firebase_token: token } = parseInput(pushTokenInput, request.body);
    await db
      .insert(pushTokens)
      .values({ customerId, token })
      .onConflictDoUpdate({ target: pushTokens.customerId, set: { token, updatedAt: new Date() } });
    return messageReply(request, 'Successfully updated!');
  };
  app.post('/customer/cm-firebase-token', savePushToken);
  app.put('/customer/cm-firebase-token', savePushToken);

  app.get('/customer/suggested-items', async (request): Promise<ItemWire[]> => {
    const customerId = await requireCustomer(db, request);
    const [customer] = await db
      .select({ interest: customers.interest })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    const interest = customer?.interest ?? [];
    const language = requestLanguage(request);
    const popular = { orderBy: [desc(items.orderCount)], limit: SUGGESTED_ITEMS_LIMIT, language };
    if (interest.length > 0) {
      // An interest in a parent category takes in the items of its children too.
      const inChosen = db
        .select({ id: categories.id })
        .from(categories)
        .where(or(inArray(categories.id, interest), inArray(categories.parentId, interest)));
      const suggested = await itemArray(db, {
        ...popular,
        where: inArray(items.categoryId, inChosen),
      });
      if (suggested.length > 0) return suggested;
    }
    // No interests yet, or none with items: what the shop sells most.
    return itemArray(db, { ...popular, where: gt(items.stock, 0) });
  });
};
