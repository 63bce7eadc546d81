import { type RuleResult, refuse } from './ruleResult';

/**
 * The word typed to confirm deleting an account ('Type {word} to confirm'). Latin capitals in
 * both languages: typing them takes a deliberate moment, which is the point.
 */
export const ACCOUNT_DELETION_WORD = 'DELETE';

/** The confirmation word, typed exactly: same letters, same case, nothing around it. */
export function checkAccountDeletionWord(typed: string): RuleResult {
  return typed === ACCOUNT_DELETION_WORD ? null : refuse('The confirmation word does not match');
}
