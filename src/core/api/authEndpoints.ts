/*
 * The calls of signing in and up, and of a forgotten password (issue #20), as the demo server
 * takes them (6amMart v1 auth paths). A login and a sign-up name the visitor's guest id, so the
 * server joins the guest's cart to the account. A phone that must be verified is sent a new code
 * by `resendVerificationCode` (or when the customer signs in again), and a reset code when
 * `forgotPassword` is asked again. Phone verification is `verifyPhone` of the account endpoints.
 */
import type { CallOptions, Requester } from './requestOptions';
import type { MessageReply, SignedInReply } from './wire';

/** What a customer signs in with: their phone or e-mail, and their password. */
export interface LoginCredentials {
  /** A phone (with its calling code) or an e-mail address, as typed. */
  emailOrPhone: string;
  password: string;
}

/** What a visitor signs up with. */
export interface SignUpFields {
  f_name: string;
  l_name: string;
  /** The phone with its calling code ('+' and digits). */
  phone: string;
  /** Left out when the visitor gives none. */
  email?: string | undefined;
  password: string;
  /** Another customer's referral code; left out when the visitor has none. */
  ref_code?: string | undefined;
}

/** A new password set with the reset code sent to the phone. */
export interface PasswordReset {
  phone: string;
  /** The 4-digit code sent to the phone. */
  resetToken: string;
  password: string;
  confirmPassword: string;
}

/** The sign-in, sign-up and password-reset endpoint functions. */
export interface AuthEndpoints {
  /** POST /api/v1/auth/login, naming the guest so that their cart joins the account. */
  login(credentials: LoginCredentials, call?: CallOptions): Promise<SignedInReply>;
  /** POST /api/v1/auth/sign-up, naming the guest so that their cart joins the new account. */
  signUp(fields: SignUpFields, call?: CallOptions): Promise<SignedInReply>;
  /**
   * POST /api/v1/auth/resend-otp: a new verification code to a phone that waits for one, asked by
   * the phone alone (3 an hour; the same reply whether or not the phone has an account).
   */
  resendVerificationCode(phone: string, call?: CallOptions): Promise<MessageReply>;
  /** POST /api/v1/auth/forgot-password: a reset code is sent to the phone (asked again: a new one). */
  forgotPassword(phone: string, call?: CallOptions): Promise<MessageReply>;
  /** POST /api/v1/auth/verify-token: whether the reset code is the one sent, leaving it unused. */
  verifyResetCode(phone: string, resetToken: string, call?: CallOptions): Promise<MessageReply>;
  /** PUT /api/v1/auth/reset-password: the new password, with the code that allows it. */
  resetPassword(reset: PasswordReset, call?: CallOptions): Promise<MessageReply>;
}

/** Builds the auth endpoint functions on top of a requester. */
export function createAuthEndpoints(request: Requester): AuthEndpoints {
  return {
    login: ({ emailOrPhone, password }, call) => {
      const name = emailOrPhone.trim();
      return request<SignedInReply>('/api/v1/auth/login', {
        ...call,
        method: 'POST',
        guest: 'body',
        body: {
          login_type: 'manual',
          field_type: name.includes('@') ? 'email' : 'phone',
          email_or_phone: name,
          password,
        },
      });
    },
    signUp: ({ email, ref_code, ...fields }, call) =>
      request<SignedInReply>('/api/v1/auth/sign-up', {
        ...call,
        method: 'POST',
        guest: 'body',
        body: { ...fields, ...(email ? { email } : {}), ...(ref_code ? { ref_code } : {}) },
      }),
    resendVerificationCode: (phone, call) =>
      request<MessageReply>('/api/v1/auth/resend-otp', {
        ...call,
        method: 'POST',
        body: { phone },
      }),
    forgotPassword: (phone, call) =>
      request<MessageReply>('/api/v1/auth/forgot-password', {
        ...call,
        method: 'POST',
        body: { phone },
      }),
    verifyResetCode: (phone, resetToken, call) =>
      request<MessageReply>('/api/v1/auth/verify-token', {
        ...call,
        method: 'POST',
        body: { phone, reset_token: resetToken },
      }),
    resetPassword: ({ phone, resetToken, password, confirmPassword }, call) =>
      request<MessageReply>('/api/v1/auth/reset-password', {
        ...call,
        method: 'PUT',
        body: { phone, reset_token: resetToken, password, confirm_password: confirmPassword },
      }),
  };
}
