/*
 * Contract rows of the support chat (customer/message/*): each session's customer starts with no
 * conversation. Support's answer is written after a delay on the server, so the rows hold what
 * the customer sent, the reads and the refusals; demo-site/server/routes/support tests the answers.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import type {
  ConversationPage,
  SentMessageReply,
  SupportConversation,
  SupportMessage,
  SupportMessagePage,
} from '../../../src/core/api/supportWire';
import { pngBytes } from '../../../src/core/validation/imageBytes.fixtures';
import type { ContractRequest } from '../contractBackend';
import { API, type ContractRow, get, post, refusal, row, UNKNOWN_ID, worded } from '../contractRow';

type ShapeOf<T> = v.GenericSchema<unknown, T>;

const rowId = v.pipe(v.number(), v.integer(), v.minValue(1));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const instant = v.pipe(v.string(), v.isoTimestamp());
const maybeText = v.nullable(v.string());

const participantShape = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(0)),
  f_name: v.string(),
  l_name: v.string(),
  phone: maybeText,
  email: maybeText,
  image: maybeText,
  user_id: v.nullable(rowId),
  admin_id: v.nullable(rowId),
});

const messageShape = v.object({
  id: rowId,
  conversation_id: rowId,
  sender_id: v.pipe(v.number(), v.integer(), v.minValue(0)),
  message: maybeText,
  file: v.array(v.string()),
  file_full_url: v.array(v.string()),
  is_seen: v.picklist([0, 1]),
  order_id: v.nullable(rowId),
  created_at: instant,
  updated_at: instant,
}) satisfies ShapeOf<SupportMessage>;

const conversationShape = v.object({
  id: rowId,
  sender_id: rowId,
  sender_type: v.literal('customer'),
  receiver_id: v.literal(0),
  receiver_type: v.literal('admin'),
  unread_message_count: count,
  last_message_id: v.nullable(rowId),
  last_message_time: instant,
  created_at: instant,
  updated_at: instant,
  sender: participantShape,
  receiver: participantShape,
  last_message: v.nullable(messageShape),
}) satisfies ShapeOf<SupportConversation>;

const conversationPageShape = v.object({
  type: maybeText,
  total_size: count,
  limit: count,
  offset: count,
  conversations: v.array(conversationShape),
}) satisfies ShapeOf<ConversationPage>;

const messagePageShape = v.object({
  total_size: count,
  limit: count,
  offset: count,
  status: v.boolean(),
  messages: v.array(messageShape),
  conversation: v.nullable(conversationShape),
}) satisfies ShapeOf<SupportMessagePage>;

const sentShape = v.object({
  ...messagePageShape.entries,
  message: v.string(),
  conversation: conversationShape,
}) satisfies ShapeOf<SentMessageReply>;

/** A message to support as the 6amMart clients send it: a multipart form. */
function sendForm(text: string | null, files: File[] = []): ContractRequest {
  const form = new FormData();
  form.append('receiver_type', 'admin');
  if (text !== null) form.append('message', text);
  for (const file of files) form.append('image[]', file);
  return { method: 'POST', path: `${API}/customer/message/send`, form };
}

const picture = () => new File([pngBytes(40, 30)], 'photo.png', { type: 'image/png' });

/** The id of the message a send's reply shows first (the one just sent). */
function sentMessageId(body: unknown): number {
  const [first] = v.parse(sentShape, body).messages;
  if (first === undefined) throw new Error('expected the sent message');
  return first.id;
}

export const supportRows: readonly ContractRow[] = [
  refusal({
    endpoint: 'GET /api/v1/customer/message/list',
    when: 'a visitor who is not signed in asks',
    as: 'nobody',
    request: () => get('/customer/message/list'),
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
  row({
    endpoint: 'GET /api/v1/customer/message/list',
    when: 'a customer who never wrote to support asks',
    as: 'customer',
    request: () => get('/customer/message/list'),
    status: 200,
    reply: conversationPageShape,
    holds: (page) => {
      expect(page).toMatchObject({ total_size: 0, conversations: [], offset: 1, limit: 10 });
    },
  }),
  row({
    endpoint: 'POST /api/v1/customer/message/send',
    when: 'a customer writes to support in Arabic',
    as: 'customer',
    request: () => ({ ...post('/customer/message/send', { message: 'مرحبا' }), language: 'ar' }),
    status: 200,
    reply: sentShape,
    holds: (reply) => {
      expect(reply.message).toBe(worded('ar', 'Message sent'));
      expect(reply.messages[0]).toMatchObject({
        message: 'مرحبا',
        sender_id: reply.conversation.sender_id,
      });
      expect(reply.conversation.last_message?.id).toBe(reply.messages[0]?.id);
    },
  }),
  row({
    endpoint: 'POST /api/v1/customer/message/send',
    when: 'a customer sends a picture with their message, as a multipart form',
    as: 'customer',
    request: () => sendForm('The box arrived broken', [picture()]),
    status: 200,
    reply: sentShape,
    holds: (reply) => {
      expect(reply.messages[0]?.file).toHaveLength(1);
      expect(reply.messages[0]?.file_full_url).toHaveLength(1);
    },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/message/send',
    when: 'a customer sends nothing',
    as: 'customer',
    request: () => sendForm('   '),
    status: 422,
    code: 'message',
    message: 'Write a message or attach a picture',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/message/send',
    when: 'a message holds a NUL character, which no text column keeps',
    as: 'customer',
    request: () => post('/customer/message/send', { message: 'hello\u0000there' }),
    status: 422,
    code: 'message',
    message: '{field} is invalid',
    values: { field: 'message' },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/message/send',
    when: 'a customer attaches a file that is no picture',
    as: 'customer',
    request: () => sendForm('Look', [new File([new TextEncoder().encode('%PDF-1.4')], 'bill.pdf')]),
    status: 422,
    code: 'image',
    message: 'Only JPG, PNG and GIF images are allowed',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/message/send',
    when: 'a customer names a conversation that is not theirs',
    as: 'customer',
    request: () => post('/customer/message/send', { message: 'Hi', conversation_id: UNKNOWN_ID }),
    status: 404,
    code: 'conversation_id',
    message: 'Conversation not found',
  }),
  row({
    endpoint: 'GET /api/v1/customer/message/details',
    when: 'a customer opens the conversation with support after writing',
    as: 'customer',
    given: () => [post('/customer/message/send', { message: 'Where is my order?' })],
    request: () => get('/customer/message/details?admin_id=0'),
    status: 200,
    reply: messagePageShape,
    holds: (page, _ids, [sent]) => {
      expect(page.conversation).not.toBeNull();
      expect(page.messages.some((message) => message.id === sentMessageId(sent))).toBe(true);
      expect(page.conversation?.unread_message_count).toBe(0);
    },
  }),
  row({
    endpoint: 'GET /api/v1/customer/message/details',
    when: 'a customer asks only for messages after the last one they hold',
    as: 'customer',
    given: () => [post('/customer/message/send', { message: 'Hello' })],
    request: (_ids, [sent]) => get(`/customer/message/details?last_id=${sentMessageId(sent)}`),
    status: 200,
    reply: messagePageShape,
    holds: (page, _ids, [sent]) => {
      expect(page.messages.every((message) => message.id > sentMessageId(sent))).toBe(true);
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/customer/message/details',
    when: 'a customer names a conversation that is not theirs',
    as: 'customer',
    request: () => get(`/customer/message/details?conversation_id=${UNKNOWN_ID}`),
    status: 404,
    code: 'conversation_id',
    message: 'Conversation not found',
  }),
  row({
    endpoint: 'GET /api/v1/customer/message/search-list',
    when: 'a customer searches for words they wrote',
    as: 'customer',
    given: () => [post('/customer/message/send', { message: 'My parcel is late' })],
    request: () => get('/customer/message/search-list?name=parcel'),
    status: 200,
    reply: conversationPageShape,
    holds: (page) => {
      expect(page.total_size).toBe(1);
      expect(page.conversations[0]?.last_message).not.toBeNull();
    },
  }),
  row({
    endpoint: 'GET /api/v1/customer/message/search-list',
    when: 'a customer searches for the shop by its name, as 6amMart clients search by name',
    as: 'customer',
    given: () => [post('/customer/message/send', { message: 'Hello' })],
    request: () => get('/customer/message/search-list?name=souq'),
    status: 200,
    reply: conversationPageShape,
    holds: (page) => {
      expect(page.conversations.map((conversation) => conversation.receiver_type)).toEqual([
        'admin',
      ]);
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/customer/message/search-list',
    when: 'a customer searches for nothing',
    as: 'customer',
    request: () => get('/customer/message/search-list?name='),
    status: 422,
    code: 'name',
    message: '{field} is required',
    values: { field: 'name' },
  }),
];
