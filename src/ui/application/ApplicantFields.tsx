import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TERMS_PATH } from '../../core/catalog/authPaths';
import { CheckboxField, PasswordField, TextField } from '../form';
import { useStorefrontHref, useT } from '../souq';
import { VisuallyHidden } from '../VisuallyHidden';
import * as css from './Application.css';
import type { ApplicantValues } from './applicationSchema';

/** Props of the applicant's fields: a form whose values hold `ApplicantValues`. */
export interface ApplicantFieldsProps<TValues extends ApplicantValues & FieldValues> {
  form: UseFormReturn<TValues>;
}

/**
 * A field of `ApplicantValues` as a path of the whole form: TypeScript cannot see that a type
 * holding those fields has them as paths, so the name is widened here, once.
 */
const applicantPath = <TValues extends ApplicantValues & FieldValues>(
  name: keyof ApplicantValues,
) => name as Path<TValues>;

/** The applicant's first and last name, phone and e-mail. */
export function PersonFields<TValues extends ApplicantValues & FieldValues>({
  form,
}: ApplicantFieldsProps<TValues>): ReactNode {
  const t = useT();
  return (
    <div className={css.fields}>
      <TextField
        form={form}
        name={applicantPath<TValues>('f_name')}
        label={t('First name')}
        autoComplete="given-name"
        // A name reads in its own script's direction, whatever the page's.
        dir="auto"
        required
      />
      <TextField
        form={form}
        name={applicantPath<TValues>('l_name')}
        label={t('Last name')}
        autoComplete="family-name"
        dir="auto"
        required
      />
      <TextField
        form={form}
        name={applicantPath<TValues>('phone')}
        label={t('Phone number')}
        hint={t('With the country code, e.g. +201012345678')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        // A phone reads left to right in Arabic too: its '+' stays in front.
        dir="ltr"
        required
      />
      <TextField
        form={form}
        name={applicantPath<TValues>('email')}
        label={t('Email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        required
      />
    </div>
  );
}

/** A new password and its confirmation. */
export function PasswordFields<TValues extends ApplicantValues & FieldValues>({
  form,
}: ApplicantFieldsProps<TValues>): ReactNode {
  const t = useT();
  return (
    <div className={css.fields}>
      <PasswordField
        form={form}
        name={applicantPath<TValues>('password')}
        label={t('Password')}
        hint={t('At least 8 characters')}
        autoComplete="new-password"
        required
      />
      <PasswordField
        form={form}
        name={applicantPath<TValues>('confirm_password')}
        label={t('Confirm password')}
        autoComplete="new-password"
        required
      />
    </div>
  );
}

/** The terms box, and the link to read them in a new tab, so the form stays as filled in. */
export function TermsField<TValues extends ApplicantValues & FieldValues>({
  form,
}: ApplicantFieldsProps<TValues>): ReactNode {
  const t = useT();
  const href = useStorefrontHref();
  return (
    <div className={css.terms}>
      <CheckboxField
        form={form}
        name={applicantPath<TValues>('terms')}
        label={t('I agree to the Terms & Conditions')}
      />
      <a href={href(TERMS_PATH)} target="_blank" rel="noopener">
        {t('Read the Terms & Conditions')}
        <VisuallyHidden> {t('(opens in a new tab)')}</VisuallyHidden>
      </a>
    </div>
  );
}
