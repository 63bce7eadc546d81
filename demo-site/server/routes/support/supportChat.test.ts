// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConversationPage,
  SentMessageReply,
  SupportMessagePage,
} from '../../../../src/core/api/supportWire';
import type { ErrorListReply } from '../../../../src/core/api/wire';
import { pngBytes } from '../../../../src/core/validation/imageBytes.fixtures';
import { supportAnswersDue, supportMessages } from '../../db/schema';
import { translate } from '../../http/language';
import { createCustomer, type TestCustomer } from '../../testing/accountFixtures';
import { call } from '../../testing/accountTestServer';
import { insertCatalogFixtures } from '../../testing/catalogFixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { answerDueMessages } from '../../support/supportAnswers';
import { CHAT_PHOTO_FOLDER } from '../../support/conversationWire';

/*
 * The support chat as a customer uses it: the inbox, sending text and pictures, support's answer
 * in the shopper's language once it is due, unread counts, and reading only what is new.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await insertCatalogFixtures(server.db);
}, 60_000);
afterAll(() => server.close());

const LATER = () => new Date(Date.now() + 60 * 60 * 1000);

async function send(customer: TestCustomer, body: object | FormData, language: 'ar' | 'en' = 'en') {
  if (body instanceof FormData) {
    const request = new Request('http://test/', { method: 'POST', body });
    return server.app.inject({
      method: 'POST',
      url: '/api/v1/customer/message/send',
      headers: {
        'x-localization': language,
        authorization: `Bearer ${customer.token}`,
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }
  return call(server.app, {
    method: 'POST',
    url: '/api/v1/customer/message/send',
    token: customer.token,
    body: { ...body },
    language,
  });
}

const read = (customer: TestCustomer, query = '') =>
  call(server.app, { url: `/api/v1/customer/message/details${query}`, token: customer.token });

const inbox = (customer: TestCustomer, path = 'list') =>
  call(server.app, { url: `/api/v1/customer/message/${path}`, token: customer.token });

describe('given a customer who has never written to support', () => {
  let customer: TestCustomer;
  beforeAll(async () => {
    customer = await createCustomer(server.db);
  });

  it('shows an empty inbox and an empty conversation', async () => {
    const list = (await inbox(customer)).json<ConversationPage>();
    expect(list).toMatchObject({ total_size: 0, conversations: [], offset: 1, limit: 10 });
    const details = (await read(customer, '?admin_id=0')).json<SupportMessagePage>();
    expect(details).toMatchObject({ total_size: 0, messages: [], conversation: null });
  });

  it('refuses a visitor who is not signed in', async () => {
    const reply = await call(server.app, { url: '/api/v1/customer/message/list' });
    expect(reply.statusCode).toBe(401);
  });

  it('refuses an empty message, in the shopper language, and keeps nothing', async () => {
    const reply = await send(customer, { message: '   ' }, 'ar');
    expect(reply.statusCode).toBe(422);
    expect(reply.json<ErrorListReply>().errors[0]).toEqual({
      code: 'message',
      message: translate('ar', 'Write a message or attach a picture'),
    });
    expect((await inbox(customer)).json<ConversationPage>().total_size).toBe(0);
  });

  it('refuses a message holding a NUL character, which no text column can keep', async () => {
    const reply = await send(customer, { message: 'hello\u0000there' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json<ErrorListReply>().errors[0]).toEqual({
      code: 'message',
      message: 'message is invalid',
    });
  });

  it('refuses a message too long and a conversation that is not theirs', async () => {
    const long = await send(customer, { message: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    const other = await send(customer, { message: 'hello', conversation_id: 999_999 });
    expect(other.statusCode).toBe(404);
    expect(other.json<ErrorListReply>().errors[0]?.message).toBe('Conversation not found');
  });
});

describe('given a customer who asks support about a refund, in Arabic', () => {
  let customer: TestCustomer;
  let sent: SentMessageReply;
  beforeAll(async () => {
    customer = await createCustomer(server.db);
    const reply = await send(customer, { message: 'أريد استرداد ثمن طلبي' }, 'ar');
    expect(reply.statusCode).toBe(200);
    sent = reply.json<SentMessageReply>();
  });

  it('answers with the conversation, its first page and a confirmation', () => {
    expect(sent.message).toBe(translate('ar', 'Message sent'));
    expect(sent.conversation).toMatchObject({
      sender_id: customer.id,
      sender_type: 'customer',
      receiver_id: 0,
      receiver_type: 'admin',
      unread_message_count: 0,
      receiver: { f_name: 'سوق', admin_id: 1 },
    });
    expect(sent.messages).toHaveLength(1);
    expect(sent.messages[0]).toMatchObject({
      sender_id: customer.id,
      message: 'أريد استرداد ثمن طلبي',
      file: [],
      is_seen: 0,
    });
    expect(sent.conversation.last_message?.id).toBe(sent.messages[0]?.id);
  });

  it('has not answered before the delay is over', async () => {
    expect(await answerDueMessages(server.db, new Date())).toBe(0);
    expect((await read(customer)).json<SupportMessagePage>().total_size).toBe(1);
  });

  it('answers once the delay is over, in Arabic, about refunds, and only once', async () => {
    expect(await answerDueMessages(server.db, LATER())).toBeGreaterThanOrEqual(1);
    expect(await answerDueMessages(server.db, LATER())).toBe(0);
    const list = (await inbox(customer)).json<ConversationPage>();
    const [conversation] = list.conversations;
    expect(conversation?.unread_message_count).toBe(1);
    expect(conversation?.last_message).toMatchObject({
      sender_id: 0,
      message: translate(
        'ar',
        'Sorry to hear something went wrong. A delivered order can be refunded from its page under My orders: choose a reason and add up to three photos. We answer refund requests within two working days.',
      ),
    });
  });

  it('marks the answer read when the conversation is opened', async () => {
    const details = (
      await read(customer, `?conversation_id=${sent.conversation.id}`)
    ).json<SupportMessagePage>();
    expect(details.messages.map((message) => message.sender_id)).toEqual([0, customer.id]);
    // Support read the shopper's message when it answered; the shopper has now read the answer.
    expect(details.messages.map((message) => message.is_seen)).toEqual([1, 1]);
    expect(details.conversation?.unread_message_count).toBe(0);
    const [conversation] = (await inbox(customer)).json<ConversationPage>().conversations;
    expect(conversation?.unread_message_count).toBe(0);
  });

  it('finds the conversation by what was written or the shop name, not by other words', async () => {
    const found = await inbox(customer, `search-list?name=${encodeURIComponent('استرداد')}`);
    expect(found.json<ConversationPage>().total_size).toBe(1);
    const byShopName = await inbox(customer, `search-list?name=${encodeURIComponent('سوق')}`);
    expect(byShopName.json<ConversationPage>().total_size).toBe(1);
    const none = await inbox(customer, 'search-list?name=pizza');
    expect(none.json<ConversationPage>().conversations).toEqual([]);
    const blank = await inbox(customer, 'search-list?name=');
    expect(blank.statusCode).toBe(422);
  });

  it('hides the conversation from another customer', async () => {
    const other = await createCustomer(server.db);
    const reply = await read(other, `?conversation_id=${sent.conversation.id}`);
    expect(reply.statusCode).toBe(404);
  });
});

describe('given a customer waiting for new messages', () => {
  it('reads only the messages after the last one it has', async () => {
    const customer = await createCustomer(server.db);
    const first = (
      await send(customer, { message: 'Where is my delivery?' })
    ).json<SentMessageReply>();
    const lastId = first.messages[0]?.id ?? 0;
    const nothingNew = (await read(customer, `?last_id=${lastId}`)).json<SupportMessagePage>();
    expect(nothingNew.messages).toEqual([]);
    await answerDueMessages(server.db, LATER());
    const news = (await read(customer, `?last_id=${lastId}`)).json<SupportMessagePage>();
    expect(news.messages).toHaveLength(1);
    expect(news.messages[0]?.message).toBe(
      translate(
        'en',
        "Orders usually arrive within the delivery time shown on the store's page. You can see where yours is under My orders, and the delivery man calls you when they are close.",
      ),
    );
  });

  it('gets one answer to several messages sent before it was due, about the last one', async () => {
    const customer = await createCustomer(server.db);
    await send(customer, { message: 'Hello' });
    await send(customer, { message: 'Can I pay by card?' });
    await answerDueMessages(server.db, LATER());
    const page = (await read(customer)).json<SupportMessagePage>();
    expect(page.messages.map((message) => message.sender_id)).toEqual([
      0,
      customer.id,
      customer.id,
    ]);
    expect(page.messages[0]?.message).toContain('cash on delivery');
  });
});

describe('given a customer who sends a picture', () => {
  it('keeps it under the chat folder and sends its name and address', async () => {
    const customer = await createCustomer(server.db);
    const form = new FormData();
    form.append('message', 'The box arrived broken');
    form.append('image[]', new File([pngBytes(40, 30)], 'box.png', { type: 'image/png' }));
    const reply = await send(customer, form);
    expect(reply.statusCode).toBe(200);
    const [message] = reply.json<SentMessageReply>().messages;
    const [name] = message?.file ?? [];
    expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(message?.file_full_url[0]).toMatch(new RegExp(`/images/${CHAT_PHOTO_FOLDER}/${name}$`));
    expect(existsSync(join(server.imagesDir, CHAT_PHOTO_FOLDER, name ?? ''))).toBe(true);
  });

  it('refuses a file that is no picture and keeps no message', async () => {
    const customer = await createCustomer(server.db);
    const form = new FormData();
    form.append('image[]', new File([new TextEncoder().encode('%PDF-1.4')], 'a.pdf'));
    const reply = await send(customer, form);
    expect(reply.statusCode).toBe(422);
    expect(reply.json<ErrorListReply>().errors[0]?.message).toBe(
      'Only JPG, PNG and GIF images are allowed',
    );
    expect((await inbox(customer)).json<ConversationPage>().total_size).toBe(0);
  });
});

describe('given an answer due while no process answers', () => {
  it('keeps it in the database until a process writes it', async () => {
    const customer = await createCustomer(server.db);
    const sent = (
      await send(customer, { message: 'Is my order confirmed?' })
    ).json<SentMessageReply>();
    const [due] = await server.db
      .select()
      .from(supportAnswersDue)
      .where(eq(supportAnswersDue.conversationId, sent.conversation.id));
    expect(due).toMatchObject({ language: 'en', topic: 'orders' });
    await answerDueMessages(server.db, LATER());
    const written = await server.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, sent.conversation.id));
    expect(written.filter((row) => row.sender === 'admin')).toHaveLength(1);
  });
});

describe('given a client that sends messages without pause', () => {
  it('refuses the 21st message of a minute from one address, translated', async () => {
    const customer = await createCustomer(server.db);
    const sendFrom = (text: string) =>
      call(server.app, {
        method: 'POST',
        url: '/api/v1/customer/message/send',
        token: customer.token,
        body: { message: text },
        from: '10.200.0.1',
      });
    for (let sent = 1; sent <= 20; sent += 1) {
      expect((await sendFrom(`message ${sent}`)).statusCode).toBe(200);
    }
    const refused = await sendFrom('one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorListReply>().errors).toHaveLength(1);
  });
});
