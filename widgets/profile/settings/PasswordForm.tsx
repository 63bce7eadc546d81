import { type ReactNode, useId, useState } from 'react';
import type * as v from 'valibot';
import type { CustomerProfile } from '../../../src/core/api/wire';
import { newPasswordPairSchema } from '../../../src/core/validation';
import { Button } from '../../../src/ui/Button';
import { FormAlert, PasswordField, showServerFieldError, useRuleForm } from '../../../src/ui/form';
import { useSouq, useT } from '../../../src/ui/souq';
import * as css from './ProfileSettings.css';

/** What the form holds: the new password and its confirmation. */
type PasswordValues = v.InferOutput<typeof newPasswordPairSchema>;

const EMPTY: PasswordValues = { password: '', confirm_password: '' };

/** Props of `PasswordForm`. */
export interface PasswordFormProps {
  /** The profile on file: the update that carries the password must carry the names too. */
  profile: CustomerProfile;
}

/**
 * Changing the password, as 6amMart does it: customer/update-profile with the names on file and
 * the new password (the server signs out every other session of the account). The rules of a new
 * password apply as the customer types; 'Password changed successfully' is said once it is saved.
 */
export function PasswordForm({ profile }: PasswordFormProps): ReactNode {
  const t = useT();
  const { api } = useSouq();
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRuleForm<PasswordValues>({ schema: newPasswordPairSchema, defaultValues: EMPTY });

  const submit = form.handleSubmit(async ({ password }) => {
    if (saving) return;
    setProblem(null);
    setSaved(false);
    setSaving(true);
    try {
      await api.updateProfile(
        { f_name: profile.f_name, l_name: profile.l_name ?? '', password },
        null,
        { silent: true },
      );
      form.reset(EMPTY);
      setSaved(true);
    } catch (error) {
      if (!showServerFieldError(form, error, ['password'])) {
        setProblem(t('An error happend while changing password'));
      }
    } finally {
      setSaving(false);
    }
  });

  return (
    <section className={css.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.cardTitle}>
        {t('Change password')}
      </h2>
      <form className={css.fields} onSubmit={submit} noValidate>
        <FormAlert>{problem}</FormAlert>
        <div className={css.fieldPair}>
          <PasswordField
            form={form}
            name="password"
            label={t('New password')}
            autoComplete="new-password"
            required
          />
          <PasswordField
            form={form}
            name="confirm_password"
            label={t('Confirm new password')}
            autoComplete="new-password"
            required
          />
        </div>
        <div className={css.actions}>
          <Button type="submit" loading={saving}>
            {t('Save password')}
          </Button>
        </div>
        <p role="status" className={css.saved}>
          {saved ? t('Password changed successfully') : ''}
        </p>
      </form>
    </section>
  );
}
