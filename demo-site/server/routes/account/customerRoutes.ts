import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { checkEmail } from '../../../../src/core/validation';
import { customers } from '../../db/schema';
import { unauthenticated } from '../../http/ApiFailure';
import { requireCustomer } from '../../http/identity';
import { parseInput } from '../../http/parseInput';
import type { RouteContext } from '../context';
import { updateProfileInput } from './authInput';
import { assertUnregistered, customerById, registrationConflict } from './customerAccounts';
import { customerProfileWire } from './customerProfile';
import { refuseFailedRules } from './fieldRules';
import { messageReply } from './requestParts';

/** The signed-in customer's own profile: read it, change the name and e-mail. */
export const customerRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/customer/info', async (request) => {
    const customer = await customerById(db, await requireCustomer(db, request));
    // A token outliving its customer (deleted account) is as good as expired.
    if (!customer) throw unauthenticated();
    return customerProfileWire(customer);
  });

  const updateProfile = async (request: FastifyRequest) => {
    const customerId = await requireCustomer(db, request);
    const input = parseInput(updateProfileInput, request.body);
    const email = input.email?.trim() || undefined;
    refuseFailedRules({ email: email === undefined ? null : checkEmail(email) });
    await assertUnregistered(db, { email }, customerId);
    try {
      await db
        .update(customers)
        .set({ fName: input.f_name, lName: input.l_name, ...(email ? { email } : {}) })
        .where(eq(customers.id, customerId));
    } catch (error) {
      throw registrationConflict(error) ?? error;
    }
    return messageReply(request, 'Profile updated successfully');
  };
  app.put('/customer/update-profile', updateProfile);
  app.post('/customer/update-profile', updateProfile);
};
