import { type ReactNode, useId, useState } from 'react';
import { isApiError } from '../../src/core/api/ApiError';
import { FORGOT_PASSWORD_PATH } from '../../src/core/catalog/authPaths';
import { returnTarget } from '../../src/core/session/returnTarget';
import { isEmailName, normalizePhone } from '../../src/core/validation';
import { useSouqNavigate } from '../../src/elements/host/useSouqNavigate';
import { Button } from '../../src/ui/Button';
import {
  FormAlert,
  PasswordField,
  showServerFieldError,
  TextField,
  useRuleForm,
} from '../../src/ui/form';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { useAuthEndpoints, useSignIn, useT } from '../../src/ui/souq';
import { Otp } from '../otp/Otp';
import { signUpPath } from '../sign-up/signUpPath';
import * as css from './SignIn.css';
import { SIGN_IN_FIELDS, type SignInValues, signInSchema } from './signInSchema';

/** Props of `SignIn`. */
export interface SignInProps {
  /**
   * Where to return once signed in (`/auth/sign-in?from=`): a path of this storefront only; any
   * other address, or none, returns to /home.
   */
  from?: string | undefined;
}

/**
 * The sign-in page (route /auth/sign-in?from=): a phone or an e-mail and the password. The
 * guest's cart joins the account; the customer then returns to `from`. A customer the shop asks
 * to verify their phone first (signing in by phone or by e-mail) is asked for the code sent to
 * it, and signed in once it is right. The link to sign-up carries `from` along.
 */
export function SignIn({ from }: SignInProps): ReactNode {
  const t = useT();
  const titleId = useId();
  const auth = useAuthEndpoints();
  const signIn = useSignIn();
  const go = useSouqNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The token the shop gave a customer who must verify their phone first, and that phone.
  const [unverified, setUnverified] = useState<{ phone: string; token: string } | null>(null);
  const form = useRuleForm<SignInValues>({
    schema: signInSchema,
    defaultValues: { email_or_phone: '', password: '' },
  });
  const target = returnTarget(from);

  const finish = async (token: string) => {
    await signIn(token);
    go(target);
  };

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const name = values.email_or_phone.trim();
    const byEmail = isEmailName(name);
    const credentials = {
      emailOrPhone: byEmail ? name : normalizePhone(name),
      password: values.password,
    };
    try {
      const reply = await auth.login(credentials, { silent: true });
      if (reply.is_phone_verified === 1) await finish(reply.token);
      // The server names the account's phone, which a customer signing in by e-mail did not type.
      else setUnverified({ phone: reply.phone ?? credentials.emailOrPhone, token: reply.token });
    } catch (error) {
      if (showServerFieldError(form, error, SIGN_IN_FIELDS)) return;
      setRefusal(isApiError(error) ? (error.messages[0] ?? null) : t('Something went wrong'));
    }
  });

  if (unverified) {
    return <Otp phone={unverified.phone} onVerified={() => finish(unverified.token)} />;
  }

  return (
    <div className={css.page} part="root">
      <section className={css.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={css.title}>
          {t('Sign In')}
        </h1>
        <p className={css.intro}>
          {t('Sign in with your phone number or email and your password.')}
        </p>
        <form className={css.form} onSubmit={submit} noValidate>
          <FormAlert>{refusal}</FormAlert>
          <TextField
            form={form}
            name="email_or_phone"
            label={t('Phone or email')}
            hint={t('With the country code, e.g. +201012345678')}
            autoComplete="username"
            // A phone or an e-mail reads left to right in Arabic too.
            dir="ltr"
            required
          />
          <PasswordField
            form={form}
            name="password"
            label={t('Password')}
            autoComplete="current-password"
            required
          />
          <StorefrontLink className={css.forgotLink} to={FORGOT_PASSWORD_PATH}>
            {t('Forgot password?')}
          </StorefrontLink>
          <Button type="submit" loading={form.formState.isSubmitting} className={css.submit}>
            {t('Sign In')}
          </Button>
        </form>
        <p className={css.links}>
          {t("Don't have an account?")}{' '}
          <StorefrontLink to={signUpPath(from)}>{t('Sign Up')}</StorefrontLink>
        </p>
      </section>
    </div>
  );
}
