import { describe, expect, it, vi } from 'vitest';
import { createSupportEndpoints } from '../api/supportEndpoints';
import { watchSupportMessages } from '../api/pollForChanges';
import type { SupportMessage } from '../api/supportWire';
import { clientWith } from '../api/testDoubles';
import { createFakeShop } from './fakeShop';

/** The kit's support calls over a fake shop, as the signed-in customer. */
function supportOver(shop: ReturnType<typeof createFakeShop>) {
  const { api } = clientWith({
    fetch: vi.fn(shop.fetch),
    context: { token: shop.token, language: 'en' },
  });
  return createSupportEndpoints(api.request);
}

describe('given a fake shop whose customer writes to support', () => {
  it('shows the message, then support’s answer as unread until the conversation is read', async () => {
    const shop = createFakeShop();
    const support = supportOver(shop);
    const sent = await support.sendSupportMessage({ message: 'Hello' });
    expect(sent.messages.map((message) => message.message)).toEqual(['Hello']);
    const [conversation] = (await support.getConversations()).conversations;
    expect(conversation?.unread_message_count).toBe(1);
    const page = await support.getSupportMessages({ conversationId: sent.conversation.id });
    expect(page.messages.map((message) => message.sender_id)).toEqual([
      0,
      sent.conversation.sender_id,
    ]);
    expect(page.messages.every((message) => message.is_seen === 1)).toBe(true);
    const [read] = (await support.getConversations()).conversations;
    expect(read?.unread_message_count).toBe(0);
  });

  it('brings the answer to a client waiting with last_id', async () => {
    const shop = createFakeShop();
    const support = supportOver(shop);
    const sent = await support.sendSupportMessage({ message: 'Where is my order?' });
    const lastId = sent.messages[0]?.id ?? 0;
    const news = await new Promise<SupportMessage[]>((resolve) => {
      const watch = watchSupportMessages(support, {
        lastId,
        intervalMs: 5,
        onMessages: (messages) => {
          watch.stop();
          resolve(messages);
        },
      });
    });
    expect(news).toHaveLength(1);
    expect(news[0]?.sender_id).toBe(0);
  });
});
