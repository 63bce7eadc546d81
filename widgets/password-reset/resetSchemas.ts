/*
 * The password reset's forms, checked by the rules of src/core/validation; the names are the
 * server's, so a refusal of one lands on it.
 */
import * as v from 'valibot';
import { newPasswordPairSchema, phoneSchema } from '../../src/core/validation/ruleSchemas';

/** The phone of the account, which the code is sent to. */
export const resetPhoneSchema = v.object({ phone: phoneSchema });

/** What the phone step holds. */
export type ResetPhoneValues = v.InferOutput<typeof resetPhoneSchema>;

/** The new password, twice. */
export const newPasswordSchema = newPasswordPairSchema;

/** What the new password step holds. */
export type NewPasswordValues = v.InferOutput<typeof newPasswordSchema>;
