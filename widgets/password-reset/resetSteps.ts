/** Where a password reset stands: each step keeps what the ones before it settled. */
export type ResetStep =
  | { step: 'phone' }
  /** A code was sent to `phone`. */
  | { step: 'code'; phone: string }
  /** The code was accepted; the new password is set with it. */
  | { step: 'password'; phone: string; code: string }
  | { step: 'done' };
