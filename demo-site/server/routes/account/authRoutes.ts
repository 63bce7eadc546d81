import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { SignedInReply } from '../../../../src/core/api/wire';
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
import { authRateLimit } from '../context';
import type { AccountContext } from './accountContext';
import { perAccountLimit } from './accountLimits';
import { loginInput, signUpInput } from './authInput';
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
import { phoneVerificationRequired, type SignIn, signInToken } from './phoneVerification';

/**
 * Reply of sign-up and login (6amMart shape). `is_phone_verified` is 0 only when the client must
 * take the shopper to the code now: the shop asks for verification and the phone has none.
 */
const signedIn = ({ token, mustVerify }: SignIn): SignedInReply => ({
  token,
  is_phone_verified: mustVerify ? 0 : 1,
});

const invalidCredentials = () => fail(401, 'auth-001', 'Invalid credentials');

/**
 * The account a login names by phone or e-mail; a malformed name matches nobody, and so does an
 * e-mail sent as a phone or the other way round (6amMart's `field_type`, when the client sends it).
 */
async function accountNamed(
  db: AccountContext['db'],
  name: string,
  fieldType: 'phone' | 'email' | undefined,
): Promise<Customer | undefined> {
  const trimmed = name.trim();
  const isEmail = trimmed.includes('@');
  if (fieldType !== undefined && (fieldType === 'email') !== isEmail) return undefined;
  if (isEmail) return checkEmail(trimmed) ? undefined : customerByEmail(db, trimmed);
  return checkPhone(trimmed) ? undefined : customerByPhone(db, normalizePhone(trimmed));
}

/**
 * Guest ids, sign-up and login (6amMart v1 auth paths). Every route is rate limited per address,
 * login per account too; passwords
 * are scrypt hashes, and a guest cart sent along is carried over to the account.
 */
export const authRoutes: FastifyPluginAsync<AccountContext> = async (app, { db, sms }) => {
  /** Sends a phone verification code, unless the phone was sent its codes for the hour. */
  const sendVerificationCode = async (phone: string) => {
    const code = await issueCode(db, 'verify_phone', phone);
    // Past the hour's codes the shopper still signs in; the phone waits for its next code.
    if (code !== null) sms.sendCode({ purpose: 'verify_phone', phone, code });
  };

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

    const required = await phoneVerificationRequired(db);
    const signIn = await signInToken(db, { id: customerId, isPhoneVerified: false }, required);
    await mergeGuestCart(db, input.guest_id, customerId);
    if (signIn.mustVerify) await sendVerificationCode(phone);
    return signedIn(signIn);
  });

  app.post('/auth/login', { config, preHandler: perAccountLimit(app) }, async (request) => {
    const input = parseInput(loginInput, request.body);
    const name = input.email_or_phone ?? input.phone ?? input.email;
    if (!name?.trim()) {
      throw fail(422, 'email_or_phone', '{field} is required', { field: 'email_or_phone' });
    }
    // Any password opens an account made under older rules; only an empty one is refused outright.
    refuseFailedRules({ password: checkSignInPassword(input.password) });
    const customer = await accountNamed(db, name, input.field_type);
    const matches = customer
      ? await verifyPassword(input.password, customer.passwordHash)
      : await verifyAgainstDecoy(input.password);
    if (!customer || !matches) throw invalidCredentials();

    const signIn = await signInToken(db, customer, await phoneVerificationRequired(db));
    await mergeGuestCart(db, input.guest_id, customer.id);
    // Signing in again is how a shopper who must verify asks for a new code (3 an hour); the
    // phone is named, as the customer may have signed in by e-mail and must know where it went.
    if (!signIn.mustVerify) return signedIn(signIn);
    await sendVerificationCode(customer.phone);
    return { ...signedIn(signIn), phone: customer.phone };
  });
};
