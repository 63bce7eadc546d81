import * as v from 'valibot';
import { ApiFailure, type FailureReason } from '../../http/ApiFailure';

/*
 * The §5 validation messages of the sign-up, login and profile forms, checked on the server with
 * the same wording the forms show. Each rule returns the reason a value is refused, or null.
 */

const PHONE_MIN_DIGITS = 10;
// E.164 allows at most 15 digits, country code included.
const PHONE_MAX_DIGITS = 15;
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
const OTP_LENGTH = 4;

const reason = (field: string, message: FailureReason['message']): FailureReason => ({
  code: field,
  message,
  values: { field },
});

/** A phone as stored and looked up: '+' and its digits, so '2010…' and '+2010…' are one number. */
export function normalizePhone(phone: string): string {
  return `+${phone.trim().replace(/^\+/, '')}`;
}

/** Spec §5: digits with an optional '+', not starting with 0, at least 10 digits. */
export function checkPhone(field: string, phone: string): FailureReason | null {
  const trimmed = phone.trim();
  if (!/^\+?\d+$/.test(trimmed)) return reason(field, 'Invalid phone number');
  const digits = trimmed.replace(/^\+/, '');
  if (digits.startsWith('0')) return reason(field, 'Phone number must not start with 0');
  if (digits.length < PHONE_MIN_DIGITS)
    return reason(field, 'Phone number must be at least 10 digits');
  if (digits.length > PHONE_MAX_DIGITS) return reason(field, 'Invalid phone number');
  return null;
}

/** Spec §5: a password has at least 8 characters (and, to bound hashing work, at most 128). */
export function checkPassword(field: string, password: string): FailureReason | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return reason(field, 'Password must be at least 8 characters');
  }
  if (password.length > PASSWORD_MAX_LENGTH) return reason(field, '{field} is too long');
  return null;
}

/** Spec §5: the confirmation repeats the password. */
export function checkConfirmation(
  field: string,
  password: string,
  confirmation: string,
): FailureReason | null {
  return password === confirmation ? null : reason(field, 'Passwords must match');
}

const emailSchema = v.pipe(v.string(), v.maxLength(254), v.email());

/** Spec §5: a valid e-mail address. */
export function checkEmail(field: string, email: string): FailureReason | null {
  return v.is(emailSchema, email) ? null : reason(field, 'A valid email is required');
}

/** Spec §5 and §9: the OTP is 4 digits, numbers only. */
export function checkOtp(field: string, otp: string): FailureReason | null {
  if (!/^\d*$/.test(otp)) return reason(field, 'Only numbers are allowed');
  return otp.length === OTP_LENGTH ? null : reason(field, 'OTP must be 4 digits');
}

/** Refuses with 422 and every failed rule, or returns when all of them pass. */
export function refuseFailedRules(checks: readonly (FailureReason | null)[]): void {
  const reasons = checks.filter((check) => check !== null);
  if (reasons.length > 0) throw new ApiFailure(422, reasons);
}

/**
 * Text typed by a person (a name): trimmed, required, at most `max` characters, and free of
 * control characters, which PostgreSQL text cannot always hold (NUL) and no name contains.
 */
export const personText = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    v.maxLength(max),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
    v.regex(/^[^\u0000-\u001f\u007f]*$/),
  );
