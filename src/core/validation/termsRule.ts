import { type RuleResult, refuse } from './ruleResult';

/** The terms and conditions box must be ticked (sign-up and registration forms). */
export function checkTermsAccepted(accepted: boolean): RuleResult {
  return accepted ? null : refuse('You must accept the terms and conditions');
}
