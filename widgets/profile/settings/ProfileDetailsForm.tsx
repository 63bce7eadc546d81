import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import type { CustomerProfile } from '../../../src/core/api/wire';
import { catalogImageSrc } from '../../../src/core/catalog';
import { normalizePhone } from '../../../src/core/validation';
import {
  firstNameSchema,
  lastNameSchema,
  optionalEmailSchema,
  phoneSchema,
} from '../../../src/core/validation/ruleSchemas';
import { Button } from '../../../src/ui/Button';
import { FormAlert, showServerFieldError, TextField, useRuleForm } from '../../../src/ui/form';
import { useSouq, useT } from '../../../src/ui/souq';
import { PictureField } from './PictureField';
import * as css from './ProfileSettings.css';

/** The form's fields, named as customer/update-profile names them, so refusals land on them. */
const detailsSchema = v.object({
  f_name: firstNameSchema,
  l_name: lastNameSchema,
  email: optionalEmailSchema,
  phone: phoneSchema,
});

/** What the form holds. */
type DetailsValues = v.InferOutput<typeof detailsSchema>;

/** The fields the server may refuse one by one. */
const DETAIL_FIELDS = ['f_name', 'l_name', 'email', 'phone'] as const;

/** The form's values as the profile on file gives them. */
const valuesOf = (profile: CustomerProfile): DetailsValues => ({
  f_name: profile.f_name,
  l_name: profile.l_name ?? '',
  email: profile.email ?? '',
  phone: profile.phone ?? '',
});

/** Props of `ProfileDetailsForm`. */
export interface ProfileDetailsFormProps {
  profile: CustomerProfile;
  /** Reads the profile from the server again, once the change is saved. */
  refresh: () => Promise<void>;
  /** Asks for the code of a phone the shop wants verified: a new one, or one left unverified. */
  onVerifyPhone: (phone: string) => void;
}

/**
 * The customer's names, e-mail, phone and picture (customer/update-profile, one multipart form
 * with the picture). Saved once per press; 'Profile updated successfully' is said under the
 * button, a refusal under the field it names, any other above the form. While the shop asks for
 * verified phones, a new phone goes on to its code, and one left unverified says so with a way
 * to verify it.
 */
export function ProfileDetailsForm({
  profile,
  refresh,
  onVerifyPhone,
}: ProfileDetailsFormProps): ReactNode {
  useSignals();
  const t = useT();
  const { api, shop } = useSouq();
  const verificationRequired = shop.phoneVerificationRequired.value;
  const unverifiedPhone =
    verificationRequired && profile.is_phone_verified === 0 ? profile.phone : undefined;
  const titleId = useId();
  const [picture, setPicture] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRuleForm<DetailsValues>({
    schema: detailsSchema,
    defaultValues: valuesOf(profile),
  });

  // The profile read anew (on opening, after saving) shows unless the customer is typing.
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) form.reset(valuesOf(profile));
  }, [profile, isDirty, form]);

  const submit = form.handleSubmit(async (values) => {
    if (saving) return;
    setProblem(null);
    setSaved(false);
    setSaving(true);
    const phone = values.phone.trim();
    const newPhone = normalizePhone(phone) !== profile.phone;
    try {
      await api.updateProfile({ ...values, email: values.email.trim(), phone }, picture, {
        silent: true,
      });
      setPicture(null);
      await refresh();
      form.reset(values);
      setSaved(true);
      if (newPhone && verificationRequired) onVerifyPhone(normalizePhone(phone));
    } catch (error) {
      if (!showServerFieldError(form, error, DETAIL_FIELDS)) {
        setProblem(t('Your profile could not be saved.'));
      }
    } finally {
      setSaving(false);
    }
  });

  return (
    <section className={css.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.cardTitle}>
        {t('Personal details')}
      </h2>
      <form className={css.fields} onSubmit={submit} noValidate>
        <FormAlert>{problem}</FormAlert>
        <PictureField
          current={catalogImageSrc(profile.image, shop.imageBaseUrls.value, 'customer_image_url')}
          chosen={picture}
          onChoose={setPicture}
        />
        <div className={css.fieldPair}>
          <TextField
            form={form}
            name="f_name"
            label={t('First name')}
            autoComplete="given-name"
            required
          />
          <TextField
            form={form}
            name="l_name"
            label={t('Last name')}
            autoComplete="family-name"
            required
          />
        </div>
        <div className={css.fieldPair}>
          <TextField
            form={form}
            name="email"
            label={t('Email (optional)')}
            type="email"
            autoComplete="email"
            dir="ltr"
          />
          <TextField
            form={form}
            name="phone"
            label={t('Phone number')}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            required
          />
        </div>
        {unverifiedPhone ? (
          <p className={css.unverified}>
            {t('Phone number is not verified')}
            <Button type="button" variant="ghost" onClick={() => onVerifyPhone(unverifiedPhone)}>
              {t('Verify your phone number')}
            </Button>
          </p>
        ) : null}
        <div className={css.actions}>
          <Button type="submit" loading={saving}>
            {t('Save changes')}
          </Button>
        </div>
        <p role="status" className={css.saved}>
          {saved ? t('Profile updated successfully') : ''}
        </p>
      </form>
    </section>
  );
}
