/*
 * The fake shop's gift packets (issue #19), answered as the demo server answers them: one packet
 * over the first two catalog items (weights 1 and 3), the signed-in customer's one spin of it
 * drawn by `drawGift` from a fresh random seed, and the gift put on one of the shop's orders.
 */
import type { GiftDraw, GiftPacket, GiftPacketPage } from '../api/giftWire';
import type { Item, MessageReply, OrderStatusName } from '../api/wire';
import { drawGift } from '../gifts';
import type { Locale } from '../i18n/locale';
import { giftLinePrice } from '../pricing';
import type { Pager } from './fakeAfterOrder';
import { type FakeRequest, fieldsOf, MAX_ROW_ID, refuse, translate, wholeNumber } from './fakeHttp';

/** The id of the fake shop's one packet. */
export const FAKE_GIFT_PACKET_ID = 1;

const PACKET_WEIGHTS = [1, 3] as const;

/** What the fake gifts read of the rest of the shop. */
export interface FakeGiftSources {
  catalog: (language: Locale) => readonly Item[];
  paged: Pager;
  /** The status of one of the shop's orders, or undefined when there is none of that id. */
  orderStatus: (orderId: number) => OrderStatusName | undefined;
}

/** The handlers of the gift routes. */
export interface FakeGifts {
  packets(request: FakeRequest): GiftPacketPage;
  spin(request: FakeRequest): GiftDraw;
  giftItem(request: FakeRequest): { gift_item: GiftDraw | null };
  addOrderGift(request: FakeRequest): MessageReply;
  /** The won gift, not yet on an order, joins the order the customer just placed. */
  joinWonGifts(orderId: number): void;
}

/** A fresh seed of 32 random bytes, in hex, as the server makes one per draw. */
function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The fake shop's gift packets over its catalog and orders. */
export function createFakeGifts({ catalog, paged, orderStatus }: FakeGiftSources): FakeGifts {
  let draw: { itemId: number; seed: string; orderId: number | null; at: string } | null = null;

  const packetItems = (language: Locale) =>
    catalog(language)
      .slice(0, PACKET_WEIGHTS.length)
      .map((item, index) => ({ item, weight: PACKET_WEIGHTS[index] ?? 1 }));

  const packet = (language: Locale): GiftPacket => {
    const entries = packetItems(language);
    const total = entries.reduce((sum, { weight }) => sum + weight, 0);
    return {
      id: FAKE_GIFT_PACKET_ID,
      name: language === 'ar' ? 'هدية الترحيب' : 'Welcome gift',
      description:
        language === 'ar'
          ? 'أدر العجلة مرة واحدة وستصلك واحدة من هذه مجانًا مع طلبك القادم.'
          : 'Spin once and one of these comes free with your next order.',
      image: entries[0]?.item.image ?? '',
      items: entries.map(({ item, weight }) => ({
        item_id: item.id,
        name: item.name,
        image: item.image,
        price: item.price,
        weight,
        chance: Number((weight / total).toFixed(4)),
      })),
    };
  };

  const packetIdOf = (source: Record<string, unknown>) => {
    const id = wholeNumber(source.gift_packet_id, 'gift_packet_id', 1, MAX_ROW_ID);
    if (id !== FAKE_GIFT_PACKET_ID) refuse(404, 'gift_packet_id', 'Gift packet not found');
    return id;
  };

  const drawWire = (language: Locale): GiftDraw | null => {
    if (draw === null) return null;
    const won = draw;
    const item = catalog(language).find((entry) => entry.id === won.itemId);
    if (!item) return null;
    const line = giftLinePrice(item.price);
    return {
      id: 1,
      gift_packet_id: FAKE_GIFT_PACKET_ID,
      item: { item_id: item.id, name: item.name, image: item.image, price: item.price },
      gift_price: line.price - line.discountOnItem,
      seed: won.seed,
      order_id: won.orderId,
      created_at: won.at,
    };
  };

  return {
    packets: ({ language, query }) => {
      const { page, ...rest } = paged([packet(language)], query);
      return { ...rest, gift_packets: page };
    },
    spin: ({ language, body }) => {
      packetIdOf(fieldsOf(body));
      if (draw === null) {
        const seed = randomSeed();
        const weights = packetItems('en').map(({ item, weight }) => ({ itemId: item.id, weight }));
        const itemId = drawGift(weights, seed);
        if (itemId === null) refuse(409, 'gift_packet_id', 'This gift packet is empty');
        draw = { itemId, seed, orderId: null, at: new Date().toISOString() };
      }
      const wire = drawWire(language);
      return wire ?? refuse(409, 'gift_packet_id', 'This gift packet is empty');
    },
    // As on the server: a packet without the customer's draw, known or not, reads null.
    giftItem: ({ language, query }) => {
      const packetId = wholeNumber(query.gift_packet_id, 'gift_packet_id', 1, MAX_ROW_ID);
      return { gift_item: packetId === FAKE_GIFT_PACKET_ID ? drawWire(language) : null };
    },
    addOrderGift: ({ language, body }) => {
      const fields = fieldsOf(body);
      const orderId = wholeNumber(fields.order_id, 'order_id', 1, MAX_ROW_ID);
      const packetId = wholeNumber(fields.gift_packet_id, 'gift_packet_id', 1, MAX_ROW_ID);
      const status = orderStatus(orderId);
      if (status === undefined) refuse(404, 'order_id', 'Order not found');
      if (draw === null || packetId !== FAKE_GIFT_PACKET_ID) {
        refuse(404, 'gift_packet_id', 'Spin the gift packet first');
      }
      if (draw.orderId !== orderId) {
        if (draw.orderId !== null) {
          refuse(409, 'gift_packet_id', 'This gift is already on another order');
        }
        if (status !== 'pending') refuse(403, 'order_id', 'A gift can only join a pending order');
        draw = { ...draw, orderId };
      }
      return { message: translate(language, 'The gift is added to your order') };
    },
    joinWonGifts: (orderId) => {
      if (draw !== null && draw.orderId === null) draw = { ...draw, orderId };
    },
  };
}

type Answer = (request: FakeRequest, params: readonly string[]) => unknown;

/** A gift route of the fake shop. */
interface GiftRoute {
  method: string;
  path: RegExp;
  answer: Answer;
}

/** The gift routes: the packets for anyone, the spin and the order gift for the customer. */
export function fakeGiftRoutes(
  gifts: FakeGifts,
  asCustomer: (answer: Answer) => Answer,
): GiftRoute[] {
  const route = (method: string, path: string, answer: Answer): GiftRoute => ({
    method,
    path: new RegExp(`^/api/v1/${path}$`),
    answer,
  });
  return [
    route('GET', 'home-gift-packets', gifts.packets),
    route('POST', 'customer/random-item-by-gift-packet', asCustomer(gifts.spin)),
    route('GET', 'customer/get-gift-item', asCustomer(gifts.giftItem)),
    route('POST', 'customer/add-order-gift', asCustomer(gifts.addOrderGift)),
  ];
}
