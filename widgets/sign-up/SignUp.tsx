import { type ReactNode, useId, useState } from 'react';
import { isApiError } from '../../src/core/api/ApiError';
import { signInPath } from '../../src/core/catalog';
import { TERMS_PATH } from '../../src/core/catalog/authPaths';
import { returnTarget } from '../../src/core/session/returnTarget';
import { normalizePhone } from '../../src/core/validation';
import { useSouqNavigate } from '../../src/elements/host/useSouqNavigate';
import { Button } from '../../src/ui/Button';
import {
  CheckboxField,
  FormAlert,
  PasswordField,
  showServerFieldError,
  TextField,
  useRuleForm,
} from '../../src/ui/form';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { useAuthEndpoints, useSignIn, useT } from '../../src/ui/souq';
import { Otp } from '../otp/Otp';
import * as css from './SignUp.css';
import { SIGN_UP_FIELDS, type SignUpValues, signUpSchema } from './signUpSchema';

/** Props of `SignUp`. */
export interface SignUpProps {
  /**
   * Where to return once signed up (`/auth/sign-up?from=`): a path of this storefront only, as
   * for sign-in; any other address, or none, returns to /home.
   */
  from?: string | undefined;
}

/**
 * The sign-up page (route /auth/sign-up?from=): first and last name, phone, an optional e-mail, a
 * new password twice, an optional referral code and the terms. The guest's cart joins the new
 * account. When the shop asks new customers to verify their phone, the code sent to it comes
 * next; the customer is then signed in ('Signup successfully.') and returns to `from`. The link
 * to sign-in carries `from` along.
 */
export function SignUp({ from }: SignUpProps): ReactNode {
  const t = useT();
  const titleId = useId();
  const auth = useAuthEndpoints();
  const signIn = useSignIn();
  const go = useSouqNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The token of a new customer who must verify their phone first, and that phone.
  const [unverified, setUnverified] = useState<{ phone: string; token: string } | null>(null);
  const form = useRuleForm<SignUpValues>({
    schema: signUpSchema,
    defaultValues: {
      f_name: '',
      l_name: '',
      phone: '',
      email: '',
      password: '',
      confirm_password: '',
      ref_code: '',
      terms: false,
    },
  });

  const finish = async (token: string) => {
    await signIn(token, 'Signup successfully.');
    go(returnTarget(from));
  };

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const phone = normalizePhone(values.phone);
    try {
      const reply = await auth.signUp(
        {
          f_name: values.f_name.trim(),
          l_name: values.l_name.trim(),
          phone,
          email: values.email.trim(),
          password: values.password,
          ref_code: values.ref_code.trim(),
        },
        { silent: true },
      );
      if (reply.is_phone_verified === 1) await finish(reply.token);
      else setUnverified({ phone, token: reply.token });
    } catch (error) {
      if (showServerFieldError(form, error, SIGN_UP_FIELDS)) return;
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
          {t('Sign Up')}
        </h1>
        <p className={css.intro}>
          {t('Create your account to order faster and follow your orders.')}
        </p>
        <form className={css.form} onSubmit={submit} noValidate>
          <FormAlert>{refusal}</FormAlert>
          <div className={css.pair}>
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
          <TextField
            form={form}
            name="phone"
            label={t('Phone number')}
            hint={t('With the country code, e.g. +201012345678')}
            type="tel"
            autoComplete="tel"
            // A phone reads left to right in Arabic too: its '+' stays in front.
            dir="ltr"
            required
          />
          <TextField
            form={form}
            name="email"
            label={t('Email (optional)')}
            type="email"
            autoComplete="email"
            dir="ltr"
          />
          <PasswordField
            form={form}
            name="password"
            label={t('Password')}
            hint={t('At least 8 characters')}
            autoComplete="new-password"
            required
          />
          <PasswordField
            form={form}
            name="confirm_password"
            label={t('Confirm password')}
            autoComplete="new-password"
            required
          />
          <TextField
            form={form}
            name="ref_code"
            label={t('Referral code (optional)')}
            autoComplete="off"
            dir="ltr"
          />
          <CheckboxField form={form} name="terms" label={t('I agree to the Terms & Conditions')} />
          <StorefrontLink className={css.termsLink} to={TERMS_PATH}>
            {t('Read the Terms & Conditions')}
          </StorefrontLink>
          <Button type="submit" loading={form.formState.isSubmitting} className={css.submit}>
            {t('Sign Up')}
          </Button>
        </form>
        <p className={css.links}>
          {t('Already have an account?')}{' '}
          <StorefrontLink to={signInPath(from)}>{t('Sign In')}</StorefrontLink>
        </p>
      </section>
    </div>
  );
}
