// @vitest-environment node
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { sentCode } from '../../testing/fakeSmsSender';
import { setPhoneVerification } from '../../testing/phoneVerificationSetting';
import { MAX_CODES_PER_WINDOW } from './codeBudgets';
import { logSmsSender } from './smsSender';

/*
 * Sign-up and login while the shop asks for phone verification (config customer_verification)
 * and while it does not; codes are read from the fake SMS sender, never from a reply.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 30_000);
afterAll(() => server.close());

let phoneCount = 0;
const freshPhone = () => {
  phoneCount += 1;
  return `+2012${String(phoneCount).padStart(8, '0')}`;
};
const PASSWORD = 'Verify#Phone2026';

async function signUp(phone: string) {
  const reply = await call(server.app, {
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    body: { f_name: 'Hana', l_name: 'Saad', phone, password: PASSWORD },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ token: string; is_phone_verified: number }>();
}

const login = (phone: string) =>
  call(server.app, {
    method: 'POST',
    url: '/api/v1/auth/login',
    body: { login_type: 'manual', field_type: 'phone', email_or_phone: phone, password: PASSWORD },
  });

const verify = (phone: string, otp: string) =>
  call(server.app, { method: 'POST', url: '/api/v1/auth/verify-phone', body: { phone, otp } });

describe('given a shop that asks for phone verification', () => {
  beforeAll(() => setPhoneVerification(server.db, true));
  afterAll(() => setPhoneVerification(server.db, false));

  it('answers sign-up with is_phone_verified 0 and sends the 4-digit code by SMS alone', async () => {
    const phone = freshPhone();
    const before = server.sms.sent.length;
    const reply = await signUp(phone);
    expect(reply.is_phone_verified).toBe(0);
    const code = sentCode(server.sms.sent.slice(before), phone, 'verify_phone');
    expect(code).toMatch(/^\d{4}$/);
    expect(JSON.stringify(reply)).not.toContain(code);
    expect(server.logs.join('\n')).not.toContain(`"otp":"${code}"`);
  });

  it('lets the token do nothing but wait for the code, then opens everything with it', async () => {
    const phone = freshPhone();
    const { token } = await signUp(phone);
    const info = await call(server.app, { url: '/api/v1/customer/info', token });
    expect(info.statusCode).toBe(403);
    expect(info.json()).toEqual({
      errors: [{ code: 'phone', message: 'Verify your phone number first' }],
    });
    const arabic = await call(server.app, { url: '/api/v1/customer/info', token, language: 'ar' });
    expect(arabic.json()).toEqual({
      errors: [{ code: 'phone', message: 'تحقَّق من رقم هاتفك أولًا' }],
    });
    const cart = await call(server.app, { url: '/api/v1/customer/cart/list', token });
    expect(cart.statusCode).toBe(403);

    expect((await verify(phone, sentCode(server.sms.sent, phone, 'verify_phone'))).statusCode).toBe(
      200,
    );
    const opened = await call(server.app, { url: '/api/v1/customer/info', token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ phone, is_phone_verified: 1 });
    const signedIn = await login(phone);
    expect(signedIn.json()).toMatchObject({ is_phone_verified: 1 });
  });

  it('sends a new code at each login until verified, at most 3 an hour, as for reset codes', async () => {
    const phone = freshPhone();
    const before = server.sms.sent.length;
    await signUp(phone);
    for (let attempt = 1; attempt < MAX_CODES_PER_WINDOW + 2; attempt += 1) {
      const reply = await login(phone);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ is_phone_verified: 0 });
    }
    const sent = server.sms.sent.slice(before).filter((outgoing) => outgoing.phone === phone);
    expect(sent).toHaveLength(MAX_CODES_PER_WINDOW);
  });
  it('names the phone the code went to when the customer signed in by e-mail', async () => {
    const phone = freshPhone();
    const email = `verify${phoneCount}@example.com`;
    await call(server.app, {
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      body: { f_name: 'Hana', l_name: 'Saad', phone, email, password: PASSWORD },
    });
    const byEmail = await call(server.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      body: {
        login_type: 'manual',
        field_type: 'email',
        email_or_phone: email,
        password: PASSWORD,
      },
    });
    expect(byEmail.json()).toMatchObject({ is_phone_verified: 0, phone });
    await verify(phone, sentCode(server.sms.sent, phone, 'verify_phone'));
    expect((await login(phone)).json()).not.toHaveProperty('phone');
  });

  it('sends the code again to a phone alone, only when it waits for one, at most 3 an hour', async () => {
    const resend = (phone: string) =>
      call(server.app, { method: 'POST', url: '/api/v1/auth/resend-otp', body: { phone } });
    const phone = freshPhone();
    await signUp(phone);
    const first = sentCode(server.sms.sent, phone, 'verify_phone');
    const before = server.sms.sent.length;
    const again = await resend(phone);
    expect(again.json()).toEqual({ message: 'OTP sent successfully' });
    const second = sentCode(server.sms.sent.slice(before), phone, 'verify_phone');
    if (second !== first) expect((await verify(phone, first)).statusCode).toBe(422);
    expect((await verify(phone, second)).statusCode).toBe(200);

    const afterVerified = server.sms.sent.length;
    expect((await resend(phone)).json()).toEqual({ message: 'OTP sent successfully' });
    const stranger = freshPhone();
    expect((await resend(stranger)).json()).toEqual({ message: 'OTP sent successfully' });
    expect(server.sms.sent.slice(afterVerified)).toEqual([]);

    const waiting = freshPhone();
    await signUp(waiting);
    const replies = [];
    for (let attempt = 1; attempt < MAX_CODES_PER_WINDOW + 1; attempt += 1) {
      replies.push((await resend(waiting)).statusCode);
    }
    expect(replies).toEqual([...Array(MAX_CODES_PER_WINDOW - 1).fill(200), 429]);
    expect((await resend('12')).statusCode).toBe(422);
  });

  it('sends a code to a phone changed on the profile, which verifies it', async () => {
    const phone = freshPhone();
    const { token } = await signUp(phone);
    await verify(phone, sentCode(server.sms.sent, phone, 'verify_phone'));
    const newPhone = freshPhone();
    const changed = await call(server.app, {
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      token,
      body: { f_name: 'Hana', l_name: 'Saad', phone: newPhone },
    });
    expect(changed.statusCode).toBe(200);
    const info = () => call(server.app, { url: '/api/v1/customer/info', token });
    expect((await info()).json()).toMatchObject({ phone: newPhone, is_phone_verified: 0 });
    const verified = await verify(newPhone, sentCode(server.sms.sent, newPhone, 'verify_phone'));
    expect(verified.statusCode).toBe(200);
    expect((await info()).json()).toMatchObject({ phone: newPhone, is_phone_verified: 1 });
  });
});

describe('given a shop that does not ask for phone verification', () => {
  it('answers sign-up with is_phone_verified 1, a token that opens everything, and sends no code', async () => {
    const phone = freshPhone();
    const { token, is_phone_verified } = await signUp(phone);
    expect(is_phone_verified).toBe(1);
    expect((await call(server.app, { url: '/api/v1/customer/info', token })).statusCode).toBe(200);
    expect(() => sentCode(server.sms.sent, phone, 'verify_phone')).toThrow();
  });
});

describe('given a login that names its field type', () => {
  it('finds no account when an e-mail is sent as a phone, or a phone as an e-mail', async () => {
    const phone = freshPhone();
    await signUp(phone);
    const asEmail = await call(server.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      body: {
        login_type: 'manual',
        field_type: 'email',
        email_or_phone: phone,
        password: PASSWORD,
      },
    });
    expect(asEmail.statusCode).toBe(401);
    const unknownType = await call(server.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { field_type: 'fax', email_or_phone: phone, password: PASSWORD },
    });
    expect(unknownType.statusCode).toBe(422);
    expect((await login(phone)).statusCode).toBe(200);
  });
});

describe('the demo SMS sender', () => {
  it('writes the code to the server log, where the demo tester reads it', () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line) => lines.push(line) } },
    });
    logSmsSender(app.log).sendCode({
      purpose: 'verify_phone',
      phone: '+201000000001',
      code: '1234',
    });
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        purpose: 'verify_phone',
        phone: '+201000000001',
        otp: '1234',
        msg: 'demo one-time code for +201000000001: 1234',
      }),
    ]);
  });
});
