// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SentMessageReply } from '../../../src/core/api/supportWire';
import { buildServer } from '../app';
import { supportAnswersDue, supportMessages } from '../db/schema';
import { createCustomer } from '../testing/accountFixtures';
import { insertCatalogFixtures } from '../testing/catalogFixtures';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { answerDueMessages, supportAnswerDelayMs } from './supportAnswers';
import { topicOf } from './cannedAnswers';

/*
 * Support's answers are written by the server's own process once due: a server stopped while
 * an answer waits leaves it in the database, the next one writes it, and servers running side by
 * side write it once.
 */

let database: TestDatabase;
let imagesDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertCatalogFixtures(database.db);
  imagesDir = mkdtempSync(join(tmpdir(), 'souq-support-'));
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

const serverAnswering = (delayMs: number, answering: boolean) =>
  buildServer({
    db: database.db,
    imagesDir,
    supportAnswers: answering ? { delayMs, pollMs: 20 } : null,
  });

async function adminMessages(conversationId: number) {
  const rows = await database.db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId));
  return rows.filter((row) => row.sender === 'admin');
}

async function sendAs(app: FastifyInstance, token: string, message: string) {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/v1/customer/message/send',
    headers: { authorization: `Bearer ${token}`, 'x-localization': 'en' },
    payload: { message },
  });
  return reply.json<SentMessageReply>().conversation.id;
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('given a server that stops while an answer is due', () => {
  it('leaves the answer to the next server, which writes it once', async () => {
    const customer = await createCustomer(database.db);
    const first = await serverAnswering(10_000, false);
    await first.ready();
    const conversationId = await sendAs(first, customer.token, 'How do I pay?');
    await first.close();
    expect(await adminMessages(conversationId)).toHaveLength(0);
    // The due time has not passed yet: move it to now, as if the restart took that long.
    await database.db
      .update(supportAnswersDue)
      .set({ dueAt: new Date() })
      .where(eq(supportAnswersDue.conversationId, conversationId));

    const [second, third] = await Promise.all([
      serverAnswering(10, true),
      serverAnswering(10, true),
    ]);
    await Promise.all([second.ready(), third.ready()]);
    await waitFor(async () => (await adminMessages(conversationId)).length > 0, 5_000);
    // Both servers keep polling a while longer: neither may write the answer again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all([second.close(), third.close()]);
    const answers = await adminMessages(conversationId);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.message).toContain('cash on delivery');
  });
});

describe('given two answer runs at once', () => {
  it('writes each due answer once', async () => {
    const customer = await createCustomer(database.db);
    const app = await serverAnswering(0, false);
    await app.ready();
    const conversationId = await sendAs(app, customer.token, 'Hi there');
    await app.close();
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const written = await Promise.all([
      answerDueMessages(database.db, later),
      answerDueMessages(database.db, later),
    ]);
    expect(written.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await adminMessages(conversationId)).toHaveLength(1);
  });
});

describe('given what a shopper writes', () => {
  it('chooses the answer by its topic, in either language', () => {
    expect(topicOf('I want a refund for order 12')).toBe('refunds');
    expect(topicOf('الطلب وصل تالف')).toBe('refunds');
    expect(topicOf('Can I pay by card?')).toBe('payment');
    expect(topicOf('هل يمكن الدفع بالبطاقة؟')).toBe('payment');
    expect(topicOf('The driver is late')).toBe('delivery');
    expect(topicOf('متى يصل المندوب؟')).toBe('delivery');
    expect(topicOf('متى يصل طلبي؟')).toBe('delivery');
    expect(topicOf('Where is my order?')).toBe('orders');
    expect(topicOf('أين طلبي؟')).toBe('orders');
    expect(topicOf('Hello')).toBe('other');
    expect(topicOf('')).toBe('other');
  });
});

describe('given the delay setting', () => {
  it('reads SOUQ_SUPPORT_ANSWER_MS, and 3 s when it is missing or not a number', () => {
    expect(supportAnswerDelayMs({ SOUQ_SUPPORT_ANSWER_MS: '50' })).toBe(50);
    expect(supportAnswerDelayMs({})).toBe(3000);
    expect(supportAnswerDelayMs({ SOUQ_SUPPORT_ANSWER_MS: 'soon' })).toBe(3000);
  });
});
