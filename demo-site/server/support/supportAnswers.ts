import { and, asc, eq, lte } from 'drizzle-orm';
import { type BackgroundPoll, pollInBackground } from '../background/pollInBackground';
import type { Database } from '../db/database';
import { supportAnswersDue, supportConversations, supportMessages } from '../db/schema';
import { cannedAnswer, isSupportTopic } from './cannedAnswers';

/*
 * Support's automatic answers. Sending a message writes (or moves on) the conversation's due
 * answer in `support_answers_due`; here a process claims the due ones no other holds (FOR UPDATE
 * SKIP LOCKED), writes each answer and deletes its row in one transaction, as the order lifecycle
 * claims its steps: a server stopped mid-delay answers after its restart, and two servers on one
 * PostgreSQL never answer twice.
 */

/** How long after the shopper's message support answers, when the server is not told. */
export const DEFAULT_SUPPORT_ANSWER_DELAY_MS = 3000;

/** Milliseconds support waits before answering (`SOUQ_SUPPORT_ANSWER_MS`, short in tests). */
export function supportAnswerDelayMs(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.SOUQ_SUPPORT_ANSWER_MS?.trim() ?? '';
  const configured = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(configured) && configured >= 0
    ? configured
    : DEFAULT_SUPPORT_ANSWER_DELAY_MS;
}

/** Answers one call writes at most, so a backlog is worked off in short transactions. */
const ANSWER_BATCH = 50;

/** Writes every answer that is due by `now`; answers how many were written. */
export async function answerDueMessages(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(supportAnswersDue)
      .where(lte(supportAnswersDue.dueAt, now))
      .orderBy(asc(supportAnswersDue.dueAt))
      .limit(ANSWER_BATCH)
      .for('update', { skipLocked: true });
    for (const answer of due) {
      const topic = isSupportTopic(answer.topic) ? answer.topic : 'other';
      const [written] = await tx
        .insert(supportMessages)
        .values({
          conversationId: answer.conversationId,
          sender: 'admin',
          message: cannedAnswer(topic, answer.language),
          createdAt: now,
        })
        .returning({ id: supportMessages.id });
      // Support has read what it answers: the shopper's messages show as seen.
      await tx
        .update(supportMessages)
        .set({ isSeen: true })
        .where(
          and(
            eq(supportMessages.conversationId, answer.conversationId),
            eq(supportMessages.sender, 'customer'),
          ),
        );
      await tx
        .update(supportConversations)
        .set({ lastMessageId: written?.id ?? null, lastMessageTime: now, updatedAt: now })
        .where(eq(supportConversations.id, answer.conversationId));
      await tx
        .delete(supportAnswersDue)
        .where(eq(supportAnswersDue.conversationId, answer.conversationId));
    }
    return due.length;
  });
}

/** How support answers: after how long, and how often due answers are looked for. */
export interface SupportAnswerOptions {
  /** How long after the shopper's last message support answers. */
  delayMs: number;
  /** How often due answers are looked for; a quarter of the delay, between 20 ms and 1 s, by default. */
  pollMs?: number;
  /** Where a failed run is reported; the next poll tries again. */
  onError?: (error: unknown) => void;
}

/** A running answerer, to stop when the server closes. */
/** Support's answers being written in the background. */
export type SupportAnswerer = BackgroundPoll;

/** Starts writing due answers in the background. */
export function startSupportAnswers(db: Database, options: SupportAnswerOptions): SupportAnswerer {
  const pollMs = options.pollMs ?? Math.max(20, Math.min(1000, options.delayMs / 4));
  return pollInBackground(() => answerDueMessages(db), pollMs, options.onError);
}
