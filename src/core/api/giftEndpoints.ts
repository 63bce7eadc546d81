/*
 * The kit's calls of gift packets (issue #19, spec §1 "a gift/prize spin"): the packets on offer,
 * the customer's one spin of a packet, what it gave, and the gift put on a pending order.
 */
import type { GiftDraw, GiftItemReply, GiftPacketPage } from './giftWire';
import type { CallOptions, Requester } from './requestOptions';
import type { MessageReply } from './wire';

/** A page of packets: 1-based page number and page size. */
export interface GiftPacketPageQuery {
  limit?: number;
  offset?: number;
}

/** The calls of gift packets. */
export interface GiftEndpoints {
  /** The packets on offer, with their items' weights and chances (home-gift-packets). */
  getGiftPackets(page?: GiftPacketPageQuery, call?: CallOptions): Promise<GiftPacketPage>;
  /** Spins a packet; a second spin answers the first draw (random-item-by-gift-packet). */
  spinGiftPacket(packetId: number, call?: CallOptions): Promise<GiftDraw>;
  /** The customer's draw of a packet, null before the spin (get-gift-item). */
  getGiftItem(packetId: number, call?: CallOptions): Promise<GiftItemReply>;
  /** Puts the won gift of a packet, free, on a pending order (add-order-gift). */
  addOrderGift(orderId: number, packetId: number, call?: CallOptions): Promise<MessageReply>;
}

const FIRST_PAGE = { limit: 10, offset: 1 } as const;

/** Builds the gift packet calls on top of the client's requester. */
export function createGiftEndpoints(request: Requester): GiftEndpoints {
  return {
    getGiftPackets: (page = FIRST_PAGE, call) =>
      request<GiftPacketPage>('/api/v1/home-gift-packets', { ...call, query: { ...page } }),
    spinGiftPacket: (packetId, call) =>
      request<GiftDraw>('/api/v1/customer/random-item-by-gift-packet', {
        ...call,
        method: 'POST',
        body: { gift_packet_id: packetId },
      }),
    getGiftItem: (packetId, call) =>
      request<GiftItemReply>('/api/v1/customer/get-gift-item', {
        ...call,
        query: { gift_packet_id: packetId },
      }),
    addOrderGift: (orderId, packetId, call) =>
      request<MessageReply>('/api/v1/customer/add-order-gift', {
        ...call,
        method: 'POST',
        body: { order_id: orderId, gift_packet_id: packetId },
      }),
  };
}
