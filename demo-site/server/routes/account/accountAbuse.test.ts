// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens, codeBudgets, oneTimeCodes, settings } from '../../db/schema';
import { issueToken, MAX_LIVE_TOKENS } from '../../http/tokens';
import { createCustomer } from '../../testing/accountFixtures';
import { call, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { sentCode } from '../../testing/fakeSmsSender';
import { PURGE_INTERVAL_MS, purgeExpired, purgeWhileRunning } from './accountHousekeeping';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 30_000);
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllEnvs();
});

let phoneCount = 0;
const freshPhone = () => {
  phoneCount += 1;
  return `+2012${String(phoneCount).padStart(8, '0')}`;
};

const post = (url: string, body: Record<string, unknown>, from?: string) =>
  call(server.app, { method: 'POST', url: `/api/v1${url}`, body, ...(from ? { from } : {}) });

const forgot = (phone: string) => post('/auth/forgot-password', { phone });
const verifyToken = (phone: string, code: string, from?: string) =>
  post('/auth/verify-token', { phone, reset_token: code }, from);
const otherThan = (code: string, step: number) =>
  String((Number(code) + step) % 10_000).padStart(4, '0');

/** A registered customer who asked for a reset code, and that code. */
async function withResetCode() {
  const customer = await createCustomer(server.db);
  await forgot(customer.phone);
  return { ...customer, code: sentCode(server.sms.sent, customer.phone, 'reset_password') };
}

async function guessWrong(phone: string, code: string, times: number) {
  for (let step = 1; step <= times; step += 1) {
    const reply = await verifyToken(phone, otherThan(code, step));
    expect(reply.statusCode).toBe(422);
  }
}

const budgetOf = async (phone: string) => {
  const [row] = await server.db
    .select()
    .from(codeBudgets)
    .where(and(eq(codeBudgets.phone, phone), eq(codeBudgets.purpose, 'reset_password')));
  return row;
};

describe('given 5 wrong reset guesses', () => {
  it('locks resets for the phone for 15 minutes, even with a new code after the old one expired', async () => {
    const { phone, code } = await withResetCode();
    await guessWrong(phone, code, 5);
    // Ten minutes later the old code is gone: a new one used to come with 5 more guesses.
    await server.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.phone, phone));
    await forgot(phone);
    const fresh = sentCode(server.sms.sent, phone, 'reset_password');
    const reply = await verifyToken(phone, fresh);
    expect(reply.statusCode).toBe(429);
    expect(reply.json()).toEqual({
      errors: [{ code: 'reset_token', message: 'Too many requests, please try again later' }],
    });
    const budget = await budgetOf(phone);
    const lockMinutes = ((budget?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(lockMinutes).toBeGreaterThan(14);
    expect(lockMinutes).toBeLessThanOrEqual(15);
  });

  it('locks twice as long after the lock ran out and 5 more wrong guesses', async () => {
    const { phone, code } = await withResetCode();
    await guessWrong(phone, code, 5);
    await server.db
      .update(codeBudgets)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(codeBudgets.phone, phone));
    await guessWrong(phone, code, 5);
    const budget = await budgetOf(phone);
    const lockMinutes = ((budget?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(lockMinutes).toBeGreaterThan(29);
    expect(lockMinutes).toBeLessThanOrEqual(30);
  });

  it('counts 20 simultaneous guesses: at most 5 are compared', async () => {
    const { phone, code } = await withResetCode();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, step) => verifyToken(phone, otherThan(code, step + 1))),
    );
    const compared = replies.filter((reply) => reply.statusCode === 422);
    expect(compared).toHaveLength(5);
    expect((await verifyToken(phone, code)).statusCode).toBe(429);
  });
});

describe('given a right guess before the budget is spent', () => {
  it('starts the count again', async () => {
    const { phone, code } = await withResetCode();
    await guessWrong(phone, code, 4);
    expect((await verifyToken(phone, code)).statusCode).toBe(200);
    await guessWrong(phone, code, 4);
    expect((await verifyToken(phone, code)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/auth/forgot-password', () => {
  it('sends at most 3 codes an hour, and answers an unknown phone the same way', async () => {
    const known = await createCustomer(server.db);
    const unknown = freshPhone();
    for (const phone of [known.phone, unknown]) {
      const replies = [];
      for (let request = 0; request < 4; request += 1) replies.push(await forgot(phone));
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 429]);
      expect(replies[3]?.json()).toEqual({
        errors: [{ code: 'phone', message: 'Too many requests, please try again later' }],
      });
    }
  });

  it('does the same work for an unknown phone: a code is made and stored, none is sent', async () => {
    const phone = freshPhone();
    expect((await forgot(phone)).json()).toEqual({ message: 'OTP sent successfully' });
    const stored = await server.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone));
    expect(stored).toHaveLength(1);
    expect(() => sentCode(server.sms.sent, phone, 'reset_password')).toThrow();
  });
});

describe('stored codes', () => {
  const storedHash = async (phone: string) => {
    const [row] = await server.db
      .select({ codeHash: oneTimeCodes.codeHash })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.phone, phone));
    return row?.codeHash;
  };

  it('are an HMAC keyed by SOUQ_CODE_SECRET, not a plain hash of 10,000 possible codes', async () => {
    vi.stubEnv('SOUQ_CODE_SECRET', 'a test secret that is long enough to use');
    const { phone, code } = await withResetCode();
    const hash = await storedHash(phone);
    const input = `reset_password:${phone}:${code}`;
    expect(hash).not.toBe(createHash('sha256').update(input).digest('hex'));
    expect(hash).toBe(
      createHmac('sha256', 'a test secret that is long enough to use').update(input).digest('hex'),
    );
    expect((await verifyToken(phone, code)).statusCode).toBe(200);
  });

  it('without SOUQ_CODE_SECRET, are keyed by a secret made once and kept in the database', async () => {
    vi.stubEnv('SOUQ_CODE_SECRET', '');
    const { phone, code } = await withResetCode();
    const [row] = await server.db.select().from(settings).where(eq(settings.key, 'code_secret'));
    const secret = row?.value;
    expect(typeof secret).toBe('string');
    expect(String(secret).length).toBeGreaterThanOrEqual(64);
    expect(await storedHash(phone)).toBe(
      createHmac('sha256', String(secret)).update(`reset_password:${phone}:${code}`).digest('hex'),
    );
  });
});

describe('per-address limit on code checks', () => {
  it('refuses the 31st code check an hour from one address, whatever the phones', async () => {
    const from = '198.51.100.23';
    const replies = [];
    for (let check = 0; check < 15; check += 1) {
      replies.push(await verifyToken(freshPhone(), '1234', from));
      replies.push(await post('/auth/verify-phone', { phone: freshPhone(), otp: '1234' }, from));
    }
    expect(replies.every((reply) => reply.statusCode === 422)).toBe(true);
    const last = await verifyToken(freshPhone(), '1234', from);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      errors: [{ code: 'too_many_requests', message: 'Too many requests, please try again later' }],
    });
  });
});

describe('new passwords follow the shared rule', () => {
  const signUp = (password: string) =>
    post('/auth/sign-up', { f_name: 'Mona', l_name: 'Adel', phone: freshPhone(), password });

  it.each([
    ['12345678', 'This password is too common. Choose a less common one'],
    ['        ', 'Password must not be only spaces'],
  ])('refuses %j at sign-up and at reset', async (password, message) => {
    const refused = await signUp(password);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: [{ code: 'password', message }] });

    const { phone, code } = await withResetCode();
    const reset = await call(server.app, {
      method: 'PUT',
      url: '/api/v1/auth/reset-password',
      body: { phone, reset_token: code, password, confirm_password: password },
    });
    expect(reset.json()).toEqual({ errors: [{ code: 'password', message }] });
  });
});

describe('changing the password through update-profile (6amMart sends it there)', () => {
  const update = (token: string, body: Record<string, unknown>) =>
    call(server.app, { method: 'PUT', url: '/api/v1/customer/update-profile', token, body });

  it.each([
    ['12345678', 'This password is too common. Choose a less common one'],
    ['        ', 'Password must not be only spaces'],
  ])('refuses %j and changes nothing', async (password, message) => {
    const customer = await createCustomer(server.db);
    const reply = await update(customer.token, { f_name: 'New', l_name: 'Name', password });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ errors: [{ code: 'password', message }] });
    const login = await post('/auth/login', {
      email_or_phone: customer.phone,
      password: customer.password,
    });
    expect(login.statusCode).toBe(200);
    const info = await call(server.app, { url: '/api/v1/customer/info', token: customer.token });
    expect(info.json()).toMatchObject({ f_name: 'Test' });
  });

  it("changes it, and signs out the customer's other tokens", async () => {
    const customer = await createCustomer(server.db);
    const other = await issueToken(server.db, customer.id);
    const password = 'a much better password';
    const reply = await update(customer.token, { f_name: 'Test', l_name: 'Name', password });
    expect(reply.statusCode).toBe(200);
    const info = (token: string) => call(server.app, { url: '/api/v1/customer/info', token });
    expect((await info(customer.token)).statusCode).toBe(200);
    expect((await info(other)).statusCode).toBe(401);
    const login = (secret: string) =>
      post('/auth/login', { email_or_phone: customer.phone, password: secret });
    expect((await login(customer.password)).statusCode).toBe(401);
    expect((await login(password)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/customer/logout', () => {
  it("revokes the caller's token and no other", async () => {
    const customer = await createCustomer(server.db);
    const other = await issueToken(server.db, customer.id);
    const reply = await call(server.app, {
      method: 'POST',
      url: '/api/v1/customer/logout',
      token: customer.token,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: 'Logout successful.' });
    const info = (token: string) => call(server.app, { url: '/api/v1/customer/info', token });
    expect((await info(customer.token)).statusCode).toBe(401);
    expect((await info(other)).statusCode).toBe(200);
  });

  it('answers alike when the token is unknown or missing, so a client can always log out', async () => {
    for (const token of ['not-a-token', undefined]) {
      const reply = await call(server.app, {
        method: 'POST',
        url: '/api/v1/customer/logout',
        ...(token ? { token } : {}),
      });
      expect(reply.statusCode).toBe(200);
    }
  });
});

describe('live tokens per customer', () => {
  it(`keeps at most ${MAX_LIVE_TOKENS}: issuing one more revokes the oldest`, async () => {
    const customer = await createCustomer(server.db);
    const start = Date.now();
    const tokens = [customer.token];
    for (let index = 1; index <= MAX_LIVE_TOKENS; index += 1) {
      tokens.push(await issueToken(server.db, customer.id, new Date(start + index * 1000)));
    }
    const live = await server.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.customerId, customer.id));
    expect(live).toHaveLength(MAX_LIVE_TOKENS);
    const info = (token: string) => call(server.app, { url: '/api/v1/customer/info', token });
    expect((await info(customer.token)).statusCode).toBe(401);
    expect((await info(tokens.at(-1) ?? '')).statusCode).toBe(200);
  });
});

describe('purging', () => {
  it('deletes expired tokens, codes and spent budgets, and keeps live ones', async () => {
    const customer = await createCustomer(server.db);
    const longAgo = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    await issueToken(server.db, customer.id, longAgo);
    const phone = freshPhone();
    await server.db.insert(oneTimeCodes).values({
      purpose: 'reset_password',
      phone,
      codeHash: 'x',
      expiresAt: new Date(Date.now() - 1000),
    });
    await server.db.insert(codeBudgets).values({
      phone,
      purpose: 'reset_password',
      updatedAt: longAgo,
      issueWindowStartedAt: longAgo,
    });

    await purgeExpired(server.db);

    const tokens = await server.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.customerId, customer.id));
    expect(tokens).toHaveLength(1);
    expect(
      await server.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone)),
    ).toEqual([]);
    expect(await budgetOf(phone)).toBeUndefined();
  });
});

describe('the purge timer', () => {
  const tokensOf = (customerId: number) =>
    server.db.select().from(authTokens).where(eq(authTokens.customerId, customerId));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('runs while the app runs, and stops when it closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const app = Fastify();
      purgeWhileRunning(app, server.db);
      await app.ready();
      const customer = await createCustomer(server.db);
      await issueToken(server.db, customer.id, new Date(Date.now() - 400 * 24 * 60 * 60 * 1000));
      expect(await tokensOf(customer.id)).toHaveLength(2);

      vi.advanceTimersByTime(PURGE_INTERVAL_MS);
      for (let wait = 0; wait < 40 && (await tokensOf(customer.id)).length > 1; wait += 1) {
        await settle();
      }
      expect(await tokensOf(customer.id)).toHaveLength(1);

      await app.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('per-account auth limits', () => {
  it('refuses the 11th login a minute for one account, from any address, translated', async () => {
    const customer = await createCustomer(server.db);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const reply = await post('/auth/login', { email_or_phone: customer.phone, password: 'nope' });
      expect(reply.statusCode).toBe(401);
    }
    const last = await call(server.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      language: 'ar',
      body: { email_or_phone: customer.phone.slice(1), password: customer.password },
    });
    expect(last.statusCode).toBe(429);
    const [reason] = last.json<{ errors: { code: string; message: string }[] }>().errors;
    expect(reason?.code).toBe('too_many_requests');
    expect(reason?.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses the 11th code check a minute for one phone, even with no code to guess', async () => {
    const phone = freshPhone();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await verifyToken(phone, '1234')).statusCode).toBe(422);
    }
    expect((await verifyToken(phone, '1234')).statusCode).toBe(429);
  });
});
