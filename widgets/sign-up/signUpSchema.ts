/*
 * The sign-up form's fields, checked by the rules of src/core/validation. The names are the
 * server's, so a refusal of one (a phone already registered) lands on it.
 */
import * as v from 'valibot';
import { checkPasswordConfirmation } from '../../src/core/validation';
import {
  firstNameSchema,
  lastNameSchema,
  newPasswordSchema,
  optionalEmailSchema,
  phoneSchema,
  termsSchema,
} from '../../src/core/validation/ruleSchemas';

/** Names, phone, optional e-mail, a new password twice, an optional referral code and the terms. */
export const signUpSchema = v.pipe(
  v.object({
    f_name: firstNameSchema,
    l_name: lastNameSchema,
    phone: phoneSchema,
    email: optionalEmailSchema,
    password: newPasswordSchema,
    confirm_password: v.optional(v.string(), ''),
    ref_code: v.optional(v.string(), ''),
    terms: termsSchema,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm_password']],
      (input) => checkPasswordConfirmation(input.password, input.confirm_password) === null,
      'Passwords must match',
    ),
    ['confirm_password'],
  ),
);

/** What the sign-up form holds. */
export type SignUpValues = v.InferOutput<typeof signUpSchema>;

/** Fields a refusal (422 or 409) may name. */
export const SIGN_UP_FIELDS = ['f_name', 'l_name', 'phone', 'email', 'password'] as const;
