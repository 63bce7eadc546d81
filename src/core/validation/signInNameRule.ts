/*
 * What a customer signs in with: their phone or their e-mail, in one field (6amMart's
 * `email_or_phone`). Text with an '@' is read as an e-mail, anything else as a phone, as the demo
 * server reads it.
 */
import { checkEmail } from './emailRule';
import { checkPhone } from './phoneRules';
import { type RuleResult, refuse } from './ruleResult';

/** Whether a sign-in name is an e-mail address rather than a phone. */
export const isEmailName = (name: string): boolean => name.includes('@');

/** A phone or an e-mail to sign in with: required, and valid as what it is. */
export function checkSignInName(name: string): RuleResult {
  const trimmed = name.trim();
  if (trimmed.length === 0) return refuse('Phone or email is required');
  return isEmailName(trimmed) ? checkEmail(trimmed) : checkPhone(trimmed);
}
