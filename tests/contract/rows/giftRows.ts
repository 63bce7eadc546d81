/*
 * Contract rows of gift packets (issue #19): the packets on offer, the customer's one spin, what
 * it gave, and the refusals of putting a gift on an order (the gift on a real order is the demo
 * server's gifts.test.ts: the contract's customer has no order).
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import type { ContractRequest } from '../contractBackend';
import {
  type ContractRow,
  get,
  inArabic,
  post,
  readsInArabic,
  refusal,
  row,
  UNKNOWN_ID,
} from '../contractRow';
import { giftDrawShape, giftItemShape, giftPacketPageShape } from '../giftShapes';

const PACKETS = get('/home-gift-packets');

/**
 * The contract's packet: the first of each backend (the demo server's contract database gets it
 * first, the fake shop has only it), so a setup request can name it.
 */
const PACKET_ID = 1;

/** The first packet on offer, from the reply to `PACKETS`. */
function firstPacket(body: unknown) {
  const [packet] = v.parse(giftPacketPageShape, body).gift_packets;
  if (!packet) throw new Error('expected a gift packet on offer');
  return packet;
}

const spin = (packetId: unknown): ContractRequest =>
  post('/customer/random-item-by-gift-packet', { gift_packet_id: packetId });

/** Spins the first packet on offer, read from the first earlier reply (of `PACKETS`). */
const spinFirst = (_ids: unknown, earlier: readonly unknown[]) => spin(firstPacket(earlier[0]).id);

export const giftRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/home-gift-packets',
    when: 'anyone asks for the packets on offer',
    as: 'nobody',
    request: () => PACKETS,
    status: 200,
    reply: giftPacketPageShape,
    holds: (page) => {
      expect(page.gift_packets.length).toBeGreaterThan(0);
      for (const packet of page.gift_packets) {
        expect(packet.items.length).toBeGreaterThan(1);
        const chances = packet.items.reduce((sum, item) => sum + item.chance, 0);
        expect(chances).toBeCloseTo(1, 3);
      }
    },
  }),
  row({
    endpoint: 'GET /api/v1/home-gift-packets',
    when: 'the packets are asked for in Arabic',
    as: 'nobody',
    request: () => inArabic(PACKETS),
    status: 200,
    reply: giftPacketPageShape,
    holds: (page) => {
      for (const packet of page.gift_packets) {
        expect(readsInArabic(packet.name)).toBe(true);
        expect(readsInArabic(packet.description.replace(/[0-9.,،]/g, ''))).toBe(true);
      }
    },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/random-item-by-gift-packet',
    when: 'a guest spins a packet',
    as: 'guest',
    given: () => [PACKETS],
    request: spinFirst,
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/random-item-by-gift-packet',
    when: 'the packet id is not a number',
    as: 'customer',
    request: () => spin('first'),
    status: 422,
    code: 'gift_packet_id',
    message: '{field} is invalid',
    values: { field: 'gift_packet_id' },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/random-item-by-gift-packet',
    when: 'no packet has the id',
    as: 'customer',
    request: () => spin(UNKNOWN_ID),
    status: 404,
    code: 'gift_packet_id',
    message: 'Gift packet not found',
  }),
  row({
    endpoint: 'POST /api/v1/customer/random-item-by-gift-packet',
    when: 'the customer spins a packet',
    as: 'customer',
    given: () => [PACKETS],
    request: spinFirst,
    status: 200,
    reply: giftDrawShape,
    holds: (draw, _ids, earlier) => {
      const packet = firstPacket(earlier[0]);
      expect(draw.gift_packet_id).toBe(packet.id);
      expect(packet.items.map((item) => item.item_id)).toContain(draw.item.item_id);
      expect(draw.order_id).toBeNull();
    },
  }),
  row({
    endpoint: 'POST /api/v1/customer/random-item-by-gift-packet',
    when: 'the customer spins the same packet again',
    as: 'customer',
    given: () => [spin(PACKET_ID)],
    request: () => spin(PACKET_ID),
    status: 200,
    reply: giftDrawShape,
    holds: (draw, _ids, earlier) => {
      const first = v.parse(giftDrawShape, earlier[0]);
      expect(draw).toEqual(first);
    },
  }),
  row({
    endpoint: 'GET /api/v1/customer/get-gift-item',
    when: 'the customer has spun the packet',
    as: 'customer',
    given: () => [spin(PACKET_ID)],
    request: () => get(`/customer/get-gift-item?gift_packet_id=${PACKET_ID}`),
    status: 200,
    reply: giftItemShape,
    holds: (reply, _ids, earlier) => {
      expect(reply.gift_item).toEqual(v.parse(giftDrawShape, earlier[0]));
    },
  }),
  row({
    endpoint: 'GET /api/v1/customer/get-gift-item',
    when: 'the customer has not spun the packet',
    as: 'customer',
    given: () => [PACKETS],
    request: (_ids, earlier) =>
      get(`/customer/get-gift-item?gift_packet_id=${firstPacket(earlier[0]).id}`),
    status: 200,
    reply: giftItemShape,
    holds: (reply) => {
      expect(reply.gift_item).toBeNull();
    },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/add-order-gift',
    when: 'the order is not one of the customer’s',
    as: 'customer',
    given: () => [spin(PACKET_ID)],
    request: () =>
      post('/customer/add-order-gift', { order_id: UNKNOWN_ID, gift_packet_id: PACKET_ID }),
    status: 404,
    code: 'order_id',
    message: 'Order not found',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/add-order-gift',
    when: 'the order id is missing',
    as: 'customer',
    request: () => post('/customer/add-order-gift', { gift_packet_id: PACKET_ID }),
    status: 422,
    code: 'order_id',
    message: '{field} is required',
    values: { field: 'order_id' },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/add-order-gift',
    when: 'a guest asks for a gift on an order',
    as: 'guest',
    request: () =>
      post('/customer/add-order-gift', { order_id: UNKNOWN_ID, gift_packet_id: PACKET_ID }),
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
  row({
    endpoint: 'GET /api/v1/home-gift-packets',
    when: 'a page past the last is asked for',
    as: 'nobody',
    request: () => get('/home-gift-packets?offset=50'),
    status: 200,
    reply: giftPacketPageShape,
    holds: (page) => {
      expect(page.gift_packets).toEqual([]);
    },
  }),
];
