/*
 * Contract rows of accounts: sign-up, login, phone verification and the forgotten-password steps.
 * Codes go to the server's log and never to a reply, so only a missing or wrong code shows here;
 * each row signs up a phone of its own, so the rows share no account.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import type { ContractRequest } from '../contractBackend';
import { API, type ContractRow, post, refusal, row } from '../contractRow';
import { messageShape } from '../replyShapes';

/** A phone no other row uses: an Egyptian mobile number with a random subscriber part. */
const freshPhone = () => `+2010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

const PASSWORD = 'Souq#Contract2026';

const signUp = (phone: string, password = PASSWORD) =>
  post('/auth/sign-up', { f_name: 'Mona', l_name: 'Adel', phone, password });

const signedInShape = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  is_phone_verified: v.picklist([0, 1]),
});

const resetPassword = (body: Record<string, unknown>): ContractRequest => ({
  method: 'PUT',
  path: `${API}/auth/reset-password`,
  body,
});

const signedUpPhone = freshPhone();
const takenPhone = freshPhone();
const loginPhone = freshPhone();
const wrongPasswordPhone = freshPhone();

/**
 * Sign-up, login, verify-phone, resend-otp, forgot-password, verify-token and reset-password.
 */
export const authRows: ContractRow[] = [
  row({
    endpoint: 'POST /api/v1/auth/sign-up',
    when: 'a visitor signs up with a new phone',
    as: 'nobody',
    request: () => signUp(signedUpPhone),
    status: 200,
    reply: signedInShape,
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/sign-up',
    when: 'the password is one everybody uses',
    as: 'nobody',
    request: () => signUp(freshPhone(), '12345678'),
    status: 422,
    code: 'password',
    message: 'This password is too common. Choose a less common one',
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/sign-up',
    when: 'the phone already has an account',
    as: 'nobody',
    given: () => [signUp(takenPhone)],
    request: () => signUp(takenPhone),
    status: 409,
    code: 'phone',
    message: 'This phone number is already registered',
    language: 'ar',
  }),
  row({
    endpoint: 'POST /api/v1/auth/login',
    when: 'the customer signs in with the phone and password they signed up with',
    as: 'nobody',
    given: () => [signUp(loginPhone)],
    request: () => post('/auth/login', { email_or_phone: loginPhone, password: PASSWORD }),
    status: 200,
    reply: signedInShape,
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/login',
    when: 'the password is wrong',
    as: 'nobody',
    given: () => [signUp(wrongPasswordPhone)],
    request: () =>
      post('/auth/login', { email_or_phone: wrongPasswordPhone, password: 'Not#The2026One' }),
    status: 401,
    code: 'auth-001',
    message: 'Invalid credentials',
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/login',
    when: 'no phone or e-mail is named',
    as: 'nobody',
    request: () => post('/auth/login', { email_or_phone: ' ', password: PASSWORD }),
    status: 422,
    code: 'email_or_phone',
    message: '{field} is required',
    values: { field: 'email_or_phone' },
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/verify-phone',
    when: 'the code is not the one sent',
    as: 'nobody',
    request: () => post('/auth/verify-phone', { phone: freshPhone(), otp: '0000' }),
    status: 422,
    code: 'otp',
    message: 'Invalid OTP',
  }),
  row({
    endpoint: 'POST /api/v1/auth/resend-otp',
    when: 'a new verification code is asked for by the phone alone, whoever has it',
    as: 'nobody',
    request: () => post('/auth/resend-otp', { phone: freshPhone() }),
    status: 200,
    reply: messageShape,
    holds: (reply) => expect(reply.message).toBe('OTP sent successfully'),
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/resend-otp',
    when: 'the phone is not a phone',
    as: 'nobody',
    request: () => post('/auth/resend-otp', { phone: '+20 call me' }),
    status: 422,
    code: 'phone',
    message: 'Invalid phone number',
  }),
  row({
    endpoint: 'POST /api/v1/auth/forgot-password',
    when: 'a code is asked for, whether or not the phone has an account',
    as: 'nobody',
    request: () => post('/auth/forgot-password', { phone: freshPhone() }),
    status: 200,
    reply: messageShape,
    holds: (reply) => expect(reply.message).toBe('OTP sent successfully'),
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/verify-token',
    when: 'no code was asked for that phone',
    as: 'nobody',
    request: () => post('/auth/verify-token', { phone: freshPhone(), reset_token: '1234' }),
    status: 422,
    code: 'reset_token',
    message: 'Invalid OTP',
  }),
  refusal({
    endpoint: 'PUT /api/v1/auth/reset-password',
    when: 'the two passwords differ',
    as: 'nobody',
    request: () =>
      resetPassword({
        phone: freshPhone(),
        reset_token: '1234',
        password: PASSWORD,
        confirm_password: 'Other#Pass2026',
      }),
    status: 422,
    code: 'confirm_password',
    message: 'Passwords must match',
  }),
];
