/*
 * The fake shop's support chat: the demo server's customer/message/* (demo-site/server/routes/
 * support) over memory, refusing with the same rules in the same order. Support answers the
 * shopper on the first read after `answerDelayMs` (0 by default), always with the general answer.
 * A test or story writes support's other answers, and a conversation that came before, through
 * its view.
 */
import type {
  ConversationPage,
  SentMessageReply,
  SupportConversation,
  SupportMessage,
  SupportMessagePage,
} from '../api/supportWire';
import type { Locale } from '../i18n/locale';
import { checkSupportMessage, SUPPORT_MAX_IMAGES } from '../validation';
import { checkPictures, filesOf, isFile, refuseFirst, textField } from './fakeForms';
import { type FakeRequest, fieldsOf, MAX_ROW_ID, refuse, translate, wholeNumber } from './fakeHttp';
import { fakeCustomer, fakeShopConfig } from './shopFixtures';

/** The handlers of the support chat's routes. */
export interface FakeSupportBackend {
  list(request: FakeRequest): ConversationPage;
  searchList(request: FakeRequest): ConversationPage;
  details(request: FakeRequest): SupportMessagePage;
  send(request: FakeRequest): SentMessageReply;
}

const GENERAL_ANSWER =
  'Thanks for your message! Our support team has it and will answer you here shortly. If your question is about an order, please add its number.';

/** A message of a conversation a test or story starts with. */
export interface FakeSupportSeed {
  fromSupport: boolean;
  text?: string;
  /** Picture addresses, shown as sent. */
  images?: readonly string[];
  /** When it was written (ISO 8601); now by default. */
  at?: string;
}

/** The support chat, to set up or check without a request. */
export interface FakeShopSupport {
  /** Support writes `text` now, unread until the shopper reads the conversation. */
  answer(text: string): void;
  /** The conversation starts with `messages`, oldest first, all read. */
  seed(messages: readonly FakeSupportSeed[]): void;
  /** Support's messages the shopper has not read. */
  unread(): number;
}

/** One held message. */
interface HeldMessage {
  id: number;
  fromSupport: boolean;
  text: string | null;
  files: string[];
  /** Addresses of pictures seeded as they are, not stored under `files`. */
  urls?: readonly string[];
  seen: boolean;
  at: string;
}

/** Creates the fake's support chat, with no conversation yet. */
export function createFakeSupport(
  paged: <T>(
    all: readonly T[],
    query: FakeRequest['query'],
  ) => { total_size: number; limit: string; offset: string; page: T[] },
  options: { answerDelayMs?: number } = {},
): FakeSupportBackend & { view: FakeShopSupport } {
  const messages: HeldMessage[] = [];
  let conversationId: number | null = null;
  let answerDueAt: number | null = null;
  let nextMessageId = 1;

  const customerId = () => fakeCustomer('en').id ?? 1;
  const answerIfDue = () => {
    if (answerDueAt === null || Date.now() < answerDueAt) return;
    answerDueAt = null;
    for (const one of messages) one.seen = true;
    messages.push({
      id: nextMessageId++,
      fromSupport: true,
      text: GENERAL_ANSWER,
      files: [],
      seen: false,
      at: new Date().toISOString(),
    });
  };
  const messageWire = (message: HeldMessage, language: Locale): SupportMessage => ({
    id: message.id,
    conversation_id: conversationId ?? 0,
    sender_id: message.fromSupport ? 0 : customerId(),
    message: message.text === GENERAL_ANSWER ? translate(language, GENERAL_ANSWER) : message.text,
    file: message.files,
    file_full_url: message.urls
      ? [...message.urls]
      : message.files.map((name) => `/images/conversation/${name}`),
    is_seen: message.seen ? 1 : 0,
    order_id: null,
    created_at: message.at,
    updated_at: message.at,
  });
  const conversationWire = (id: number, language: Locale): SupportConversation => {
    const customer = fakeCustomer(language);
    const config = fakeShopConfig(language);
    const last = messages.at(-1);
    const first = messages[0];
    return {
      id,
      sender_id: customerId(),
      sender_type: 'customer',
      receiver_id: 0,
      receiver_type: 'admin',
      unread_message_count: messages.filter((one) => one.fromSupport && !one.seen).length,
      last_message_id: last?.id ?? null,
      last_message_time: last?.at ?? new Date().toISOString(),
      created_at: first?.at ?? new Date().toISOString(),
      updated_at: last?.at ?? new Date().toISOString(),
      sender: {
        id: customerId(),
        f_name: customer.f_name ?? '',
        l_name: customer.l_name ?? '',
        phone: customer.phone ?? null,
        email: customer.email ?? null,
        image: customer.image ?? null,
        user_id: customerId(),
        admin_id: null,
      },
      receiver: {
        id: 0,
        f_name: config.business_name ?? '',
        l_name: '',
        phone: null,
        email: null,
        image: config.logo,
        user_id: null,
        admin_id: 1,
      },
      last_message: last ? messageWire(last, language) : null,
    };
  };
  const conversationPage = (
    request: FakeRequest,
    found: boolean,
  ): Omit<ConversationPage, 'type'> => {
    answerIfDue();
    const all =
      found && conversationId !== null ? [conversationWire(conversationId, request.language)] : [];
    const { page, total_size, limit, offset } = paged(all, request.query);
    return { total_size, limit: Number(limit), offset: Number(offset), conversations: page };
  };
  const namedConversation = (value: unknown): void => {
    if (value === undefined || value === null || value === '') return;
    const id = wholeNumber(value, 'conversation_id', 1, MAX_ROW_ID);
    if (id !== conversationId) refuse(404, 'conversation_id', 'Conversation not found');
  };
  const messagePage = (request: FakeRequest, afterId: number | undefined): SupportMessagePage => {
    const newestFirst = [...messages]
      .reverse()
      .filter((one) => afterId === undefined || one.id > afterId);
    const { page, total_size, limit, offset } = paged(newestFirst, request.query);
    return {
      total_size,
      limit: Number(limit),
      offset: Number(offset),
      status: true,
      messages: page.map((one) => messageWire(one, request.language)),
      conversation:
        conversationId === null ? null : conversationWire(conversationId, request.language),
    };
  };

  const view: FakeShopSupport = {
    answer: (text) => {
      conversationId ??= 1;
      messages.push({
        id: nextMessageId++,
        fromSupport: true,
        text,
        files: [],
        seen: false,
        at: new Date().toISOString(),
      });
    },
    seed: (seeds) => {
      conversationId ??= 1;
      for (const seed of seeds) {
        messages.push({
          id: nextMessageId++,
          fromSupport: seed.fromSupport,
          text: seed.text ?? null,
          files: [],
          ...(seed.images ? { urls: seed.images } : {}),
          seen: true,
          at: seed.at ?? new Date().toISOString(),
        });
      }
    },
    unread: () => messages.filter((one) => one.fromSupport && !one.seen).length,
  };

  return {
    view,
    list: (request) => ({
      type: request.query.type ?? null,
      ...conversationPage(
        request,
        request.query.type === undefined || request.query.type === 'admin',
      ),
    }),
    searchList: (request) => {
      const name = (request.query.name ?? '').trim();
      if (name === '') refuse(422, 'name', '{field} is required', { field: 'name' });
      if (name.length > 100) refuse(422, 'name', '{field} is invalid', { field: 'name' });
      answerIfDue();
      const term = name.toLowerCase();
      const shopNames = (['ar', 'en'] as const).map((language) =>
        (fakeShopConfig(language).business_name ?? '').toLowerCase(),
      );
      const found =
        shopNames.some((name) => name.includes(term)) ||
        messages.some((one) =>
          (one.text === GENERAL_ANSWER
            ? translate(request.language, GENERAL_ANSWER)
            : (one.text ?? '')
          )
            .toLowerCase()
            .includes(term),
        );
      return { type: null, ...conversationPage(request, found) };
    },
    details: (request) => {
      const { last_id: lastId, conversation_id: named } = request.query;
      const afterId =
        lastId === undefined ? undefined : wholeNumber(lastId, 'last_id', 0, MAX_ROW_ID);
      paged([], request.query);
      namedConversation(named);
      answerIfDue();
      for (const one of messages) if (one.fromSupport) one.seen = true;
      return messagePage(request, afterId);
    },
    send: (request) => {
      const fields = fieldsOf(request.body);
      const sentFiles = Object.entries(fields).flatMap(([, value]) =>
        (Array.isArray(value) ? value : [value]).filter(isFile),
      );
      if (sentFiles.length > SUPPORT_MAX_IMAGES) {
        refuse(422, 'image', 'Maximum 3 images can be send at a time.');
      }
      const files = filesOf(fields, ['image']).get('image') ?? [];
      const text = textField(fields, 'message');
      // As on the server: no text column keeps a NUL character.
      if (text.length > 4000 || text.includes('\u0000')) {
        refuse(422, 'message', '{field} is invalid', { field: 'message' });
      }
      const receiver = fields.receiver_type;
      if (receiver !== undefined && receiver !== 'admin') {
        refuse(422, 'receiver_type', '{field} is invalid', { field: 'receiver_type' });
      }
      refuseFirst({ message: checkSupportMessage(text.trim(), files.length) });
      checkPictures(files, 'image');
      namedConversation(fields.conversation_id);
      conversationId ??= 1;
      const at = new Date().toISOString();
      messages.push({
        id: nextMessageId++,
        fromSupport: false,
        text: text.trim() === '' ? null : text.trim(),
        files: files.map((file, index) => `fake-${nextMessageId}-${index}-${file.filename}`),
        seen: false,
        at,
      });
      answerDueAt ??= Date.now() + (options.answerDelayMs ?? 0);
      const page = messagePage(request, undefined);
      return {
        ...page,
        conversation: conversationWire(conversationId, request.language),
        message: translate(request.language, 'Message sent'),
      };
    },
  };
}
