/*
 * The rules as valibot schemas, for forms validated by a schema (react-hook-form's valibot
 * resolver) or a server that parses a whole body. Each issue's message is the rule's message
 * key, to translate where it is shown; no rule used here has ICU values. A value that is not text
 * at all is refused with '{field} is invalid', its field being the issue's path.
 */
import * as v from 'valibot';
import type { MessageKey } from '../i18n/resources';
import { checkAccountDeletionWord } from './accountDeletionRule';
import {
  checkAddressDetail,
  checkAddressLine,
  checkAddressType,
  checkContactPersonName,
  checkLatitude,
  checkLongitude,
  isAddressType,
} from './addressRules';
import { checkDeliveryNote, checkOrderNote } from './checkoutRules';
import { checkEmail } from './emailRule';
import { checkOtp } from './otpRule';
import { checkNewPassword, checkPasswordConfirmation, checkSignInPassword } from './passwordRules';
import { checkFirstName, checkLastName } from './personNameRules';
import { checkPhone } from './phoneRules';
import { checkRefundReason } from './refundRules';
import { checkRating, checkReviewComment } from './reviewRules';
import { type RuleResult, refuse } from './ruleResult';
import { checkSignInName } from './signInNameRule';
import { checkTermsAccepted } from './termsRule';

/** A check of the value a schema has already typed, reported as an issue with the rule's key. */
function byRule<TValue>(check: (value: TValue) => RuleResult) {
  return v.rawCheck<TValue>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const failure = check(dataset.value);
    if (failure !== null) addIssue({ message: failure.key });
  });
}

/** Text, empty when left out; a value of another type can only come from a hand-made request. */
const text = () => v.optional(v.string('{field} is invalid'), '');

/** A text field checked by a rule. */
function textField(check: (value: string) => RuleResult) {
  return v.pipe(text(), byRule(check));
}

/**
 * A text field checked by a rule whose length refusal names the field in ICU values; the
 * refusal is said by `tooLong`, the field's own message, which needs none.
 */
function lengthCheckedField(check: (value: string) => RuleResult, tooLong: MessageKey) {
  return textField((value) => {
    const failure = check(value);
    return failure?.values === undefined ? failure : refuse(tooLong);
  });
}

/** A phone number (the phone rule). */
export const phoneSchema = textField(checkPhone);

/** An e-mail address. */
export const emailSchema = textField(checkEmail);

/** An optional e-mail address: empty, or valid. */
export const optionalEmailSchema = textField((email) =>
  email.trim() === '' ? null : checkEmail(email.trim()),
);

/** The phone or e-mail a customer signs in with. */
export const signInNameSchema = textField(checkSignInName);

/** A customer's first name. */
export const firstNameSchema = textField(checkFirstName);

/** A customer's last name. */
export const lastNameSchema = textField(checkLastName);

/** A new password (sign-up, reset, change). */
export const newPasswordSchema = textField(checkNewPassword);

/** A password typed to sign in. */
export const signInPasswordSchema = textField(checkSignInPassword);

/** A one-time code. */
export const otpSchema = textField(checkOtp);

/** The delivery note of an order. */
export const deliveryNoteSchema = textField(checkDeliveryNote);

/** The note of an order to its store. */
export const orderNoteSchema = textField(checkOrderNote);

/** The reason of a refund request. */
export const refundReasonSchema = textField(checkRefundReason);

/** The comment of a review. */
export const reviewCommentSchema = textField(checkReviewComment);

/** The contact person's name of an address. */
export const contactPersonNameSchema = textField(checkContactPersonName);

/** The kind of an address: home, office or others, typed as one of them once it passes. */
export const addressTypeSchema = v.pipe(
  textField(checkAddressType),
  // The rule has refused any other value; this narrows the type for the form's output.
  v.guard(isAddressType, 'Choose the address type'),
);

/** The address line of an address: required, at most 255 characters. */
export const addressLineSchema = lengthCheckedField(
  checkAddressLine,
  'Address must be at most 255 characters',
);

/** The name a customer gives an address: optional, at most 100 characters. */
export const addressLabelSchema = lengthCheckedField(
  (label) => checkAddressDetail('label', label),
  'Address label must be at most 100 characters',
);

/** The road (street) of an address: optional, at most 100 characters. */
export const roadSchema = lengthCheckedField(
  (road) => checkAddressDetail('road', road),
  'Street must be at most 100 characters',
);

/** The house number of an address: optional, at most 100 characters. */
export const houseSchema = lengthCheckedField(
  (house) => checkAddressDetail('house', house),
  'House number must be at most 100 characters',
);

/** The floor of an address: optional, at most 100 characters. */
export const floorSchema = lengthCheckedField(
  (floor) => checkAddressDetail('floor', floor),
  'Floor must be at most 100 characters',
);

/** The latitude of an address, as a form holds it: required, from −90 to 90. */
export const latitudeSchema = textField(checkLatitude);

/** The longitude of an address, as a form holds it: required, from −180 to 180. */
export const longitudeSchema = textField(checkLongitude);

/** The word typed to confirm deleting the account. */
export const accountDeletionWordSchema = textField(checkAccountDeletionWord);

/** The stars of a review; none yet is null. */
export const ratingSchema = v.pipe(v.nullish(v.number('Rating is required')), byRule(checkRating));

/** The terms and conditions box. */
export const termsSchema = v.pipe(
  v.optional(v.boolean('You must accept the terms and conditions'), false),
  byRule(checkTermsAccepted),
);

/** A new password and its confirmation; a mismatch is reported on `confirm_password`. */
export const newPasswordPairSchema = v.pipe(
  v.object({ password: newPasswordSchema, confirm_password: text() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm_password']],
      (input) => checkPasswordConfirmation(input.password, input.confirm_password) === null,
      'Passwords must match',
    ),
    ['confirm_password'],
  ),
);
