/*
 * The tracking form's fields, checked by the rules of src/core/validation. Digits typed in
 * Arabic-Indic are read as Latin before any rule, so a shopper on an Arabic keyboard tracks the
 * same order; the fields keep what was typed. The names are the server's, so a refusal of one
 * lands on it.
 */
import * as v from 'valibot';
import { checkPhone } from '../../src/core/validation';
import { latinDigits } from '../../src/core/validation/latinDigits';
import { checkOrderId } from '../../src/core/validation/orderIdRule';
import type { RuleResult } from '../../src/core/validation/ruleResult';

/** The text of a field, its digits written in Latin and its ends trimmed, checked by `check`. */
const digitsField = (check: (value: string) => RuleResult) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((typed) => latinDigits(typed).trim()),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const failure = check(dataset.value);
      // The rule's message key, translated where the field shows it.
      if (failure !== null) addIssue({ message: failure.key });
    }),
  );

/** A visitor names the order by its id and the phone it was placed with. */
export const visitorTrackSchema = v.object({
  order_id: digitsField(checkOrderId),
  contact_number: digitsField(checkPhone),
});

/** A signed-in customer's own orders need no phone. */
export const customerTrackSchema = v.object({
  order_id: digitsField(checkOrderId),
  contact_number: v.optional(v.string(), ''),
});

/** What the form holds and hands on: the id's digits, and the phone (empty for a customer). */
export type TrackFormValues = v.InferOutput<typeof visitorTrackSchema>;
