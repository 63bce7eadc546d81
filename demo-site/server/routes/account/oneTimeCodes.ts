import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneTimeCodes } from '../../db/schema';
import { hashSecret } from '../../http/tokens';

/** What a one-time code is for. */
export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

/** How long a code can be used. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;

/** Wrong guesses after which a code is dead, even for the right digits. */
export const MAX_CODE_ATTEMPTS = 5;

/** Outcome of checking a code. */
export type CodeCheck = 'accepted' | 'wrong' | 'expired' | 'exhausted';

// Bound to purpose and phone, so a stored hash matches nothing else.
const codeHash = (purpose: CodePurpose, phone: string, code: string) =>
  hashSecret(`${purpose}:${phone}:${code}`);

/**
 * Issues a fresh 4-digit code for a phone (spec §9: OTP 4 digits), replacing any earlier code of
 * the same purpose. Only its hash is stored; the caller delivers the code itself.
 */
export async function issueCode(
  db: Database,
  purpose: CodePurpose,
  phone: string,
  now = new Date(),
): Promise<string> {
  const code = randomInt(0, 10_000).toString().padStart(4, '0');
  const samePhone = and(eq(oneTimeCodes.phone, phone), eq(oneTimeCodes.purpose, purpose));
  await db.transaction(async (tx) => {
    const [guessed] = await tx
      .select({ attempts: oneTimeCodes.attempts, expiresAt: oneTimeCodes.expiresAt })
      .from(oneTimeCodes)
      .where(and(samePhone, gt(oneTimeCodes.expiresAt, now), gt(oneTimeCodes.attempts, 0)))
      .orderBy(desc(oneTimeCodes.attempts))
      .limit(1);
    await tx.delete(oneTimeCodes).where(samePhone);
    // A code replacing one that was guessed at keeps its count and its end, so asking for new
    // codes buys no more than MAX_CODE_ATTEMPTS guesses per CODE_LIFETIME_MS.
    await tx.insert(oneTimeCodes).values({
      purpose,
      phone,
      codeHash: codeHash(purpose, phone, code),
      attempts: guessed?.attempts ?? 0,
      expiresAt: guessed?.expiresAt ?? new Date(now.getTime() + CODE_LIFETIME_MS),
    });
  });
  return code;
}

/**
 * Checks a code. Each check takes one of `MAX_CODE_ATTEMPTS` guesses before comparing, so
 * guesses racing each other are all counted; a right guess gives its one back. Once the guesses
 * are spent the code is refused whatever is typed. An accepted code is deleted when `consume`
 * is set, so it works only once.
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
  if (!row) return 'wrong';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  const [guess] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, row.id), lt(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ id: oneTimeCodes.id });
  if (!guess) return 'exhausted';
  const matches = timingSafeEqual(
    Buffer.from(row.codeHash, 'hex'),
    Buffer.from(codeHash(purpose, phone, code), 'hex'),
  );
  if (!matches) return 'wrong';
  if (consume) {
    await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, row.id));
  } else {
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} - 1` })
      .where(eq(oneTimeCodes.id, row.id));
  }
  return 'accepted';
}
