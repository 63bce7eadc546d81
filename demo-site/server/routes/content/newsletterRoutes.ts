import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { checkEmail } from '../../../../src/core/validation';
import { newsletterSubscribers } from '../../db/schema';
import { requestLanguage, translate } from '../../http/language';
import { parseInput } from '../../http/parseInput';
import { refuseFailedRules } from '../account/fieldRules';
import { authRateLimit, type RouteContext } from '../context';

const subscribeBody = v.object({ email: v.optional(v.string(), '') });

/**
 * 6amMart's newsletter/subscribe. Subscribing again is fine and keeps one row; both answers read
 * the same, so the reply never tells whether an address was already on the list.
 */
export const newsletterRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  // A write anyone may send: the auth routes' stricter per-address limit applies.
  app.post('/newsletter/subscribe', { config: authRateLimit() }, async (request) => {
    const { email } = parseInput(subscribeBody, request.body ?? {});
    const address = email.trim().toLowerCase();
    refuseFailedRules({ email: checkEmail(address) });
    await db
      .insert(newsletterSubscribers)
      .values({ email: address })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    return { message: translate(requestLanguage(request), 'You are subscribed to our newsletter') };
  });
};
