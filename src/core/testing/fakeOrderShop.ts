/*
 * Orders for the order pages' tests and stories. A page's fake shop is made where the page is
 * rendered, out of reach of the test, so the orders live in a second fake shop: the page's order
 * calls go there (`orderCallsTo`), every other call (the catalog, the cart) to the page's own.
 * Orders get there as a shopper's do, placed after a cart add (`placeFakeOrder`), or, for an order
 * the fake cannot move on by itself, put in as delivered (`deliveredFakeOrder`).
 */
import type { Order, OrderDetail, OrderPlacedReply } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { fromMinor, toMinor } from '../pricing';
import { type FixtureCase, fixtureItem } from './catalogFixtures';
import type { FakeOrder } from './fakeAfterOrder';
import { type FakeOrderSpec, fakeOrder } from './fakeOrderFixtures';
import type { FakeShop } from './fakeShop';

/** The calls the order pages make about orders: the order routes and the item reviews. */
const ORDER_CALL = /\/api\/v1\/(customer\/order\/|items\/reviews\/submit)/;

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/** A fetch in front of a page's shop that sends every order call to `orders` instead. */
export function orderCallsTo(
  orders: Pick<FakeShop, 'fetch'>,
): (shopFetch: typeof globalThis.fetch) => typeof globalThis.fetch {
  return (shopFetch) => (input, init) =>
    ORDER_CALL.test(urlOf(input)) ? orders.fetch(input, init) : shopFetch(input, init);
}

/** What to order: fixture items and how many of each, and how to pay. */
export interface FakePlacing {
  lines: readonly { itemId: number; quantity: number }[];
  paymentMethod?: 'cash_on_delivery' | 'wallet' | 'digital_payment' | 'offline_payment';
  /** The contact phone on the order (a guest tracks it with this). */
  contactNumber?: string;
}

/**
 * Places an order on `shop` as the signed-in customer: the lines go into the cart, then
 * customer/order/place sends them to a Cairo address. Answers the new order's id and the total
 * charged.
 */
export async function placeFakeOrder(
  shop: FakeShop,
  placing: FakePlacing,
): Promise<{ orderId: number; total: number }> {
  const send = async (path: string, body: Record<string, unknown>) => {
    const response = await shop.fetch(`http://fake.shop/api/v1/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shop.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const reply: unknown = await response.json();
    if (!response.ok) throw new Error(`${path} refused: ${JSON.stringify(reply)}`);
    return reply;
  };
  for (const { itemId, quantity } of placing.lines) {
    await send('customer/cart/add', { item_id: itemId, quantity, variation: [] });
  }
  const placed = (await send('customer/order/place', {
    payment_method: placing.paymentMethod ?? 'cash_on_delivery',
    order_type: 'delivery',
    address: '12 Nile Street, Cairo',
    latitude: '30.05',
    longitude: '31.25',
    address_type: 'home',
    contact_person_name: 'Sara Adel',
    contact_person_number: placing.contactNumber ?? '+201001234567',
  })) as OrderPlacedReply;
  return { orderId: placed.order_id, total: placed.total_ammount };
}

/** A line of a delivered order: a fixture item, how many, and the option it was bought in. */
export interface FakeDeliveredLine {
  kind: FixtureCase;
  quantity: number;
  /** The option's code (`Small`), as the fixture item's variations name it. */
  variation?: string;
}

/** One line as sold, in `language`, at the item's price (or its option's). */
function soldLine(orderId: number, line: FakeDeliveredLine, index: number, language: Locale) {
  const item = fixtureItem(line.kind, language);
  const option = item.variations?.find((variation) => variation.code === line.variation);
  const detail: OrderDetail = {
    id: orderId * 10 + index,
    order_id: orderId,
    item_id: item.id,
    item_details: { id: item.id, name: item.name, image: item.image || null },
    variation: option ? [{ type: option.type, price: option.price }] : [],
    price: option?.price ?? item.price,
    discount_on_item: 0,
    quantity: line.quantity,
    tax_amount: 0,
    created_at: '2026-11-01T10:00:00.000Z',
  };
  return detail;
}

/**
 * A delivered order of fixture items, as the demo server's lifecycle leaves one: its lines at
 * their prices, its total their sum and a delivery fee, each step of its way stamped.
 */
export function deliveredFakeOrder(
  spec: Omit<FakeOrderSpec, 'status' | 'amount' | 'itemId'> & {
    lines: readonly FakeDeliveredLine[];
    deliveryFee?: number;
  },
): FakeOrder {
  const { lines, deliveryFee = 20, ...rest } = spec;
  const details = (language: Locale) =>
    lines.map((line, index) => soldLine(spec.id, line, index, language));
  const itemsTotal = details('en').reduce(
    (sum, line) => sum + toMinor(line.price, 2) * line.quantity,
    toMinor(deliveryFee, 2),
  );
  const base = fakeOrder({ ...rest, status: 'delivered', amount: fromMinor(itemsTotal, 2) });
  const order = (language: Locale): Order => ({
    ...base.order(language),
    delivery_charge: deliveryFee,
    original_delivery_charge: deliveryFee,
    confirmed: '2026-11-01T10:05:00.000Z',
    processing: '2026-11-01T10:20:00.000Z',
    handover: '2026-11-01T10:40:00.000Z',
    picked_up: '2026-11-01T10:45:00.000Z',
    delivered: '2026-11-01T11:10:00.000Z',
    details_count: lines.length,
  });
  return { ...base, order, details };
}
