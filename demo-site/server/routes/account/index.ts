import type { FastifyPluginAsync } from 'fastify';
import type { RouteContext } from '../context';
import { purgeWhileRunning } from './accountHousekeeping';
import { accountRemovalRoutes } from './accountRemovalRoutes';
import { authRoutes } from './authRoutes';
import { cartRoutes } from './cartRoutes';
import { codeRoutes } from './codeRoutes';
import { customerRoutes } from './customerRoutes';
import { interestRoutes } from './interestRoutes';
import { sessionRoutes } from './sessionRoutes';
import { logSmsSender, type SmsSender } from './smsSender';
import { socialLoginRoutes } from './socialLoginRoutes';
import { wishlistRoutes } from './wishlistRoutes';

/** What the account routes take beyond the database. */
export interface AccountOptions extends RouteContext {
  /** The served pictures folder, where profile pictures are kept. */
  imagesDir: string;
  /** How one-time codes reach a phone; the server log when not given (the demo's sender). */
  smsSender?: SmsSender | undefined;
}

/**
 * The account half of the demo API: auth, logout, customer profile, interests, account removal,
 * cart and wishlist (under /api/v1), and the purge of expired tokens and codes while it runs.
 */
export const accountRoutes: FastifyPluginAsync<AccountOptions> = async (
  app,
  { db, imagesDir, smsSender },
) => {
  // Only what they use is passed on: the /api/v1 prefix of `app` already applies to children.
  const context = { db };
  const accounts = { db, imagesDir, sms: smsSender ?? logSmsSender(app.log) };
  await app.register(authRoutes, accounts);
  await app.register(codeRoutes, accounts);
  await app.register(socialLoginRoutes, context);
  await app.register(customerRoutes, accounts);
  await app.register(interestRoutes, context);
  await app.register(accountRemovalRoutes, accounts);
  await app.register(sessionRoutes, context);
  await app.register(cartRoutes, context);
  await app.register(wishlistRoutes, context);
  purgeWhileRunning(app, db);
};
