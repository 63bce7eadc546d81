// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply, Order, OrderDetail, OrderPage } from '../../../../src/core/api/wire';
import { greatCircleKm, parcelCharge } from '../../../../src/core/pricing';
import { orderPayments, orders, walletTransactions } from '../../db/orderSchema';
import { cartItems, customers, parcelOrders, settings } from '../../db/schema';
import { stepDueOrders } from '../../orders/lifecycle';
import { eraseCustomer } from '../account/accountRemoval';
import {
  CAIRO_ADDRESS,
  insertOrderFixtures,
  newOrderCustomer,
  newOrderGuest,
  ORDER_TEST_CONFIG,
  type OrderFixtures,
  type OrderShopper,
  placeAs,
  putInCart,
} from '../../testing/orderFixtures';
import {
  insertParcelCategories,
  insertParcelCourier,
  type ParcelCategoryFixtures,
  type ParcelFixtures,
} from '../../testing/parcelFixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';
import type { OrderPlacedWire } from './orderPlaceRoutes';

let server: TestServer;
let ids: OrderFixtures;
let parcel: ParcelFixtures;
let category: ParcelCategoryFixtures;
beforeAll(async () => {
  server = await startTestServer();
  ids = await insertOrderFixtures(server.db);
  parcel = await insertParcelCourier(server.db, {
    zoneId: ids.zone.cairo,
    latitude: 30.05,
    longitude: 31.24,
  });
  category = await insertParcelCategories(server.db);
}, 90_000);
afterAll(() => server.close());

/** Where the receiver lives: about 6 km from the sender, still in Cairo. */
const RECEIVER = {
  contact_person_name: 'Omar Nabil',
  contact_person_number: '+201112223334',
  address: '5 Tahrir Square',
  latitude: '30.1',
  longitude: '31.28',
  floor: '3',
  road: 'Tahrir',
  house: '5',
  address_type: 'Delivery',
  zone_id: 1,
};
/** A point in no zone (Alexandria). */
const NOWHERE = { latitude: '31.2', longitude: '29.9' };

/** A parcel body as the 6amMart web sends it: the sender flat, the receiver as JSON text. */
const parcelBody = (
  fields: Record<string, unknown> = {},
  receiver: Record<string, unknown> = {},
) => ({
  order_type: 'parcel',
  payment_method: 'cash_on_delivery',
  parcel_category_id: category.documents,
  charge_payer: 'sender',
  distance: 99,
  ...CAIRO_ADDRESS,
  address_type: 'Pickup',
  receiver_details: JSON.stringify({ ...RECEIVER, ...receiver }),
  ...fields,
});

/** What the core rule says the Documents parcel from CAIRO_ADDRESS to RECEIVER costs. */
function documentsTotal(tips = 0): number {
  const distanceKm = greatCircleKm({ lat: 30.06, lng: 31.25 }, { lat: 30.1, lng: 31.28 });
  return parcelCharge({
    distanceKm,
    category: { parcel_per_km_shipping_charge: 4, parcel_minimum_shipping_charge: 20 },
    zone: { per_km_shipping_charge: 5, minimum_shipping_charge: 10, maximum_shipping_charge: 50 },
    taxPercent: ORDER_TEST_CONFIG.tax,
    taxIncluded: 0,
    dmTips: tips,
  }).total;
}

const errorsOf = (reply: { json<T>(): T }) => reply.json<ErrorListReply>().errors;
const ordersOf = (shopper: OrderShopper) =>
  server.db
    .select()
    .from(orders)
    .where(
      'customerId' in shopper.owner
        ? eq(orders.customerId, shopper.owner.customerId)
        : eq(orders.guestId, shopper.owner.guestId),
    );

/** Expects a refusal in those words, with no order written for the shopper. */
async function expectRefused(
  shopper: OrderShopper,
  body: Record<string, unknown>,
  status: number,
  message: string,
  language: 'ar' | 'en' = 'en',
) {
  const before = (await ordersOf(shopper)).length;
  const reply = await placeAs(server.app, shopper, body, { language });
  expect(reply.statusCode).toBe(status);
  expect(errorsOf(reply).map((error) => error.message)).toEqual([message]);
  expect(await ordersOf(shopper)).toHaveLength(before);
}

/** GETs a customer/order path as the shopper. */
async function read<T>(shopper: OrderShopper, path: string, language: 'ar' | 'en' = 'en') {
  const guest = 'guestId' in shopper.owner ? `&guest_id=${shopper.owner.guestId}` : '';
  const reply = await server.app.inject({
    method: 'GET',
    url: `/api/v1/customer/order/${path}${guest}`,
    headers: {
      'x-localization': language,
      ...(shopper.token ? { authorization: `Bearer ${shopper.token}` } : {}),
    },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<T>();
}

async function placed(shopper: OrderShopper, body: Record<string, unknown>) {
  const reply = await placeAs(server.app, shopper, body);
  expect(reply.statusCode).toBe(200);
  return reply.json<OrderPlacedWire>();
}

describe('given a guest sending a parcel, paying cash on delivery', () => {
  it("charges the core rule's figure and writes a parcel order with no cart read", async () => {
    const guest = await newOrderGuest(server.db);
    await putInCart(server.db, guest, ids.item.plain, 2);
    const reply = await placed(guest, parcelBody({ dm_tips: 5, order_note: 'Ring twice' }));
    expect(reply.total_ammount).toBe(documentsTotal(5));
    expect(reply.payment_method).toBe('cash_on_delivery');
    expect(reply.user_id).toBe(0);

    const [order] = await ordersOf(guest);
    expect(order).toMatchObject({
      orderType: 'parcel',
      storeId: parcel.courierId,
      moduleId: parcel.moduleId,
      zoneId: ids.zone.cairo,
      orderAmount: documentsTotal(5),
      dmTips: 5,
      orderNote: 'Ring twice',
      deliveryAddress: { contact_person_name: 'Mona Adel', latitude: '30.06' },
    });
    const [row] = await server.db
      .select()
      .from(parcelOrders)
      .where(eq(parcelOrders.orderId, reply.order_id));
    expect(row).toMatchObject({
      parcelCategoryId: category.documents,
      chargePayer: 'sender',
      receiverDetails: { contact_person_name: 'Omar Nabil', address_type: 'others', floor: '3' },
    });
    // The cart is no part of a parcel: its line stays.
    const cart = await server.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.guestId, 'guestId' in guest.owner ? guest.owner.guestId : ''));
    expect(cart).toHaveLength(1);
  });

  it('takes the receiver as an object too, and ignores the distance sent', async () => {
    const guest = await newOrderGuest(server.db);
    const reply = await placed(guest, parcelBody({ receiver_details: RECEIVER, distance: 1 }));
    expect(reply.total_ammount).toBe(documentsTotal());
  });
});

describe('given a category whose rates are null', () => {
  it("prices the parcel at the zone's rates", async () => {
    const guest = await newOrderGuest(server.db);
    const reply = await placed(guest, parcelBody({ parcel_category_id: category.gifts }));
    const distanceKm = greatCircleKm({ lat: 30.06, lng: 31.25 }, { lat: 30.1, lng: 31.28 });
    const expected = parcelCharge({
      distanceKm,
      category: { parcel_per_km_shipping_charge: null, parcel_minimum_shipping_charge: null },
      zone: { per_km_shipping_charge: 5, minimum_shipping_charge: 10, maximum_shipping_charge: 50 },
      taxPercent: 14,
      taxIncluded: 0,
      dmTips: 0,
    });
    expect(reply.total_ammount).toBe(expected.total);
    expect(expected.deliveryCharge).not.toBe(
      parcelCharge({
        distanceKm,
        category: { parcel_per_km_shipping_charge: 4, parcel_minimum_shipping_charge: 20 },
        zone: {
          per_km_shipping_charge: 5,
          minimum_shipping_charge: 10,
          maximum_shipping_charge: 50,
        },
        taxPercent: 14,
        taxIncluded: 0,
        dmTips: 0,
      }).deliveryCharge,
    );
  });
});

describe('given a location that is missing or not one', () => {
  const missing = 'Sender or Receiver location is missing';

  it('refuses a sender with no coordinates', async () => {
    const guest = await newOrderGuest(server.db);
    await expectRefused(guest, parcelBody({ latitude: '', longitude: null }), 422, missing);
  });

  it('refuses a receiver with no coordinates, or none at all', async () => {
    const guest = await newOrderGuest(server.db);
    await expectRefused(guest, parcelBody({}, { latitude: undefined }), 422, missing);
    await expectRefused(guest, parcelBody({ receiver_details: null }), 422, missing);
  });

  it('refuses coordinates that are not numbers or off the globe, in Arabic too', async () => {
    const guest = await newOrderGuest(server.db);
    await expectRefused(guest, parcelBody({}, { latitude: 'north' }), 422, missing);
    await expectRefused(guest, parcelBody({ longitude: '200' }), 422, missing);
    await expectRefused(
      guest,
      parcelBody({}, { longitude: 'x' }),
      422,
      'موقع المرسل أو المستلم غير محدد',
      'ar',
    );
  });

  it('refuses receiver details that are not JSON', async () => {
    const guest = await newOrderGuest(server.db);
    await expectRefused(
      guest,
      parcelBody({ receiver_details: '{not json' }),
      422,
      'receiver_details is invalid',
    );
  });
});

describe('given a sender or receiver outside every zone', () => {
  it('refuses it as a delivery address there is refused', async () => {
    const guest = await newOrderGuest(server.db);
    const outside = "You can't add address in this country";
    await expectRefused(guest, parcelBody(NOWHERE), 403, outside);
    await expectRefused(guest, parcelBody({}, NOWHERE), 403, outside);
  });
});

describe('given an unknown category', () => {
  it('refuses it as not found, translated', async () => {
    const guest = await newOrderGuest(server.db);
    await expectRefused(
      guest,
      parcelBody({ parcel_category_id: 999_999 }),
      404,
      'Parcel category not found',
    );
    await expectRefused(
      guest,
      parcelBody({ parcel_category_id: 999_999 }),
      404,
      'فئة الطرد غير موجودة',
      'ar',
    );
  });
});

describe("given the receiver's contact breaking the form rules", () => {
  it('refuses a missing name and a phone that is not one', async () => {
    const guest = await newOrderGuest(server.db);
    await expectRefused(
      guest,
      parcelBody({}, { contact_person_name: ' ' }),
      422,
      'Contact person name is required',
    );
    await expectRefused(
      guest,
      parcelBody({}, { contact_person_number: '0101' }),
      422,
      'Phone number must not start with 0',
    );
  });
});

describe('given who pays', () => {
  it('lets the receiver pay cash on delivery', async () => {
    const guest = await newOrderGuest(server.db);
    await placed(guest, parcelBody({ charge_payer: 'receiver' }));
    const [order] = await ordersOf(guest);
    const [row] = await server.db
      .select()
      .from(parcelOrders)
      .where(eq(parcelOrders.orderId, order?.id ?? 0));
    expect(row?.chargePayer).toBe('receiver');
  });

  it('refuses the wallet, or a partial payment, when the receiver pays', async () => {
    const customer = await newOrderCustomer(server.db, 500);
    const cashOnly = 'When the receiver pays, the parcel is paid in cash';
    await expectRefused(
      customer,
      parcelBody({ charge_payer: 'receiver', payment_method: 'wallet' }),
      403,
      cashOnly,
    );
    await expectRefused(
      customer,
      parcelBody({ charge_payer: 'receiver', partial_payment: 1 }),
      403,
      cashOnly,
    );
  });

  it('takes the wallet when the sender pays from it', async () => {
    const customer = await newOrderCustomer(server.db, 500);
    const reply = await placed(customer, parcelBody({ payment_method: 'wallet' }));
    expect(reply.payment_method).toBe('wallet');
    const [wallet] = await server.db
      .select({ balance: customers.walletBalance })
      .from(customers)
      .where(eq(customers.id, 'customerId' in customer.owner ? customer.owner.customerId : 0));
    expect(wallet?.balance).toBe(Math.round((500 - documentsTotal()) * 100) / 100);
    const ledger = await server.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.reference, String(reply.order_id)));
    expect(ledger).toHaveLength(1);
    const payments = await server.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, reply.order_id));
    expect(payments).toMatchObject([{ paymentMethod: 'wallet', paymentStatus: 'paid' }]);
  });

  it('sends a sender paying online to the demo payment page, the parcel waiting unpaid', async () => {
    const guest = await newOrderGuest(server.db);
    const reply = await placeAs(
      server.app,
      guest,
      parcelBody({ payment_method: 'digital_payment' }),
    );
    expect(reply.statusCode).toBe(200);
    const body = reply.json<OrderPlacedWire>();
    expect(body.redirect_link).toMatch(/\/payment\//);
    const [order] = await ordersOf(guest);
    expect(order).toMatchObject({ paymentStatus: 'unpaid', nextStepAt: null });
  });

  it("splits a sender's partial payment between the wallet and cash", async () => {
    const customer = await newOrderCustomer(server.db, 10);
    const reply = await placed(customer, parcelBody({ partial_payment: 1 }));
    expect(reply.payment_method).toBe('partial_payment');
    const [order] = await ordersOf(customer);
    expect(order?.partiallyPaidAmount).toBe(10);
  });

  it('refuses a guest the wallet', async () => {
    const guest = await newOrderGuest(server.db);
    await expectRefused(guest, parcelBody({ payment_method: 'wallet' }), 403, 'Login required');
  });

  it('refuses cash on delivery past the cap, as for any order', async () => {
    const guest = await newOrderGuest(server.db);
    await expectRefused(
      guest,
      parcelBody({ dm_tips: 2000 }),
      403,
      'You can not Order more then 1000 on COD order',
    );
  });
});

describe('given a total the shopper was shown that is not the price', () => {
  it('refuses the parcel', async () => {
    const guest = await newOrderGuest(server.db);
    await expectRefused(
      guest,
      parcelBody({ order_amount: documentsTotal() + 1 }),
      409,
      'The order total changed, please review it',
    );
    await placed(guest, parcelBody({ order_amount: documentsTotal() }));
  });
});

describe('given a retry with the same Idempotency-Key', () => {
  it('answers the first parcel and writes no second', async () => {
    const customer = await newOrderCustomer(server.db);
    const first = await placeAs(server.app, customer, parcelBody(), { key: 'parcel-1' });
    const again = await placeAs(server.app, customer, parcelBody(), { key: 'parcel-1' });
    expect(first.statusCode).toBe(200);
    expect(again.json<OrderPlacedWire>().order_id).toBe(first.json<OrderPlacedWire>().order_id);
    expect(await ordersOf(customer)).toHaveLength(1);
  });
});

describe('given a parcel placed by a customer', () => {
  it("reads in the running orders, tracking and details with 6amMart's parcel fields", async () => {
    const customer = await newOrderCustomer(server.db);
    const { order_id } = await placed(customer, parcelBody({ charge_payer: 'receiver' }));
    const running = await read<OrderPage>(customer, 'running-orders?offset=1&limit=10', 'ar');
    const [listed] = running.orders;
    expect(listed).toMatchObject({
      id: order_id,
      order_type: 'parcel',
      charge_payer: 'receiver',
      parcel_category: { id: category.documents, name: 'مستندات' },
      receiver_details: { contact_person_name: 'Omar Nabil', latitude: '30.1' },
      delivery_address: { contact_person_name: 'Mona Adel' },
    });
    const tracked = await read<Order>(customer, `track?order_id=${order_id}`);
    expect(tracked.parcel_category?.name).toBe('Documents');
    expect(tracked.parcel_category?.image_full_url).toMatch(/\/images\/category\/documents\.png$/);
    expect(tracked.receiver_details?.address).toBe('5 Tahrir Square');
    expect(await read<OrderDetail[]>(customer, `details?order_id=${order_id}`)).toEqual([]);
  });

  it('can be cancelled while pending', async () => {
    const customer = await newOrderCustomer(server.db);
    const { order_id } = await placed(customer, parcelBody());
    const reply = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/order/cancel',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { order_id, reason: 'Sent by mistake' },
    });
    expect(reply.statusCode).toBe(200);
    const [order] = await ordersOf(customer);
    expect(order?.orderStatus).toBe('canceled');
    const list = await read<OrderPage>(customer, 'list?offset=1&limit=10');
    expect(list.orders[0]).toMatchObject({ id: order_id, order_type: 'parcel' });
  });

  it('moves along the lifecycle like any order', async () => {
    const customer = await newOrderCustomer(server.db);
    const { order_id } = await placed(customer, parcelBody());
    const later = new Date(Date.now() + 3_600_000);
    await stepDueOrders(server.db, { now: later, paceSeconds: 1 });
    const [order] = await server.db.select().from(orders).where(eq(orders.id, order_id));
    expect(order?.orderStatus).toBe('confirmed');
  });
});

describe('given a guest tracking their parcel', () => {
  it("finds it by the sender's phone", async () => {
    const guest = await newOrderGuest(server.db);
    const { order_id } = await placed(guest, parcelBody());
    const tracked = await read<Order>(
      guest,
      `track?order_id=${order_id}&contact_number=${encodeURIComponent(CAIRO_ADDRESS.contact_person_number)}`,
    );
    expect(tracked).toMatchObject({ id: order_id, charge_payer: 'sender' });
  });
});

describe('given guest checkout switched off', () => {
  it('refuses a guest parcel', async () => {
    const guest = await newOrderGuest(server.db);
    await server.db
      .update(settings)
      .set({ value: { ...ORDER_TEST_CONFIG, guest_checkout_status: 0 } })
      .where(eq(settings.key, 'config'));
    try {
      await expectRefused(guest, parcelBody(), 403, 'Login required');
    } finally {
      await server.db
        .update(settings)
        .set({ value: ORDER_TEST_CONFIG })
        .where(eq(settings.key, 'config'));
    }
  });
});

describe('given the sender removes their account', () => {
  it("erases the receiver's contact and address from the parcels they sent", async () => {
    const customer = await newOrderCustomer(server.db);
    const { order_id } = await placed(customer, parcelBody());
    const customerId = 'customerId' in customer.owner ? customer.owner.customerId : 0;
    await server.db.transaction((tx) => eraseCustomer(tx, customerId));
    const [row] = await server.db
      .select()
      .from(parcelOrders)
      .where(eq(parcelOrders.orderId, order_id));
    expect(row?.receiverDetails).toMatchObject({
      contact_person_name: '',
      contact_person_number: '',
      address: '',
      floor: null,
      latitude: '0',
    });
  });
});
