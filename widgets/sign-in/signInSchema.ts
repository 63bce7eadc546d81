/*
 * The sign-in form's fields, checked by the rules of src/core/validation; the names are the
 * server's, so a refusal of one lands on it.
 */
import * as v from 'valibot';
import { signInNameSchema, signInPasswordSchema } from '../../src/core/validation/ruleSchemas';

/** A phone or an e-mail, and the password. */
export const signInSchema = v.object({
  email_or_phone: signInNameSchema,
  password: signInPasswordSchema,
});

/** What the sign-in form holds. */
export type SignInValues = v.InferOutput<typeof signInSchema>;

/** Fields a refusal (422) may name. */
export const SIGN_IN_FIELDS = ['email_or_phone', 'password'] as const;
