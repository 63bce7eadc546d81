/*
 * Password rules (spec §5). A new password (sign-up, reset, change) must be long enough, not
 * blank and not a common one; signing in takes any non-empty password, because accounts made
 * under the older 6-character rule must still get in.
 */
import { characterCount } from './characterCount';
import { COMMON_PASSWORDS } from './commonPasswords';
import { type RuleResult, refuse } from './ruleResult';

/** Fewest characters a new password may have. */
export const PASSWORD_MIN_LENGTH = 8;

/** Most characters a password may have: it bounds the work of hashing one. */
export const PASSWORD_MAX_LENGTH = 128;

/** Whether a password is one of the most common ones, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** A password chosen for sign-up, reset or change. */
export function checkNewPassword(password: string): RuleResult {
  const length = characterCount(password);
  if (length === 0) return refuse('Password is required');
  if (length < PASSWORD_MIN_LENGTH) return refuse('Password must be at least 8 characters');
  if (length > PASSWORD_MAX_LENGTH) {
    return refuse('Password must be at most 128 characters');
  }
  if (password.trim().length === 0) return refuse('Password must not be only spaces');
  if (isCommonPassword(password)) {
    return refuse('This password is too common. Choose a less common one');
  }
  return null;
}

/** The confirmation of a new password repeats it exactly. */
export function checkPasswordConfirmation(password: string, confirmation: string): RuleResult {
  return password === confirmation ? null : refuse('Passwords must match');
}

/** A password typed to sign in: anything but nothing. */
export function checkSignInPassword(password: string): RuleResult {
  return password.length === 0 ? refuse('Password is required') : null;
}
