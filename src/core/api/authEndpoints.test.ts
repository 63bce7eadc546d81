import { describe, expect, it } from 'vitest';
import { createAuthEndpoints } from './authEndpoints';
import { clientWith, fakeFetch, jsonReply, sentRequest } from './testDoubles';

const GUEST = '7d0c2b8e-3f5a-4c1d-9e2b-6a4f8c1d2e3f';

/** Auth endpoints over a client whose context is a guest (or a customer with `token`). */
function authOver(context: { guestId?: string | null; token?: string | null } = {}) {
  const fetch = fakeFetch(() => jsonReply(200, { token: 't', is_phone_verified: 1 }));
  const { api } = clientWith({ fetch, context: { guestId: GUEST, ...context } });
  return { auth: createAuthEndpoints(api.request), fetch };
}

describe('given the sign-in and sign-up calls', () => {
  it('login names a phone as a phone, and the guest whose cart joins the account', async () => {
    const { auth, fetch } = authOver();
    await auth.login({ emailOrPhone: ' +201001234567 ', password: 'secret' });
    const sent = sentRequest(fetch);
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/api/v1/auth/login');
    expect(sent.body).toEqual({
      login_type: 'manual',
      field_type: 'phone',
      email_or_phone: '+201001234567',
      password: 'secret',
      guest_id: GUEST,
    });
  });

  it('login names an e-mail as an e-mail', async () => {
    const { auth, fetch } = authOver();
    await auth.login({ emailOrPhone: 'mona@example.com', password: 'secret' });
    expect(sentRequest(fetch).body).toMatchObject({
      field_type: 'email',
      email_or_phone: 'mona@example.com',
    });
  });

  it('sign-up leaves out an empty e-mail and referral code, and names the guest', async () => {
    const { auth, fetch } = authOver();
    await auth.signUp({
      f_name: 'Mona',
      l_name: 'Adel',
      phone: '+201001234567',
      email: '',
      password: 'Souq#2026',
      ref_code: '',
    });
    const sent = sentRequest(fetch);
    expect(sent.url.pathname).toBe('/api/v1/auth/sign-up');
    expect(sent.body).toEqual({
      f_name: 'Mona',
      l_name: 'Adel',
      phone: '+201001234567',
      password: 'Souq#2026',
      guest_id: GUEST,
    });
  });

  it('sign-up sends the e-mail and referral code when given', async () => {
    const { auth, fetch } = authOver({ guestId: null });
    await auth.signUp({
      f_name: 'Mona',
      l_name: 'Adel',
      phone: '+201001234567',
      email: 'mona@example.com',
      password: 'Souq#2026',
      ref_code: 'MONA2026',
    });
    expect(sentRequest(fetch).body).toEqual({
      f_name: 'Mona',
      l_name: 'Adel',
      phone: '+201001234567',
      email: 'mona@example.com',
      password: 'Souq#2026',
      ref_code: 'MONA2026',
    });
  });
});

describe('given a phone waiting for its verification code', () => {
  it('resendVerificationCode asks for a new one by the phone alone', async () => {
    const { auth, fetch } = authOver();
    await auth.resendVerificationCode('+201001234567');
    const sent = sentRequest(fetch);
    expect([sent.method, sent.url.pathname]).toEqual(['POST', '/api/v1/auth/resend-otp']);
    expect(sent.body).toEqual({ phone: '+201001234567' });
  });
});

describe('given the forgotten-password calls', () => {
  it('forgotPassword asks for a code for the phone', async () => {
    const { auth, fetch } = authOver();
    await auth.forgotPassword('+201001234567');
    const sent = sentRequest(fetch);
    expect([sent.method, sent.url.pathname]).toEqual(['POST', '/api/v1/auth/forgot-password']);
    expect(sent.body).toEqual({ phone: '+201001234567' });
  });

  it('verifyResetCode sends the code as reset_token', async () => {
    const { auth, fetch } = authOver();
    await auth.verifyResetCode('+201001234567', '1234');
    const sent = sentRequest(fetch);
    expect([sent.method, sent.url.pathname]).toEqual(['POST', '/api/v1/auth/verify-token']);
    expect(sent.body).toEqual({ phone: '+201001234567', reset_token: '1234' });
  });

  it('resetPassword puts the new password twice with the code', async () => {
    const { auth, fetch } = authOver();
    await auth.resetPassword({
      phone: '+201001234567',
      resetToken: '1234',
      password: 'Souq#2026',
      confirmPassword: 'Souq#2026',
    });
    const sent = sentRequest(fetch);
    expect([sent.method, sent.url.pathname]).toEqual(['PUT', '/api/v1/auth/reset-password']);
    expect(sent.body).toEqual({
      phone: '+201001234567',
      reset_token: '1234',
      password: 'Souq#2026',
      confirm_password: 'Souq#2026',
    });
  });
});
