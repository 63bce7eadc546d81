/*
 * What both application forms ask beyond their own fields, as valibot schema parts built from the
 * rules of src/core/validation: the applicant's name, phone and e-mail, a new password twice, the
 * terms, a choice from a list and a picture. Each issue's message is the rule's message key. (The
 * check that the passwords match is each form's own: valibot types it by the whole form.)
 */
import * as v from 'valibot';
import type { ApplicantAccount } from '../../core/api/supportEndpoints';
import type { MessageKey } from '../../core/i18n';
import { normalizePhone } from '../../core/validation/phoneRules';
import { type RuleResult, refuse } from '../../core/validation/ruleResult';
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  newPasswordSchema,
  phoneSchema,
  termsSchema,
} from '../../core/validation/ruleSchemas';

/** A check of a typed value, reported with the rule's message key. */
function byRule<TValue>(check: (value: TValue) => RuleResult) {
  return v.rawCheck<TValue>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const failure = check(dataset.value);
    if (failure !== null) addIssue({ message: failure.key });
  });
}

/**
 * A text field checked by a rule. A refusal that needs ICU values (a length limit) is said by
 * `withValues`, a message of its own that needs none: a form's error is a bare message key.
 */
export function ruleText(check: (value: string) => RuleResult, withValues?: MessageKey) {
  return v.pipe(
    v.optional(v.string(), ''),
    byRule((value: string) => {
      const failure = check(value);
      return failure?.values !== undefined && withValues ? refuse(withValues) : failure;
    }),
  );
}

/** A choice of a select or radio group, held as text: '' while none is made. */
export function ruleChoice(check: (chosen: number | null) => RuleResult) {
  return ruleText((value) => check(value === '' ? null : Number(value)));
}

/** A picture the form holds (already checked when chosen); `check` says when it is missing. */
export function rulePicture(check: (picture: Blob | null) => RuleResult = () => null) {
  return v.pipe(
    v.optional(v.nullable(v.custom<Blob>((value) => value instanceof Blob)), null),
    byRule(check),
  );
}

/** The applicant's account fields, by the server's names, so a refusal of one lands on it. */
export const applicantEntries = {
  f_name: firstNameSchema,
  l_name: lastNameSchema,
  phone: phoneSchema,
  email: emailSchema,
  password: newPasswordSchema,
  confirm_password: v.optional(v.string(), ''),
  terms: termsSchema,
};

/** The fields of `applicantEntries`, as a form holds them. */
export interface ApplicantValues {
  f_name: string;
  l_name: string;
  phone: string;
  email: string;
  password: string;
  confirm_password: string;
  terms: boolean;
}

/** An applicant who has typed nothing yet. */
export const EMPTY_APPLICANT: ApplicantValues = {
  f_name: '',
  l_name: '',
  phone: '',
  email: '',
  password: '',
  confirm_password: '',
  terms: false,
};

/** The applicant's account as both applications send it, trimmed, the phone in its plain form. */
export function applicantAccountOf(values: ApplicantValues): ApplicantAccount {
  return {
    fName: values.f_name.trim(),
    lName: values.l_name.trim(),
    phone: normalizePhone(values.phone),
    email: values.email.trim(),
    password: values.password,
  };
}
