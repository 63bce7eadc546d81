import type { ReactNode } from 'react';
import type { LoginCredentials } from '../../src/core/api/authEndpoints';
import { useAuthEndpoints } from '../../src/ui/souq';
import { Otp } from './Otp';

/** A customer who must verify their phone before the token they were given opens anything. */
export interface Unverified {
  phone: string;
  token: string;
  credentials: LoginCredentials;
}

/** Props of `UnverifiedPhoneStep`. */
export interface UnverifiedPhoneStepProps {
  unverified: Unverified;
  /** A new code was sent, with a new token to verify. */
  onRenewed: (unverified: Unverified) => void;
  /** The code was right: the token now opens everything. */
  onVerified: (token: string) => void | Promise<void>;
}

/**
 * The code step of a sign-in or a sign-up the shop answered with `is_phone_verified: 0`. Signing
 * in again is how the shop sends a new code, so Resend does that with the credentials kept.
 */
export function UnverifiedPhoneStep({
  unverified,
  onRenewed,
  onVerified,
}: UnverifiedPhoneStepProps): ReactNode {
  const auth = useAuthEndpoints();
  return (
    <Otp
      phone={unverified.phone}
      onVerified={() => onVerified(unverified.token)}
      onResend={async () => {
        const reply = await auth.login(unverified.credentials, { silent: true });
        onRenewed({ ...unverified, token: reply.token });
      }}
    />
  );
}
