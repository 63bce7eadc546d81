/*
 * The step that asks for a code sent by SMS (phone verification, password reset): the code's
 * boxes, Verify, and a new code once a minute has passed since the last one. The code rule checks
 * it first; the server's refusal ('Invalid OTP', 'OTP has expired') is said under the boxes,
 * which are emptied for the next try.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import { isApiError } from '../../core/api/ApiError';
import type { MessageKey } from '../../core/i18n/resources';
import { checkOtp } from '../../core/validation/otpRule';
import { Button } from '../Button';
import { useCountdown } from '../hooks/useCountdown';
import { useT } from '../souq';
import { VisuallyHidden } from '../VisuallyHidden';
import * as css from './CodeEntry.css';
import { FormAlert } from './FormFields';
import { OtpInput } from './OtpInput';

/** Seconds the shopper waits before asking for another code (the server sends 3 an hour). */
export const RESEND_WAIT_SECONDS = 60;

/** Props of `CodeEntry`. */
export interface CodeEntryProps {
  /** Checks the code with the server; rejects (with its ApiError) when it is refused. */
  verify: (code: string) => Promise<void>;
  /** Asks the server for a new code; rejects (with its ApiError) when it is refused. */
  resend: () => Promise<void>;
  /** Seconds before a new code may be asked for; `RESEND_WAIT_SECONDS` by default. */
  resendWaitSeconds?: number | undefined;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** The message of a failed call, as the server said it in the shopper's language. */
const refusalText = (error: unknown, fallback: string) =>
  isApiError(error) ? (error.messages[0] ?? fallback) : fallback;

/** A code's boxes with Verify, and the way to a new code. */
export function CodeEntry({
  verify,
  resend,
  resendWaitSeconds = RESEND_WAIT_SECONDS,
}: CodeEntryProps): ReactNode {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Each try that failed shows a fresh set of boxes, the first one focused.
  const [attempt, setAttempt] = useState(0);
  const [resendAt, setResendAt] = useState(() => inSeconds(resendWaitSeconds));
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [resendError, setResendError] = useState<string | undefined>();
  const wait = useCountdown(resendAt);

  const check = async (typed: string) => {
    const digits = typed.replace(/ /g, '');
    const failure = checkOtp(digits);
    if (failure !== null) {
      setError(t(failure.key as MessageKey));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await verify(digits);
    } catch (refusal) {
      setError(refusalText(refusal, t('Something went wrong')));
      setCode('');
      setAttempt((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(code);
  };

  const askAgain = async () => {
    setResending(true);
    setResent(false);
    setResendError(undefined);
    try {
      await resend();
      setResent(true);
      setResendAt(inSeconds(resendWaitSeconds));
    } catch (refusal) {
      setResendError(refusalText(refusal, t('Something went wrong')));
    } finally {
      setResending(false);
    }
  };

  const waitSeconds = wait.hours * 3600 + wait.minutes * 60 + wait.seconds;

  return (
    <form className={css.form} onSubmit={submit} noValidate>
      <OtpInput
        key={attempt}
        value={code}
        onChange={(next) => {
          setCode(next);
          setError(undefined);
        }}
        onComplete={(complete) => void check(complete)}
        label={t('Verification code')}
        error={error}
        disabled={busy}
        autoFocus
      />
      <Button type="submit" loading={busy} className={css.submit}>
        {t('Verify')}
      </Button>
      <div className={css.resend}>
        {wait.ended ? null : (
          <p className={css.wait}>
            {t('You can resend the code in {seconds, plural, one {# second} other {# seconds}}', {
              seconds: waitSeconds,
            })}
          </p>
        )}
        <Button
          type="button"
          variant="ghost"
          disabled={!wait.ended}
          loading={resending}
          onClick={() => void askAgain()}
        >
          {t('Resend code')}
        </Button>
        <FormAlert>{resendError}</FormAlert>
        <VisuallyHidden role="status">
          {resent ? t('A new code is on its way') : null}
        </VisuallyHidden>
      </div>
    </form>
  );
}
