import * as v from 'valibot';
import { personText } from './fieldRules';

/** Longest first or last name accepted. */
const NAME_MAX_LENGTH = 100;

const optionalText = v.optional(v.nullable(v.string()));

/** Body of POST auth/sign-up; the phone, e-mail and password rules run after the shape check. */
export const signUpInput = v.object({
  f_name: personText(NAME_MAX_LENGTH),
  l_name: personText(NAME_MAX_LENGTH),
  phone: v.string(),
  email: optionalText,
  password: v.string(),
  guest_id: v.optional(v.unknown()),
});

/**
 * Body of POST auth/login: 6amMart's `email_or_phone` with `field_type` ('phone' or 'email') and
 * `login_type` 'manual' (the only kind the demo has), or its older `phone` or `email` fields.
 */
export const loginInput = v.object({
  login_type: v.optional(v.literal('manual')),
  field_type: v.optional(v.picklist(['phone', 'email'])),
  email_or_phone: optionalText,
  phone: optionalText,
  email: optionalText,
  password: v.string(),
  guest_id: v.optional(v.unknown()),
});

/** Body of POST auth/verify-phone. */
export const verifyPhoneInput = v.object({ phone: v.string(), otp: v.string() });

/** Body of POST auth/resend-otp: the phone that waits for its verification code. */
export const resendCodeInput = v.object({ phone: v.string() });

/** Body of POST auth/forgot-password. */
export const forgotPasswordInput = v.object({ phone: v.string() });

/** Body of POST auth/verify-token: the reset code sent to the phone. */
export const verifyResetCodeInput = v.object({ phone: v.string(), reset_token: v.string() });

/** Body of PUT auth/reset-password. */
export const resetPasswordInput = v.object({
  phone: v.string(),
  reset_token: v.string(),
  password: v.string(),
  confirm_password: v.string(),
});

/**
 * Body (or form fields) of PUT or POST customer/update-profile; an absent e-mail or phone keeps
 * the one on file, and a password (6amMart changes it here) is changed only when one is typed.
 * The picture comes as the form's `image` file.
 */
export const updateProfileInput = v.object({
  f_name: personText(NAME_MAX_LENGTH),
  l_name: personText(NAME_MAX_LENGTH),
  email: optionalText,
  phone: optionalText,
  password: optionalText,
});
