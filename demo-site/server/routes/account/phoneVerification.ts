import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { customers, settings, verifyOnlyTokens } from '../../db/schema';
import { hashSecret, issueToken } from '../../http/tokens';

/** The config key (6amMart's) that makes new customers verify their phone before anything else. */
export const PHONE_VERIFICATION_SETTING = 'customer_verification';

/**
 * Whether the shop asks customers to verify their phone. Read per sign-in, so turning it on in the
 * config takes effect at once on every process; a shop with no config (being set up) asks not.
 */
export async function phoneVerificationRequired(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: sql<unknown>`${settings.value} -> ${PHONE_VERIFICATION_SETTING}` })
    .from(settings)
    .where(eq(settings.key, 'config'))
    .limit(1);
  const value = row?.value;
  return value === true || value === 1 || value === '1';
}

/** A token for a customer who just signed up or in, and whether they still have to verify. */
export interface SignIn {
  token: string;
  mustVerify: boolean;
}

/**
 * Issues the token of a sign-up or login. While the shop asks for verification and the phone is
 * not verified, the token is marked verify-only: it opens nothing until the phone is verified.
 */
export async function signInToken(
  db: Database,
  customer: { id: number; isPhoneVerified: boolean },
  required: boolean,
): Promise<SignIn> {
  const token = await issueToken(db, customer.id);
  const mustVerify = required && !customer.isPhoneVerified;
  if (mustVerify) {
    await db
      .insert(verifyOnlyTokens)
      .values({ tokenHash: hashSecret(token), customerId: customer.id });
  }
  return { token, mustVerify };
}

/**
 * Whether a (normalised) phone belongs to a customer who has yet to verify it. Reads one column
 * alone, so a phone nobody has costs the same as one somebody has.
 */
export async function awaitsVerification(db: Database, phone: string): Promise<boolean> {
  const [found] = await db
    .select({ verified: customers.isPhoneVerified })
    .from(customers)
    .where(eq(customers.phone, phone))
    .limit(1);
  return found !== undefined && !found.verified;
}

/** Marks a verified phone's customer as verified, and lifts the limit off their tokens. */
export async function markPhoneVerified(db: Database, phone: string): Promise<void> {
  await db.transaction(async (tx) => {
    const verified = await tx
      .update(customers)
      .set({ isPhoneVerified: true })
      .where(eq(customers.phone, phone))
      .returning({ id: customers.id });
    for (const { id } of verified) {
      await tx.delete(verifyOnlyTokens).where(eq(verifyOnlyTokens.customerId, id));
    }
  });
}
