/*
 * A customer's first and last name (sign-up, profile): required, and no longer than the demo
 * server keeps (demo-site/server/routes/account/authInput.ts). Characters are counted as a person
 * counts them, so a name in any script has the same room.
 */
import { characterCount } from './characterCount';
import { type RuleResult, refuse } from './ruleResult';

/** Most characters of a first or a last name. */
export const PERSON_NAME_MAX_LENGTH = 100;

function checkName(name: string, missing: 'First name is required' | 'Last name is required') {
  const trimmed = name.trim();
  if (trimmed.length === 0) return refuse(missing);
  return characterCount(trimmed) > PERSON_NAME_MAX_LENGTH
    ? refuse('Name must be at most 100 characters')
    : null;
}

/** A customer's first name. */
export function checkFirstName(name: string): RuleResult {
  return checkName(name, 'First name is required');
}

/** A customer's last name. */
export function checkLastName(name: string): RuleResult {
  return checkName(name, 'Last name is required');
}
