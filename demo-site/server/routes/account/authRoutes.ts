import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  checkEmail,
  checkNewPassword,
  checkPhone,
  checkSignInPassword,
  normalizePhone,
} from '../../../../src/core/validation';
import { guests } from '../../db/schema';
import { fail } from '../../http/ApiFailure';
import { parseInput } from '../../http/parseInput';
import { issueToken } from '../../http/tokens';
import { authRateLimit, type RouteContext } from '../context';
import { perAccountLimit } from './accountLimits';
import { loginInput, signUpInput } from './authInput';
import { deliverCode } from './codeReplies';
import {
  assertUnregistered,
  type Customer,
  customerByEmail,
  customerByPhone,
  insertCustomer,
} from './customerAccounts';
import { refuseFailedRules } from './fieldRules';
import { mergeGuestCart } from './guestCartMerge';
import { issueCode } from './oneTimeCodes';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';

/** Reply of sign-up and login (6amMart shape). */
interface SignedInReply {
  token: string;
  is_phone_verified: 0 | 1;
}

const signedIn = (token: string, verified: boolean): SignedInReply => ({
  token,
  is_phone_verified: verified ? 1 : 0,
});

const invalidCredentials = () => fail(401, 'auth-001', 'Invalid credentials');

/** The account a login names by phone or e-mail; a malformed name matches nobody. */
async function accountNamed(db: RouteContext['db'], name: string): Promise<Customer | undefined> {
  const trimmed = name.trim();
  if (trimmed.includes('@')) {
    return checkEmail(trimmed) ? undefined : customerByEmail(db, trimmed);
  }
  return checkPhone(trimmed) ? undefined : customerByPhone(db, normalizePhone(trimmed));
}

/**
 * Guest ids, sign-up and login (6amMart v1 auth paths). Every route is rate limited per address,
 * login per account too; passwords
 * are scrypt hashes, and a guest cart sent along is carried over to the account.
 */
export const authRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const config = authRateLimit();

  app.post('/auth/guest/request', { config }, async () => {
    const guestId = randomUUID();
    await db.insert(guests).values({ id: guestId });
    return { guest_id: guestId };
  });

  app.post('/auth/sign-up', { config }, async (request) => {
    const input = parseInput(signUpInput, request.body);
    const email = input.email?.trim() || null;
    refuseFailedRules({
      phone: checkPhone(input.phone),
      email: email === null ? null : checkEmail(email),
      password: checkNewPassword(input.password),
    });
    const phone = normalizePhone(input.phone);
    await assertUnregistered(db, { phone, email });

    const customerId = await insertCustomer(db, {
      fName: input.f_name,
      lName: input.l_name,
      phone,
      email,
      passwordHash: await hashPassword(input.password),
    });

    const token = await issueToken(db, customerId);
    await mergeGuestCart(db, input.guest_id, customerId);
    const otp = await issueCode(db, 'verify_phone', phone);
    // Past the hour's codes the account still signs up; the phone waits for its next code.
    if (otp !== null) deliverCode(request, 'verify_phone', phone, otp);
    return signedIn(token, false);
  });

  app.post('/auth/login', { config, preHandler: perAccountLimit(app) }, async (request) => {
    const input = parseInput(loginInput, request.body);
    const name = input.email_or_phone ?? input.phone ?? input.email;
    if (!name?.trim()) {
      throw fail(422, 'email_or_phone', '{field} is required', { field: 'email_or_phone' });
    }
    // Any password opens an account made under older rules; only an empty one is refused outright.
    refuseFailedRules({ password: checkSignInPassword(input.password) });
    const customer = await accountNamed(db, name);
    const matches = customer
      ? await verifyPassword(input.password, customer.passwordHash)
      : await verifyAgainstDecoy(input.password);
    if (!customer || !matches) throw invalidCredentials();

    const token = await issueToken(db, customer.id);
    await mergeGuestCart(db, input.guest_id, customer.id);
    if (!customer.isPhoneVerified) {
      const otp = await issueCode(db, 'verify_phone', customer.phone);
      if (otp !== null) deliverCode(request, 'verify_phone', customer.phone, otp);
    }
    return signedIn(token, customer.isPhoneVerified);
  });
};
