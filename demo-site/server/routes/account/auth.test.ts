// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, customers, oneTimeCodes } from '../../db/schema';
import { hashSecret } from '../../http/tokens';
import { call, newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { sentCode } from '../../testing/fakeSmsSender';
import { setPhoneVerification } from '../../testing/phoneVerificationSetting';
import { insertCustomer } from './customerAccounts';
import { hashPassword } from './passwords';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 30_000);
afterAll(() => server.close());

let phoneCount = 0;
const freshPhone = () => {
  phoneCount += 1;
  return `+2011${String(phoneCount).padStart(8, '0')}`;
};

const signUp = (fields: Record<string, unknown>) =>
  call(server.app, { method: 'POST', url: '/api/v1/auth/sign-up', body: fields });

const login = (fields: Record<string, unknown>) =>
  call(server.app, { method: 'POST', url: '/api/v1/auth/login', body: fields });

async function registered(extra: Record<string, unknown> = {}) {
  const phone = freshPhone();
  const password = 'correct horse battery';
  const reply = await signUp({ f_name: 'Mona', l_name: 'Adel', phone, password, ...extra });
  expect(reply.statusCode).toBe(200);
  return { phone, password, token: reply.json<{ token: string }>().token };
}

describe('POST /api/v1/auth/guest/request', () => {
  it('issues a fresh, unguessable guest id each time', async () => {
    const first = await newGuest(server.app);
    const second = await newGuest(server.app);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });
});

describe('POST /api/v1/auth/sign-up', () => {
  describe('given a new phone number', () => {
    it('creates an account and signs it in, sending no code while the shop asks for no verification', async () => {
      const phone = freshPhone();
      const reply = await signUp({
        f_name: 'Mona',
        l_name: 'Adel',
        phone,
        email: 'mona@example.com',
        password: 'correct horse battery',
      });
      expect(reply.statusCode).toBe(200);
      const body = reply.json<{ token: string; is_phone_verified: number }>();
      expect(body.is_phone_verified).toBe(1);
      expect(body.token.length).toBeGreaterThan(30);
      expect(() => sentCode(server.sms.sent, phone, 'verify_phone')).toThrow();
    });

    it('stores a salted scrypt hash, never the password', async () => {
      const { phone, password } = await registered();
      const [row] = await server.db.select().from(customers).where(eq(customers.phone, phone));
      expect(row?.passwordHash).not.toContain(password);
      expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    });

    it('stores the token only as a hash', async () => {
      const { token } = await registered();
      const stored = await server.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, token));
      expect(stored).toHaveLength(0);
      const hashed = await server.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashSecret(token)));
      expect(hashed).toHaveLength(1);
    });

    it('stores the phone in one form, with or without the leading +', async () => {
      const phone = freshPhone();
      await signUp({ f_name: 'A', l_name: 'B', phone: phone.slice(1), password: 'long enough' });
      const again = await signUp({ f_name: 'A', l_name: 'B', phone, password: 'long enough' });
      expect(again.statusCode).toBe(409);
    });
  });

  describe('given a phone or e-mail that is already registered', () => {
    it('refuses with 409 and names both fields', async () => {
      const { phone } = await registered({ email: 'taken@example.com' });
      const reply = await signUp({
        f_name: 'Other',
        l_name: 'Person',
        phone,
        email: 'TAKEN@example.com',
        password: 'another password',
      });
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({
        errors: [
          { code: 'phone', message: 'This phone number is already registered' },
          { code: 'email', message: 'This email is already registered' },
        ],
      });
    });
  });

  describe('given fields the forms would refuse', () => {
    it.each([
      ['a phone starting with 0', { phone: '01012345678' }, 'Phone number must not start with 0'],
      ['a short phone', { phone: '+20101' }, 'Phone number must be at least 10 digits'],
      ['letters in the phone', { phone: '+20abc12345678' }, 'Invalid phone number'],
      ['a short password', { password: 'short' }, 'Password must be at least 8 characters'],
      [
        'a common password',
        { password: 'Password123' },
        'This password is too common. Choose a less common one',
      ],
      ['a password of spaces', { password: ' '.repeat(12) }, 'Password must not be only spaces'],
      ['a malformed e-mail', { email: 'not-an-email' }, 'A valid email is required'],
    ])('refuses %s with the §5 message', async (_case, override, message) => {
      const reply = await signUp({
        f_name: 'Mona',
        l_name: 'Adel',
        phone: freshPhone(),
        password: 'correct horse battery',
        ...override,
      });
      expect(reply.statusCode).toBe(422);
      expect(reply.json<{ errors: { message: string }[] }>().errors).toEqual([
        expect.objectContaining({ message }),
      ]);
    });

    it('lists every missing field', async () => {
      const reply = await signUp({});
      expect(reply.statusCode).toBe(422);
      const codes = reply.json<{ errors: { code: string }[] }>().errors.map((error) => error.code);
      expect(codes).toEqual(['f_name', 'l_name', 'phone', 'password']);
    });

    it('refuses a name with control characters instead of failing in the database', async () => {
      const reply = await signUp({
        f_name: 'Mo\u0000na',
        l_name: 'Adel',
        phone: freshPhone(),
        password: 'correct horse battery',
      });
      expect(reply.statusCode).toBe(422);
    });
  });
});

describe('POST /api/v1/auth/verify-phone', () => {
  beforeAll(() => setPhoneVerification(server.db, true));
  afterAll(() => setPhoneVerification(server.db, false));

  describe('given the code that was sent', () => {
    it('verifies the phone, once', async () => {
      const { phone, token } = await registered();
      const otp = sentCode(server.sms.sent, phone, 'verify_phone');
      const verify = () =>
        call(server.app, {
          method: 'POST',
          url: '/api/v1/auth/verify-phone',
          body: { phone, otp },
        });

      const reply = await verify();
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ message: 'Phone number verified successfully' });
      const info = await call(server.app, { url: '/api/v1/customer/info', token });
      expect(info.json()).toMatchObject({ is_phone_verified: 1 });
      expect((await verify()).statusCode).toBe(422);
    });
  });

  describe('given a wrong code', () => {
    it('refuses it, and after 5 wrong tries refuses even the right one', async () => {
      const { phone } = await registered();
      const otp = sentCode(server.sms.sent, phone, 'verify_phone');
      const wrong = otp === '0000' ? '1111' : '0000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const reply = await call(server.app, {
          method: 'POST',
          url: '/api/v1/auth/verify-phone',
          body: { phone, otp: wrong },
        });
        expect(reply.json()).toEqual({ errors: [{ code: 'otp', message: 'Invalid OTP' }] });
      }
      const right = await call(server.app, {
        method: 'POST',
        url: '/api/v1/auth/verify-phone',
        body: { phone, otp },
      });
      expect(right.statusCode).toBe(429);
    });
  });

  describe('given a new code asked for after wrong guesses', () => {
    it('keeps the count, so asking again buys no more guesses', async () => {
      const { phone, password } = await registered();
      const otp = sentCode(server.sms.sent, phone, 'verify_phone');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = String((Number(otp) + attempt) % 10_000).padStart(4, '0');
        await call(server.app, {
          method: 'POST',
          url: '/api/v1/auth/verify-phone',
          body: { phone, otp: wrong },
        });
      }
      const before = server.sms.sent.length;
      await login({ email_or_phone: phone, password });
      const resent = sentCode(server.sms.sent.slice(before), phone, 'verify_phone');
      const reply = await call(server.app, {
        method: 'POST',
        url: '/api/v1/auth/verify-phone',
        body: { phone, otp: resent },
      });
      expect(reply.statusCode).toBe(429);
    });
  });

  describe('given an expired code', () => {
    it('refuses it as expired', async () => {
      const { phone } = await registered();
      const otp = sentCode(server.sms.sent, phone, 'verify_phone');
      await server.db
        .update(oneTimeCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeCodes.phone, phone));
      const reply = await call(server.app, {
        method: 'POST',
        url: '/api/v1/auth/verify-phone',
        body: { phone, otp },
      });
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toEqual({ errors: [{ code: 'otp', message: 'OTP has expired' }] });
    });
  });

  it('refuses a code that is not 4 digits', async () => {
    const reply = await call(server.app, {
      method: 'POST',
      url: '/api/v1/auth/verify-phone',
      body: { phone: freshPhone(), otp: '12a4' },
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({
      errors: [{ code: 'otp', message: 'Only numbers are allowed' }],
    });
  });
});

describe('POST /api/v1/auth/login', () => {
  it('signs in by phone, with or without the +', async () => {
    const { phone, password } = await registered();
    for (const name of [phone, phone.slice(1)]) {
      const reply = await login({ login_type: 'manual', email_or_phone: name, password });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ token: expect.any(String), is_phone_verified: 1 });
    }
  });

  it('signs in by e-mail, in any case, and by the older phone and email fields', async () => {
    const { phone, password } = await registered({ email: 'Login.Case@example.com' });
    const byEmail = await login({ email_or_phone: 'login.case@EXAMPLE.com', password });
    expect(byEmail.statusCode).toBe(200);
    expect((await login({ phone, password })).statusCode).toBe(200);
    expect((await login({ email: 'login.case@example.com', password })).statusCode).toBe(200);
  });

  it('sends a fresh code to an unverified phone at login while the shop asks for verification', async () => {
    await setPhoneVerification(server.db, true);
    const { phone, password } = await registered();
    const before = server.sms.sent.length;
    await login({ email_or_phone: phone, password });
    const resent = sentCode(server.sms.sent.slice(before), phone, 'verify_phone');
    const verify = await call(server.app, {
      method: 'POST',
      url: '/api/v1/auth/verify-phone',
      body: { phone, otp: resent },
    });
    expect(verify.statusCode).toBe(200);
    await setPhoneVerification(server.db, false);
  });

  describe('given a wrong password or an unknown account', () => {
    it('refuses both alike with a translated 401', async () => {
      const { phone } = await registered();
      const wrongPassword = await login({ email_or_phone: phone, password: 'not the password' });
      const unknown = await login({ email_or_phone: freshPhone(), password: 'whatever123' });
      const arabic = await call(server.app, {
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email_or_phone: phone, password: 'not the password' },
        language: 'ar',
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual({
        errors: [{ code: 'auth-001', message: 'Invalid credentials' }],
      });
      expect(unknown.json()).toEqual(wrongPassword.json());
      const [error] = arabic.json<{ errors: { message: string }[] }>().errors;
      expect(error?.message).toMatch(/[\u0600-\u06FF]/);
    });
  });

  it('refuses a login type the demo does not have', async () => {
    const reply = await login({ login_type: 'otp', email_or_phone: freshPhone(), password: 'x' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('login_type');
  });

  it('refuses an empty password with 422, before looking for the account', async () => {
    const reply = await login({ email_or_phone: freshPhone(), password: '' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({
      errors: [{ code: 'password', message: 'Password is required' }],
    });
  });

  it('lets an account made under the older 6-character rule sign in', async () => {
    const phone = freshPhone();
    await insertCustomer(server.db, {
      fName: 'Old',
      lName: 'Account',
      phone,
      email: null,
      passwordHash: await hashPassword('123456'),
    });
    const reply = await login({ email_or_phone: phone, password: '123456' });
    expect(reply.statusCode).toBe(200);
  });

  it('refuses a login with no phone or e-mail', async () => {
    const reply = await login({ password: 'whatever123' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({
      errors: [{ code: 'email_or_phone', message: 'email_or_phone is required' }],
    });
  });
});

describe('bearer tokens', () => {
  it('refuses an expired token with 401, even on a route guests may use', async () => {
    const { phone } = await registered();
    const [customer] = await server.db.select().from(customers).where(eq(customers.phone, phone));
    const token = 'expired-token-for-the-test';
    await server.db.insert(authTokens).values({
      tokenHash: hashSecret(token),
      customerId: customer?.id ?? 0,
      expiresAt: new Date(Date.now() - 1000),
    });
    const info = await call(server.app, { url: '/api/v1/customer/info', token });
    const cart = await call(server.app, { url: '/api/v1/customer/cart/list', token });
    expect(info.statusCode).toBe(401);
    expect(cart.statusCode).toBe(401);
    expect(info.json()).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
  });

  it('refuses a token nobody issued', async () => {
    const reply = await call(server.app, { url: '/api/v1/customer/info', token: 'made-up' });
    expect(reply.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const reset = (body: Record<string, unknown>) =>
    call(server.app, { method: 'PUT', url: '/api/v1/auth/reset-password', body });

  it('sends a code, accepts it, changes the password and signs out the old tokens', async () => {
    const { phone, password, token } = await registered();
    const forgot = await call(server.app, {
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      body: { phone },
    });
    expect(forgot.json()).toEqual({ message: 'OTP sent successfully' });
    const code = sentCode(server.sms.sent, phone, 'reset_password');

    const checked = await call(server.app, {
      method: 'POST',
      url: '/api/v1/auth/verify-token',
      body: { phone, reset_token: code },
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ message: 'OTP verified' });

    const mismatch = await reset({
      phone,
      reset_token: code,
      password: 'brand new password',
      confirm_password: 'something else',
    });
    expect(mismatch.json()).toEqual({
      errors: [{ code: 'confirm_password', message: 'Passwords must match' }],
    });

    const common = await reset({
      phone,
      reset_token: code,
      password: 'qwerty123',
      confirm_password: 'qwerty123',
    });
    expect(common.json()).toEqual({
      errors: [
        { code: 'password', message: 'This password is too common. Choose a less common one' },
      ],
    });

    const changed = await reset({
      phone,
      reset_token: code,
      password: 'brand new password',
      confirm_password: 'brand new password',
    });
    expect(changed.json()).toEqual({ message: 'Password changed successfully' });
    expect((await login({ email_or_phone: phone, password })).statusCode).toBe(401);
    const relogin = await login({ email_or_phone: phone, password: 'brand new password' });
    expect(relogin.statusCode).toBe(200);
    const old = await call(server.app, { url: '/api/v1/customer/info', token });
    expect(old.statusCode).toBe(401);

    const reused = await reset({
      phone,
      reset_token: code,
      password: 'third password!',
      confirm_password: 'third password!',
    });
    expect(reused.statusCode).toBe(422);
  });

  it('answers an unknown phone exactly like a known one and logs no code', async () => {
    const phone = freshPhone();
    const reply = await call(server.app, {
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      body: { phone },
    });
    expect(reply.json()).toEqual({ message: 'OTP sent successfully' });
    expect(() => sentCode(server.sms.sent, phone, 'reset_password')).toThrow();
  });

  it('refuses a wrong reset code', async () => {
    const { phone } = await registered();
    await call(server.app, {
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      body: { phone },
    });
    const code = sentCode(server.sms.sent, phone, 'reset_password');
    const reply = await call(server.app, {
      method: 'POST',
      url: '/api/v1/auth/verify-token',
      body: { phone, reset_token: code === '9999' ? '1234' : '9999' },
    });
    expect(reply.json()).toEqual({ errors: [{ code: 'reset_token', message: 'Invalid OTP' }] });
  });
});

describe('guest cart carried over', () => {
  const addAsGuest = (guestId: string, itemId: number, quantity: number) =>
    call(server.app, {
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      body: { guest_id: guestId, item_id: itemId, quantity, variation: [], model: 'Item' },
    });

  it('moves a guest cart into the account at sign-up and empties the guest cart', async () => {
    const guestId = await newGuest(server.app);
    await addAsGuest(guestId, server.fixtures.plainItemId, 2);
    const { token } = await registered({ guest_id: guestId });

    const mine = await call(server.app, { url: '/api/v1/customer/cart/list', token });
    expect(mine.json()).toEqual([
      expect.objectContaining({ item_id: server.fixtures.plainItemId, quantity: 2 }),
    ]);
    const guestCart = await call(server.app, {
      url: `/api/v1/customer/cart/list?guest_id=${guestId}`,
    });
    expect(guestCart.json()).toEqual([]);
  });

  it('adds quantities of the same line at login, capped by maximum_cart_quantity', async () => {
    const { phone, password, token } = await registered();
    await call(server.app, {
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      token,
      body: { item_id: server.fixtures.cappedItemId, quantity: 2, variation: [] },
    });
    const guestId = await newGuest(server.app);
    await addAsGuest(guestId, server.fixtures.cappedItemId, 2);
    await addAsGuest(guestId, server.fixtures.plainItemId, 1);

    const reply = await login({ email_or_phone: phone, password, guest_id: guestId });
    expect(reply.statusCode).toBe(200);
    const cart = await call(server.app, { url: '/api/v1/customer/cart/list', token });
    expect(
      cart.json<{ item_id: number; quantity: number }[]>().map(({ item_id, quantity }) => ({
        item_id,
        quantity,
      })),
    ).toEqual([
      { item_id: server.fixtures.cappedItemId, quantity: 3 },
      { item_id: server.fixtures.plainItemId, quantity: 1 },
    ]);
  });

  it('caps a merged line by the stock of the item', async () => {
    const { phone, password, token } = await registered();
    await call(server.app, {
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      token,
      body: { item_id: server.fixtures.lowStockItemId, quantity: 2 },
    });
    const guestId = await newGuest(server.app);
    await addAsGuest(guestId, server.fixtures.lowStockItemId, 1);

    await login({ email_or_phone: phone, password, guest_id: guestId });
    const cart = await call(server.app, { url: '/api/v1/customer/cart/list', token });
    expect(cart.json()).toEqual([
      expect.objectContaining({ item_id: server.fixtures.lowStockItemId, quantity: 2 }),
    ]);
  });

  it('ignores a guest id that is not a guest', async () => {
    const { phone, password } = await registered();
    const reply = await login({ email_or_phone: phone, password, guest_id: 'not-a-uuid' });
    expect(reply.statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it('refuses the 21st auth call a minute from one address, translated', async () => {
    const from = '192.0.2.77';
    const replies = [];
    for (let request = 0; request < 21; request += 1) {
      replies.push(
        await call(server.app, {
          method: 'POST',
          url: '/api/v1/auth/guest/request',
          from,
          language: 'ar',
        }),
      );
    }
    expect(replies.slice(0, 20).every((reply) => reply.statusCode === 200)).toBe(true);
    const last = replies.at(-1);
    expect(last?.statusCode).toBe(429);
    expect(last?.json<{ errors: { message: string }[] }>().errors[0]?.message).toMatch(
      /[\u0600-\u06FF]/,
    );
  });
});
