/*
 * The fake shop's accounts: sign-up, login, phone verification and the forgotten-password steps,
 * as the demo server answers them (demo-site/server/routes/account/authRoutes.ts, codeRoutes.ts),
 * with the same form rules from src/core/validation. Codes are made and kept here but, as on the
 * server, never sent back: only a wrong or missing code can be shown through the API.
 */
import type { MessageReply, SignedInReply } from '../api/wire';
import type { MessageKey } from '../i18n/resources';
import {
  checkEmail,
  checkNewPassword,
  checkOtp,
  checkPasswordConfirmation,
  checkPhone,
  checkSignInPassword,
  normalizePhone,
  type RuleResult,
} from '../validation';
import { type FakeRequest, fieldsOf, refuse, translate } from './fakeHttp';

interface Account {
  phone: string;
  email: string | null;
  password: string;
  verified: boolean;
}

type Answer<T> = (request: FakeRequest) => T;

/** The fake's account routes. */
export interface FakeAuth {
  signUp: Answer<SignedInReply>;
  login: Answer<SignedInReply>;
  verifyPhone: Answer<MessageReply>;
  /** POST auth/resend-otp: a new code to a phone that waits for one, the same reply for any. */
  resendCode: Answer<MessageReply>;
  forgotPassword: Answer<MessageReply>;
  verifyToken: Answer<MessageReply>;
  resetPassword: Answer<MessageReply>;
  /** Sends a verification code to a phone the customer just changed to, when the shop asks. */
  phoneChanged(phone: string): void;
  /** Whether an account has the (normalised) phone. */
  hasPhone(phone: string): boolean;
  /** Whether an account has the e-mail, compared without regard to case. */
  hasEmail(email: string): boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Refuses with 422 on the first failed rule, named by its field, as the server's refuseFailedRules. */
function refuseFailedRule(results: Readonly<Record<string, RuleResult>>): void {
  for (const [field, result] of Object.entries(results)) {
    if (result !== null) refuse(422, field, result.key, { field, ...result.values });
  }
}

const INVALID_OTP: MessageKey = 'Invalid OTP';

/**
 * Accounts and one-time codes in memory; `issueToken` names each new session,
 * `verificationRequired` reads the config's customer_verification, as the server does per sign-in,
 * and `phoneVerified` hears of each phone verified (the signed-in customer's profile may have it).
 */
export function createFakeAuth(
  issueToken: () => string,
  verificationRequired: () => boolean = () => false,
  phoneVerified: (phone: string) => void = () => undefined,
): FakeAuth {
  const accounts = new Map<string, Account>();
  const codes = new Map<string, string>();
  const codeKey = (purpose: string, phone: string) => `${purpose}:${phone}`;
  const issueCode = (purpose: string, phone: string) =>
    codes.set(codeKey(purpose, phone), String(Math.floor(Math.random() * 10_000)).padStart(4, '0'));
  const checkCode = (purpose: string, phone: string, code: string, field: string) => {
    if (codes.get(codeKey(purpose, phone)) !== code) refuse(422, field, INVALID_OTP);
  };
  const message = (request: FakeRequest, key: MessageKey): MessageReply => ({
    message: translate(request.language, key),
  });
  const signedIn = (account: Account): SignedInReply => {
    const mustVerify = verificationRequired() && !account.verified;
    if (!mustVerify) return { token: issueToken(), is_phone_verified: 1 };
    issueCode('verify_phone', account.phone);
    return { token: issueToken(), is_phone_verified: 0, phone: account.phone };
  };
  const accountByEmail = (email: string) =>
    [...accounts.values()].find((each) => each.email?.toLowerCase() === email.toLowerCase());

  return {
    signUp: (request) => {
      const body = fieldsOf(request.body);
      const email = text(body.email).trim() || null;
      refuseFailedRule({
        phone: checkPhone(text(body.phone)),
        email: email === null ? null : checkEmail(email),
        password: checkNewPassword(text(body.password)),
      });
      const phone = normalizePhone(text(body.phone));
      if (accounts.has(phone)) refuse(409, 'phone', 'This phone number is already registered');
      const account = { phone, email, password: text(body.password), verified: false };
      accounts.set(phone, account);
      return signedIn(account);
    },
    login: (request) => {
      const body = fieldsOf(request.body);
      const name = text(body.email_or_phone ?? body.phone ?? body.email).trim();
      if (!name) {
        refuse(422, 'email_or_phone', '{field} is required', { field: 'email_or_phone' });
      }
      refuseFailedRule({ password: checkSignInPassword(text(body.password)) });
      const isEmail = name.includes('@');
      // 6amMart's field_type, when sent, must name what the name is.
      const fieldType = body.field_type;
      if (fieldType !== undefined && fieldType !== 'phone' && fieldType !== 'email') {
        refuse(422, 'field_type', '{field} is invalid', { field: 'field_type' });
      }
      const typeMatches = fieldType === undefined || (fieldType === 'email') === isEmail;
      const found = isEmail ? accountByEmail(name) : accounts.get(normalizePhone(name));
      const account = typeMatches ? found : undefined;
      if (!account || account.password !== text(body.password)) {
        refuse(401, 'auth-001', 'Invalid credentials');
      }
      return signedIn(account);
    },
    verifyPhone: (request) => {
      const body = fieldsOf(request.body);
      refuseFailedRule({ phone: checkPhone(text(body.phone)), otp: checkOtp(text(body.otp)) });
      const phone = normalizePhone(text(body.phone));
      checkCode('verify_phone', phone, text(body.otp), 'otp');
      codes.delete(codeKey('verify_phone', phone));
      const account = accounts.get(phone);
      if (account) account.verified = true;
      phoneVerified(phone);
      return message(request, 'Phone number verified successfully');
    },
    resendCode: (request) => {
      const body = fieldsOf(request.body);
      refuseFailedRule({ phone: checkPhone(text(body.phone)) });
      const account = accounts.get(normalizePhone(text(body.phone)));
      if (account && !account.verified && verificationRequired()) {
        issueCode('verify_phone', account.phone);
      }
      return message(request, 'OTP sent successfully');
    },
    forgotPassword: (request) => {
      const body = fieldsOf(request.body);
      refuseFailedRule({ phone: checkPhone(text(body.phone)) });
      issueCode('reset_password', normalizePhone(text(body.phone)));
      return message(request, 'OTP sent successfully');
    },
    verifyToken: (request) => {
      const body = fieldsOf(request.body);
      refuseFailedRule({
        phone: checkPhone(text(body.phone)),
        reset_token: checkOtp(text(body.reset_token)),
      });
      checkCode(
        'reset_password',
        normalizePhone(text(body.phone)),
        text(body.reset_token),
        'reset_token',
      );
      return message(request, 'OTP verified');
    },
    resetPassword: (request) => {
      const body = fieldsOf(request.body);
      const password = text(body.password);
      refuseFailedRule({
        phone: checkPhone(text(body.phone)),
        reset_token: checkOtp(text(body.reset_token)),
        password: checkNewPassword(password),
        confirm_password: checkPasswordConfirmation(password, text(body.confirm_password)),
      });
      const phone = normalizePhone(text(body.phone));
      checkCode('reset_password', phone, text(body.reset_token), 'reset_token');
      codes.delete(codeKey('reset_password', phone));
      const account = accounts.get(phone) ?? refuse(422, 'reset_token', INVALID_OTP);
      account.password = password;
      return message(request, 'Password changed successfully');
    },
    phoneChanged: (phone) => {
      if (verificationRequired()) issueCode('verify_phone', phone);
    },
    hasPhone: (phone) => accounts.has(phone),
    hasEmail: (email) => accountByEmail(email) !== undefined,
  };
}
