import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { checkEmail, checkNewPassword } from '../../../../src/core/validation';
import { orders } from '../../db/orderSchema';
import { authTokens, customers } from '../../db/schema';
import { unauthenticated } from '../../http/ApiFailure';
import { requireCustomer } from '../../http/identity';
import { parseInput } from '../../http/parseInput';
import { bearerToken, hashSecret } from '../../http/tokens';
import type { RouteContext } from '../context';
import { updateProfileInput } from './authInput';
import { assertUnregistered, customerById, registrationConflict } from './customerAccounts';
import { customerProfileWire } from './customerProfile';
import { refuseFailedRules } from './fieldRules';
import { hashPassword } from './passwords';
import { messageReply } from './requestParts';

/** The signed-in customer's own profile: read it, change the name, e-mail and password. */
export const customerRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/customer/info', async (request) => {
    const customer = await customerById(db, await requireCustomer(db, request));
    // A token outliving its customer (deleted account) is as good as expired.
    if (!customer) throw unauthenticated();
    const [placed] = await db
      .select({ count: count() })
      .from(orders)
      .where(eq(orders.customerId, customer.id));
    return customerProfileWire(customer, placed?.count ?? 0);
  });

  const updateProfile = async (request: FastifyRequest) => {
    const customerId = await requireCustomer(db, request);
    const input = parseInput(updateProfileInput, request.body);
    const email = input.email?.trim() || undefined;
    // An empty password field means "keep mine", as 6amMart's forms send it.
    const password = input.password || undefined;
    refuseFailedRules({
      email: email === undefined ? null : checkEmail(email),
      password: password === undefined ? null : checkNewPassword(password),
    });
    await assertUnregistered(db, { email }, customerId);
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({
            fName: input.f_name,
            lName: input.l_name,
            ...(email ? { email } : {}),
            ...(passwordHash ? { passwordHash } : {}),
          })
          .where(eq(customers.id, customerId));
        if (passwordHash) {
          // Whoever held the old password is signed out everywhere but here.
          const kept = hashSecret(bearerToken(request) ?? '');
          await tx
            .delete(authTokens)
            .where(and(eq(authTokens.customerId, customerId), ne(authTokens.tokenHash, kept)));
        }
      });
    } catch (error) {
      throw registrationConflict(error) ?? error;
    }
    return messageReply(request, 'Profile updated successfully');
  };
  app.put('/customer/update-profile', updateProfile);
  app.post('/customer/update-profile', updateProfile);
};
