/*
 * The details of an offline payment: the fields the shop's method asks the shopper to fill (a
 * transfer reference, the number paid from), each required or not as the method says, and at
 * most as long as the server keeps (demo-site/server/routes/order/offlinePaymentRoutes.ts).
 */
import * as v from 'valibot';
import { characterCount } from './characterCount';
import { type RuleResult, refuse } from './ruleResult';

/** Most characters of one detail of an offline payment, as the server keeps them. */
export const OFFLINE_FIELD_MAX_LENGTH = 191;

/** One detail a method asks for: its field name and whether the shopper must fill it. */
export interface OfflineFieldRule {
  name: string;
  required: boolean;
}

/** A detail of an offline payment: filled when required, and not longer than the server keeps. */
export function checkOfflineField(value: string, required: boolean): RuleResult {
  const text = value.trim();
  if (text === '') return required ? refuse('This field is required') : null;
  return characterCount(text) > OFFLINE_FIELD_MAX_LENGTH ? refuse('At most 191 characters') : null;
}

/** The details form of one method as a schema: every field it asks for, checked by the rule. */
export function offlineDetailsSchema(fields: readonly OfflineFieldRule[]) {
  const entries = fields.map(({ name, required }) => [
    name,
    v.pipe(
      v.optional(v.string(), ''),
      v.rawCheck<string>(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const failure = checkOfflineField(dataset.value, required);
        if (failure !== null) addIssue({ message: failure.key });
      }),
    ),
  ]);
  return v.object(Object.fromEntries(entries) as Record<string, v.GenericSchema<string, string>>);
}
