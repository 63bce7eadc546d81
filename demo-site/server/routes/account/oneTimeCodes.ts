import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneTimeCodes } from '../../db/schema';
import {
  clearGuesses,
  lockWhenSpent,
  MAX_WRONG_GUESSES,
  reserveGuess,
  spendCodeIssue,
} from './codeBudgets';
import { codeHash } from './codeSecret';

/** What a one-time code is for. */
export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

/** How long a code can be used. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;

/** Outcome of checking a code; `locked` when the phone's guesses are spent for now. */
export type CodeCheck = 'accepted' | 'wrong' | 'expired' | 'locked';

// Compared in constant time; a stored value of another length (a damaged row) matches nothing.
function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(computed, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Makes a fresh 4-digit code for a phone (spec §9: OTP 4 digits), replacing any earlier code of
 * the same purpose, or returns null when the phone was sent its codes for the hour. Only its HMAC
 * is stored; the caller delivers the code itself. A phone nobody registered gets one too, so
 * asking for it costs the same work and tells nothing.
 */
export async function issueCode(
  db: Database,
  purpose: CodePurpose,
  phone: string,
  now = new Date(),
): Promise<string | null> {
  const code = randomInt(0, 10_000).toString().padStart(4, '0');
  const hash = await codeHash(db, purpose, phone, code);
  const samePhone = and(eq(oneTimeCodes.phone, phone), eq(oneTimeCodes.purpose, purpose));
  return db.transaction(async (tx) => {
    if (!(await spendCodeIssue(tx, purpose, phone, now))) return null;
    await tx.delete(oneTimeCodes).where(samePhone);
    await tx.insert(oneTimeCodes).values({
      purpose,
      phone,
      codeHash: hash,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
    });
    return code;
  });
}

/**
 * Checks a code. Each check takes a guess from the phone's budget (codeBudgets.ts) before
 * comparing, so guesses racing each other are all counted, and the fifth wrong one locks the
 * phone. An accepted code is deleted when `consume` is set, so it works only once.
 */
export async function checkCode(
  db: Database,
  purpose: CodePurpose,
  phone: string,
  code: string,
  { consume }: { consume: boolean },
  now = new Date(),
): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.phone, phone), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  // With no code there is nothing to guess, so no guess is spent.
  if (!row) return 'wrong';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  const failures = await reserveGuess(db, purpose, phone, now);
  if (failures === null) return 'locked';
  const matches = sameHash(row.codeHash, await codeHash(db, purpose, phone, code));
  if (!matches) {
    if (failures >= MAX_WRONG_GUESSES) await lockWhenSpent(db, purpose, phone, now);
    return 'wrong';
  }
  if (consume) {
    // Two requests with the right code at once: only the one that deletes it is accepted.
    const [used] = await db
      .delete(oneTimeCodes)
      .where(eq(oneTimeCodes.id, row.id))
      .returning({ id: oneTimeCodes.id });
    if (!used) return 'wrong';
  }
  await clearGuesses(db, purpose, phone, now);
  return 'accepted';
}
