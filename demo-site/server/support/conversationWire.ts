import { and, count, eq } from 'drizzle-orm';
import type {
  SupportConversation,
  SupportMessage,
  SupportParticipant,
} from '../../../src/core/api/supportWire';
import type { Locale } from '../../../src/core/i18n';
import type { Database } from '../db/database';
import { customers, settings, type supportConversations, supportMessages } from '../db/schema';
import { isJsonObject, type JsonValue, localizeSettingObject } from '../serializers/settings';

/** Where chat pictures are kept, under the served pictures folder. */
export const CHAT_PHOTO_FOLDER = 'conversation';

/** The shop's support as a participant: 6amMart's admin, id 0. */
const SUPPORT_ID = 0;

/** A conversation row as stored. */
export type ConversationRow = typeof supportConversations.$inferSelect;

/** A message row as stored. */
export type MessageRow = typeof supportMessages.$inferSelect;

/** A message as the API sends it; its pictures' addresses are on `origin`. */
export function messageWire(row: MessageRow, customerId: number, origin: string): SupportMessage {
  const at = row.createdAt.toISOString();
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.sender === 'admin' ? SUPPORT_ID : customerId,
    message: row.message,
    file: row.files,
    file_full_url: row.files.map((name) => `${origin}/images/${CHAT_PHOTO_FOLDER}/${name}`),
    is_seen: row.isSeen ? 1 : 0,
    order_id: null,
    created_at: at,
    updated_at: at,
  };
}

/** The shop's support, named as the shop is in the request's language. */
export async function supportParticipant(
  db: Database,
  language: Locale,
): Promise<SupportParticipant> {
  const [stored] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'config'))
    .limit(1);
  const value = stored?.value as JsonValue | undefined;
  // A shop not seeded yet still shows its support, without a name.
  const config = localizeSettingObject(isJsonObject(value) ? value : {}, language);
  const name = typeof config.business_name === 'string' ? config.business_name : '';
  const logo = typeof config.logo === 'string' ? config.logo : null;
  return {
    id: SUPPORT_ID,
    f_name: name,
    l_name: '',
    phone: typeof config.phone === 'string' ? config.phone : null,
    email: typeof config.email === 'string' ? config.email : null,
    image: logo,
    user_id: null,
    admin_id: 1,
  };
}

/** What a reply needs to say about a request: its language and its origin. */
export interface ReplyContext {
  language: Locale;
  origin: string;
}

/** A conversation as the API sends it, with both sides, its last message and the unread count. */
export async function conversationWire(
  db: Database,
  row: ConversationRow,
  { language, origin }: ReplyContext,
): Promise<SupportConversation> {
  const [customer] = await db
    .select()
    .from(customers)
    .where(eq(customers.id, row.customerId))
    .limit(1);
  const [last] =
    row.lastMessageId === null
      ? []
      : await db
          .select()
          .from(supportMessages)
          .where(eq(supportMessages.id, row.lastMessageId))
          .limit(1);
  const [unread] = await db
    .select({ count: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, row.id),
        eq(supportMessages.sender, 'admin'),
        eq(supportMessages.isSeen, false),
      ),
    );
  return {
    id: row.id,
    sender_id: row.customerId,
    sender_type: 'customer',
    receiver_id: SUPPORT_ID,
    receiver_type: 'admin',
    unread_message_count: unread?.count ?? 0,
    last_message_id: row.lastMessageId,
    last_message_time: row.lastMessageTime.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    sender: {
      id: row.customerId,
      f_name: customer?.fName ?? '',
      l_name: customer?.lName ?? '',
      phone: customer?.phone ?? null,
      email: customer?.email ?? null,
      image: customer?.image ?? null,
      user_id: row.customerId,
      admin_id: null,
    },
    receiver: await supportParticipant(db, language),
    last_message: last ? messageWire(last, row.customerId, origin) : null,
  };
}
