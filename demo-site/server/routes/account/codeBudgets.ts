import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { codeBudgets } from '../../db/schema';
import type { CodePurpose } from './oneTimeCodes';

/*
 * A phone's budget for one-time codes of one purpose, across all its codes: a new code buys no
 * new guesses. Five wrong guesses lock the phone for 15 minutes, each further lock twice as long;
 * at most three codes are sent an hour. Every step is one conditional statement, so requests
 * racing each other are all counted.
 */

/** Wrong guesses after which the phone is locked. */
export const MAX_WRONG_GUESSES = 5;

/** How long the first lock lasts; each further one lasts twice as long as the one before. */
export const FIRST_LOCK_MS = 15 * 60 * 1000;

/** Locks after which the length stops doubling (15 minutes × 2^10: about ten days). */
const MAX_DOUBLINGS = 10;

/** Codes a phone may be sent per purpose in one `CODE_WINDOW_MS`. */
export const MAX_CODES_PER_WINDOW = 3;

/** The window codes are counted in. */
export const CODE_WINDOW_MS = 60 * 60 * 1000;

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
const key = (phone: string, purpose: CodePurpose) =>
  and(eq(codeBudgets.phone, phone), eq(codeBudgets.purpose, purpose));

/** Counts one more code sent to the phone; false, counting nothing, when the hour's are spent. */
export async function spendCodeIssue(
  tx: Transaction,
  purpose: CodePurpose,
  phone: string,
  now: Date,
): Promise<boolean> {
  const windowOver = sql`${codeBudgets.issueWindowStartedAt} <= ${at(new Date(now.getTime() - CODE_WINDOW_MS))}`;
  const [row] = await tx
    .insert(codeBudgets)
    .values({ phone, purpose, codesIssued: 1, issueWindowStartedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [codeBudgets.phone, codeBudgets.purpose],
      set: {
        codesIssued: sql`case when ${windowOver} then 1 else ${codeBudgets.codesIssued} + 1 end`,
        issueWindowStartedAt: sql`case when ${windowOver} then ${at(now)} else ${codeBudgets.issueWindowStartedAt} end`,
        updatedAt: now,
      },
      setWhere: sql`${windowOver} or ${codeBudgets.codesIssued} < ${MAX_CODES_PER_WINDOW}`,
    })
    .returning({ codesIssued: codeBudgets.codesIssued });
  return row !== undefined;
}

/**
 * Takes one guess from the phone's budget before the code is compared, or returns null when the
 * phone is locked or its guesses are spent. Returns how many wrong guesses this one would make.
 */
export async function reserveGuess(
  db: Database,
  purpose: CodePurpose,
  phone: string,
  now: Date,
): Promise<number | null> {
  const unlocked = sql`(${codeBudgets.lockedUntil} is null or ${codeBudgets.lockedUntil} <= ${at(now)})`;
  const [row] = await db
    .insert(codeBudgets)
    .values({ phone, purpose, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [codeBudgets.phone, codeBudgets.purpose],
      set: { failures: sql`${codeBudgets.failures} + 1`, updatedAt: now },
      setWhere: sql`${unlocked} and ${lt(codeBudgets.failures, MAX_WRONG_GUESSES)}`,
    })
    .returning({ failures: codeBudgets.failures });
  return row?.failures ?? null;
}

/** Locks the phone once its guesses are spent: 15 minutes, doubled for every earlier lock. */
export async function lockWhenSpent(
  db: Database,
  purpose: CodePurpose,
  phone: string,
  now: Date,
): Promise<void> {
  const lockSeconds = sql`${FIRST_LOCK_MS / 1000} * power(2, least(${codeBudgets.locks}, ${MAX_DOUBLINGS}))`;
  await db
    .update(codeBudgets)
    .set({
      failures: 0,
      locks: sql`${codeBudgets.locks} + 1`,
      lockedUntil: sql`${at(now)} + make_interval(secs => ${lockSeconds})`,
      updatedAt: now,
    })
    .where(and(key(phone, purpose), gte(codeBudgets.failures, MAX_WRONG_GUESSES)));
}

/** A right code clears the wrong guesses and the lock history: the owner has the phone. */
export async function clearGuesses(
  db: Database,
  purpose: CodePurpose,
  phone: string,
  now: Date,
): Promise<void> {
  await db
    .update(codeBudgets)
    .set({ failures: 0, locks: 0, updatedAt: now })
    .where(key(phone, purpose));
}
