/*
 * Phone rules (spec §5). A phone is written in international form, its '+' optional: the
 * country calling code, then the national number (Egypt's 0100 123 4567 is 201001234567). A
 * national number never starts with 0 in that form; a 0 there is the trunk prefix typed by habit
 * (Italy's landlines keep theirs, but they are not numbers this shop sends codes to).
 */
import { callingCodeLength } from './callingCode';
import { latinDigits } from './latinDigits';
import { type RuleResult, refuse } from './ruleResult';

/** Fewest digits of a phone, its calling code included. */
export const PHONE_MIN_DIGITS = 10;

/** Most digits of a phone, its calling code included: E.164 allows 15. */
export const PHONE_MAX_DIGITS = 15;

/**
 * A phone as stored and looked up: '+' and its Latin digits, so '2010…', '+2010…' and '+٢٠١٠…'
 * are one number.
 */
export function normalizePhone(phone: string): string {
  return `+${latinDigits(phone.trim()).replace(/^\+/, '')}`;
}

/**
 * A phone number, required: digits (Latin or Arabic-Indic) after an optional '+', 10 to 15 of
 * them, no leading 0.
 */
export function checkPhone(phone: string): RuleResult {
  const trimmed = latinDigits(phone.trim());
  if (trimmed.length === 0) return refuse('Phone number is required');
  if (!/^\+?\d+$/.test(trimmed)) return refuse('Invalid phone number');
  const digits = trimmed.replace(/^\+/, '');
  const national = digits.slice(callingCodeLength(digits));
  if (digits.startsWith('0') || national.startsWith('0')) {
    return refuse('Phone number must not start with 0');
  }
  if (digits.length < PHONE_MIN_DIGITS) return refuse('Phone number must be at least 10 digits');
  if (digits.length > PHONE_MAX_DIGITS) return refuse('Invalid phone number');
  return null;
}
