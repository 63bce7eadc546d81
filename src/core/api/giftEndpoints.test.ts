import { describe, expect, it } from 'vitest';
import { createGiftEndpoints } from './giftEndpoints';
import { clientWith, fakeFetch, jsonReply, sentRequest } from './testDoubles';

function giftClient() {
  const client = clientWith({
    fetch: fakeFetch(() => jsonReply(200, {})),
    context: { token: 't' },
  });
  return { ...client, gifts: createGiftEndpoints(client.api.request) };
}

describe('given the gift packet calls', () => {
  it('lists the packets a page at a time', async () => {
    const { gifts, fetch } = giftClient();
    await gifts.getGiftPackets({ limit: 5, offset: 2 });
    const sent = sentRequest(fetch);
    expect(sent.url.pathname).toBe('/api/v1/home-gift-packets');
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({ limit: '5', offset: '2' });
  });

  it('spins a packet and reads its draw by gift_packet_id', async () => {
    const { gifts, fetch } = giftClient();
    await gifts.spinGiftPacket(7);
    const spun = sentRequest(fetch);
    expect(spun.method).toBe('POST');
    expect(spun.url.pathname).toBe('/api/v1/customer/random-item-by-gift-packet');
    expect(spun.body).toEqual({ gift_packet_id: 7 });
    await gifts.getGiftItem(7);
    const read = sentRequest(fetch);
    expect(read.url.pathname).toBe('/api/v1/customer/get-gift-item');
    expect(read.url.searchParams.get('gift_packet_id')).toBe('7');
  });

  it('puts the won gift on an order', async () => {
    const { gifts, fetch } = giftClient();
    await gifts.addOrderGift(100001, 7);
    const sent = sentRequest(fetch);
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/api/v1/customer/add-order-gift');
    expect(sent.body).toEqual({ order_id: 100001, gift_packet_id: 7 });
  });
});
