import * as v from 'valibot';
import { type RuleResult, refuse } from './ruleResult';

/** Longest e-mail address that can be delivered (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

const emailSchema = v.pipe(v.string(), v.maxLength(EMAIL_MAX_LENGTH), v.email());

/** A valid e-mail address (spec §5); surrounding spaces are the caller's to trim. */
export function checkEmail(email: string): RuleResult {
  return v.is(emailSchema, email) ? null : refuse('A valid email is required');
}
