import { type ReactNode, useId, useState } from 'react';
import { isApiError } from '../../src/core/api/ApiError';
import { SIGN_IN_PATH } from '../../src/core/api/errorPolicy';
import { normalizePhone } from '../../src/core/validation';
import { Button } from '../../src/ui/Button';
import {
  CodeEntry,
  FormAlert,
  PasswordField,
  showServerFieldError,
  TextField,
  useRuleForm,
} from '../../src/ui/form';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { useAuthEndpoints, useT } from '../../src/ui/souq';
import * as css from './PasswordReset.css';
import type { ResetStep } from './resetSteps';
import {
  type NewPasswordValues,
  newPasswordSchema,
  type ResetPhoneValues,
  resetPhoneSchema,
} from './resetSchemas';

/** The message of a failed call as the server said it, or the fallback. */
const refusalOf = (error: unknown, fallback: string) =>
  isApiError(error) ? (error.messages[0] ?? fallback) : fallback;

/**
 * The forgotten password page (route /auth/forgot-password): the account's phone, the code sent
 * to it, the new password twice, then the way to sign in with it.
 */
export function PasswordReset(): ReactNode {
  const t = useT();
  const titleId = useId();
  const auth = useAuthEndpoints();
  const [state, setState] = useState<ResetStep>({ step: 'phone' });

  return (
    <div className={css.page} part="root">
      <section className={css.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={css.title}>
          {t('Reset your password')}
        </h1>
        {stepView()}
        <p className={css.links}>
          <StorefrontLink to={SIGN_IN_PATH}>{t('Back to sign in')}</StorefrontLink>
        </p>
      </section>
    </div>
  );

  function stepView(): ReactNode {
    switch (state.step) {
      case 'phone':
        return <PhoneStep onSent={(phone) => setState({ step: 'code', phone })} />;
      case 'code':
        return (
          <>
            <p className={css.intro}>
              {t('Enter the 4-digit code we sent to {phone}.', {
                phone: `\u2066${state.phone}\u2069`,
              })}
            </p>
            <CodeEntry
              verify={async (code) => {
                await auth.verifyResetCode(state.phone, code, { silent: true });
                setState({ step: 'password', phone: state.phone, code });
              }}
              resend={async () => {
                await auth.forgotPassword(state.phone, { silent: true });
              }}
            />
            <Button
              type="button"
              variant="ghost"
              className={css.changePhone}
              onClick={() => setState({ step: 'phone' })}
            >
              {t('Change phone number')}
            </Button>
          </>
        );
      case 'password':
        return (
          <NewPasswordStep
            phone={state.phone}
            code={state.code}
            onChanged={() => setState({ step: 'done' })}
            onCodeRefused={() => setState({ step: 'code', phone: state.phone })}
          />
        );
      case 'done':
        return (
          <p className={css.intro} role="status">
            {t('Your password has been changed. Sign in with your new password.')}
          </p>
        );
      default:
        return state satisfies never;
    }
  }
}

/** The account's phone; a code is sent to it. */
function PhoneStep({ onSent }: { onSent: (phone: string) => void }): ReactNode {
  const t = useT();
  const auth = useAuthEndpoints();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useRuleForm<ResetPhoneValues>({
    schema: resetPhoneSchema,
    defaultValues: { phone: '' },
  });
  const submit = form.handleSubmit(async ({ phone }) => {
    setRefusal(null);
    const number = normalizePhone(phone);
    try {
      await auth.forgotPassword(number, { silent: true });
      onSent(number);
    } catch (error) {
      if (!showServerFieldError(form, error, ['phone'])) {
        setRefusal(refusalOf(error, t('Something went wrong')));
      }
    }
  });
  return (
    <>
      <p className={css.intro}>
        {t('Enter the phone number of your account and we will send you a code.')}
      </p>
      <form className={css.form} onSubmit={submit} noValidate>
        <FormAlert>{refusal}</FormAlert>
        <TextField
          form={form}
          name="phone"
          label={t('Phone number')}
          hint={t('With the country code, e.g. +201012345678')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          required
        />
        <Button type="submit" loading={form.formState.isSubmitting} className={css.submit}>
          {t('Send code')}
        </Button>
      </form>
    </>
  );
}

/** Props of `NewPasswordStep`. */
interface NewPasswordStepProps {
  phone: string;
  code: string;
  onChanged: () => void;
  /** The code expired or was used meanwhile: a new one is needed. */
  onCodeRefused: () => void;
}

/** The new password, twice, set with the accepted code. */
function NewPasswordStep({
  phone,
  code,
  onChanged,
  onCodeRefused,
}: NewPasswordStepProps): ReactNode {
  const t = useT();
  const auth = useAuthEndpoints();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useRuleForm<NewPasswordValues>({
    schema: newPasswordSchema,
    defaultValues: { password: '', confirm_password: '' },
  });
  const submit = form.handleSubmit(async ({ password, confirm_password }) => {
    setRefusal(null);
    try {
      await auth.resetPassword(
        { phone, resetToken: code, password, confirmPassword: confirm_password },
        { silent: true },
      );
      onChanged();
    } catch (error) {
      if (isApiError(error) && error.code === 'reset_token') onCodeRefused();
      else if (!showServerFieldError(form, error, ['password', 'confirm_password'])) {
        setRefusal(refusalOf(error, t('Something went wrong')));
      }
    }
  });
  return (
    <>
      <p className={css.intro}>{t('Choose a new password')}</p>
      <form className={css.form} onSubmit={submit} noValidate>
        <FormAlert>{refusal}</FormAlert>
        <PasswordField
          form={form}
          name="password"
          label={t('New password')}
          hint={t('At least 8 characters')}
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
        <Button type="submit" loading={form.formState.isSubmitting} className={css.submit}>
          {t('Save password')}
        </Button>
      </form>
    </>
  );
}
