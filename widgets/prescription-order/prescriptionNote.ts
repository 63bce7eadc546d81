/*
 * The note a prescription order carries (`order_note`): optional, and no longer than the server
 * takes it (demo-site/server/routes/order/orderInput.ts reads at most 1000 characters).
 */
import * as v from 'valibot';
import { characterCount } from '../../src/core/validation/characterCount';
import { type RuleResult, refuse } from '../../src/core/validation/ruleResult';

/** Most characters of the note to the pharmacy. */
export const PRESCRIPTION_NOTE_MAX_LENGTH = 1000;

/** The note to the pharmacy: optional, at most 1000 characters as a person counts them. */
export function checkPrescriptionNote(note: string): RuleResult {
  return characterCount(note) > PRESCRIPTION_NOTE_MAX_LENGTH
    ? refuse('The note must be at most 1000 characters')
    : null;
}

/** What the note's form holds. */
export interface PrescriptionNoteValues {
  note: string;
}

/** The note's form schema: a refusal's message is the rule's message key. */
export const prescriptionNoteSchema = v.object({
  note: v.pipe(
    v.optional(v.string(), ''),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const failure = checkPrescriptionNote(dataset.value);
      if (failure !== null) addIssue({ message: failure.key });
    }),
  ),
});
