import { and, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { SupportMessagePage } from '../../../../src/core/api/supportWire';
import type { Database } from '../../db/database';
import { supportConversations, supportMessages } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import {
  type ConversationRow,
  conversationWire,
  messageWire,
  type ReplyContext,
} from '../../support/conversationWire';

/** A page of a list: 1-based page number and page size. */
export interface PageAsked {
  offset: number;
  limit: number;
}

/** The customer's conversation with support, or null before their first message. */
export async function conversationOf(
  db: Database,
  customerId: number,
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.customerId, customerId))
    .limit(1);
  return row ?? null;
}

/** The conversation a request names: the customer's own, or 404 for any other id. */
export async function namedConversation(
  db: Database,
  customerId: number,
  conversationId: number | null | undefined,
): Promise<ConversationRow | null> {
  const own = await conversationOf(db, customerId);
  if (conversationId === null || conversationId === undefined) return own;
  if (own?.id !== conversationId) throw notFound('conversation_id', 'Conversation not found');
  return own;
}

/** Marks support's messages as read by the customer. */
export async function markSupportMessagesSeen(db: Database, conversationId: number): Promise<void> {
  await db
    .update(supportMessages)
    .set({ isSeen: true })
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.sender, 'admin'),
        eq(supportMessages.isSeen, false),
      ),
    );
}

/** Escapes LIKE's wildcards so a shopper's '%' or '_' matches itself. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Conversations with a message whose text holds the term, ignoring case. */
export function mentions(term: string): SQL {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  return sql`exists (select 1 from ${supportMessages} where ${supportMessages.conversationId} = ${supportConversations.id} and lower(${supportMessages.message}) like ${pattern})`;
}

/**
 * A page of a conversation's messages, newest first; with `afterId`, only the messages written
 * after that one (what a client waiting for new messages asks).
 */
export async function messagePage(
  db: Database,
  conversation: ConversationRow | null,
  page: PageAsked & { afterId?: number | undefined },
  context: ReplyContext,
): Promise<SupportMessagePage> {
  const base = { limit: page.limit, offset: page.offset, status: true };
  if (conversation === null) return { ...base, total_size: 0, messages: [], conversation: null };
  const where = and(
    eq(supportMessages.conversationId, conversation.id),
    page.afterId === undefined ? undefined : gt(supportMessages.id, page.afterId),
  );
  const [total] = await db.select({ count: count() }).from(supportMessages).where(where);
  const rows = await db
    .select()
    .from(supportMessages)
    .where(where)
    .orderBy(desc(supportMessages.id))
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit);
  return {
    ...base,
    total_size: total?.count ?? 0,
    messages: rows.map((row) => messageWire(row, conversation.customerId, context.origin)),
    conversation: await conversationWire(db, conversation, context),
  };
}
