import { type ReactNode, useId } from 'react';
import { signInPath } from '../../src/core/catalog';
import { returnTarget } from '../../src/core/session/returnTarget';
import { checkPhone, normalizePhone } from '../../src/core/validation';
import { useSouqNavigate } from '../../src/elements/host/useSouqNavigate';
import { CodeEntry } from '../../src/ui/form';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { useAuthEndpoints, useSouq, useT } from '../../src/ui/souq';
import * as css from './Otp.css';

/** Props of `Otp`. */
export interface OtpProps {
  /** The phone the code was sent to (`/auth/verify?phone=`), with its calling code. */
  phone?: string | undefined;
  /** Where sign-in returns to once the phone is verified (a storefront path; /home otherwise). */
  from?: string | undefined;
  /**
   * What follows a verified phone, given the server's words ('Phone number verified
   * successfully'). Sign-in and sign-up pass the signing in of the token they hold, profile
   * settings its return to the form; on its own the page says the words and goes to sign-in.
   */
  onVerified?: ((message: string) => void | Promise<void>) | undefined;
  /** A way back without verifying, under the code (profile settings' return to its form). */
  back?: ReactNode;
}

/**
 * The phone verification page (route /auth/verify?phone=): the 4-digit code sent by SMS, then
 * sign-in. Sign-in, sign-up and profile settings show it as their step when the shop asks the
 * customer to verify. Resend asks for a new code by the phone alone, as the server allows.
 */
export function Otp({ phone = '', from, onVerified, back }: OtpProps): ReactNode {
  const t = useT();
  const titleId = useId();
  const { api, toasts } = useSouq();
  const auth = useAuthEndpoints();
  const go = useSouqNavigate();
  const known = checkPhone(phone) === null;
  const number = known ? normalizePhone(phone) : '';
  const signIn = signInPath(returnTarget(from));

  const verify = async (code: string) => {
    const reply = await api.verifyPhone(number, code, { silent: true });
    if (onVerified) {
      await onVerified(reply.message);
      return;
    }
    toasts.success(reply.message);
    go(signIn);
  };

  const resend = async () => {
    await auth.resendVerificationCode(number, { silent: true });
  };

  return (
    <div className={css.page} part="root">
      <section className={css.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={css.title}>
          {t('Verify your phone number')}
        </h1>
        {known ? (
          <>
            <p className={css.intro}>
              {/* Isolated, so the phone's '+' stays in front inside an Arabic sentence. */}
              {t('Enter the 4-digit code we sent to {phone}.', { phone: `\u2066${number}\u2069` })}
            </p>
            <CodeEntry verify={verify} resend={resend} />
            {back ? <p className={css.links}>{back}</p> : null}
          </>
        ) : (
          <p className={css.links}>
            <StorefrontLink to={signIn}>{t('Back to sign in')}</StorefrontLink>
          </p>
        )}
      </section>
    </div>
  );
}
