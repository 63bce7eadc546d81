// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrescriptionOrderFields } from '../../../../src/core/api/prescriptionWire';
import type { ErrorListReply, Order, OrderPage } from '../../../../src/core/api/wire';
import { deliveryFee, greatCircleKm } from '../../../../src/core/pricing';
import { gifBytes, pngBytes } from '../../../../src/core/validation/imageBytes.fixtures';
import { orderDetails, orderPayments, orders } from '../../db/orderSchema';
import { giftDraws, giftPacketItems, giftPackets, modules, stores } from '../../db/schema';
import {
  CAIRO_ADDRESS,
  insertOrderFixtures,
  newOrderCustomer,
  newOrderGuest,
  type OrderFixtures,
  type OrderShopper,
} from '../../testing/orderFixtures';
import { insertOrder } from '../../testing/insertOrder';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { PRESCRIPTION_FOLDER } from './prescriptionWire';

/*
 * Prescription orders as 6amMart's clients send them: a multipart form with `order_attachment[]`
 * image files, a pharmacy's store_id and a note, over a real connection so the form's limits act
 * on a streamed body.
 */

let server: TestServer;
let fixtures: OrderFixtures;
let origin: string;
let pharmacy: number;
let closedPharmacy: number;

const allDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  opening_time: '00:00:00',
  closing_time: '00:00:00',
}));

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await insertOrderFixtures(server.db);
  await server.db
    .insert(modules)
    .values({ id: 2, nameEn: 'Pharmacy', nameAr: 'صيدلية', moduleType: 'pharmacy', icon: 'p.png' });
  const store = (slug: string, active: boolean) => ({
    moduleId: 2,
    zoneId: fixtures.zone.cairo,
    slug,
    nameEn: `${slug} pharmacy`,
    nameAr: `صيدلية ${slug}`,
    addressEn: 'Tahrir Square',
    addressAr: 'ميدان التحرير',
    logo: `${slug}.png`,
    coverPhoto: `${slug}-cover.png`,
    latitude: 30.04,
    longitude: 31.24,
    active,
    deliveryTime: '30-40 min',
    schedules: allDay,
  });
  const [open, closed] = await server.db
    .insert(stores)
    .values([store('night', true), store('shut', false)])
    .returning({ id: stores.id });
  if (!open || !closed) throw new Error('no pharmacies');
  pharmacy = open.id;
  closedPharmacy = closed.id;
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await server.close();
});

/** The delivery fee of the Cairo address from the pharmacy, as the core prices it. */
const cairoFee = deliveryFee({
  distanceKm: greatCircleKm({ lat: 30.04, lng: 31.24 }, { lat: 30.06, lng: 31.25 }),
  zone: {
    per_km_shipping_charge: 5,
    minimum_shipping_charge: 10,
    maximum_shipping_charge: 50,
    increased_delivery_fee: 0,
    increased_delivery_fee_status: 0,
  },
  digits: 2,
});

interface Sent {
  path?: string;
  key?: string;
  language?: 'ar' | 'en';
}

const png = (name = 'rx.png') =>
  new File([pngBytes(4, 4)], name, { type: 'image/png' }) as File & { name: string };

/** A prescription form: Cairo address, a note, the store, the images as `order_attachment[]`. */
function prescriptionForm(
  shopper: OrderShopper,
  fields: Record<string, string>,
  images: File[],
): FormData {
  const data = new FormData();
  if ('guestId' in shopper.owner) data.append('guest_id', shopper.owner.guestId);
  for (const [name, value] of Object.entries({
    ...CAIRO_ADDRESS,
    order_note: 'Twice a day',
    ...fields,
  })) {
    data.append(name, value);
  }
  for (const image of images) data.append('order_attachment[]', image);
  return data;
}

async function send(shopper: OrderShopper, body: FormData, sent: Sent = {}) {
  const headers: Record<string, string> = { 'x-localization': sent.language ?? 'en' };
  if (shopper.token) headers.authorization = `Bearer ${shopper.token}`;
  if (sent.key) headers['idempotency-key'] = sent.key;
  const response = await fetch(`${origin}/api/v1${sent.path ?? '/customer/order/place'}`, {
    method: 'POST',
    headers,
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const storedImages = () => {
  const directory = join(server.imagesDir, PRESCRIPTION_FOLDER);
  return existsSync(directory) ? readdirSync(directory).sort() : [];
};
const ordersOf = (shopper: OrderShopper) =>
  server.db
    .select()
    .from(orders)
    .where(
      'customerId' in shopper.owner
        ? eq(orders.customerId, shopper.owner.customerId)
        : eq(orders.guestId, shopper.owner.guestId),
    );
const firstError = (body: unknown) => (body as ErrorListReply).errors[0];
const orderIdOf = (body: unknown) => (body as { order_id: number }).order_id;

async function read<T>(shopper: OrderShopper, path: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (shopper.token) headers.authorization = `Bearer ${shopper.token}`;
  const response = await fetch(`${origin}/api/v1${path}`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Sends a form that must be refused, and checks that no order and no image was kept. */
async function expectRefused(
  shopper: OrderShopper,
  body: FormData,
  status: number,
  message: string,
  sent: Sent = {},
) {
  const imagesBefore = storedImages();
  const reply = await send(shopper, body, sent);
  expect(reply.status).toBe(status);
  expect(firstError(reply.body)?.message).toBe(message);
  expect(await ordersOf(shopper)).toEqual([]);
  expect(storedImages()).toEqual(imagesBefore);
  return reply;
}

describe('given a customer sending a prescription to an open pharmacy', () => {
  it('places a pending cash order of no lines, charged the delivery fee and tip', async () => {
    const customer = await newOrderCustomer(server.db);
    const before = storedImages().length;
    const reply = await send(
      customer,
      prescriptionForm(customer, { store_id: String(pharmacy), dm_tips: '5' }, [
        png(),
        new File([gifBytes(3, 3)], 'second.gif', { type: 'image/gif' }),
      ]),
    );
    expect(reply.status).toBe(200);
    const [order] = await ordersOf(customer);
    expect(order).toMatchObject({
      id: orderIdOf(reply.body),
      prescriptionOrder: true,
      orderStatus: 'pending',
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'unpaid',
      orderNote: 'Twice a day',
      deliveryCharge: cairoFee,
      dmTips: 5,
      orderAmount: Math.round((cairoFee + 5) * 100) / 100,
      nextStepAt: null,
    });
    expect(order?.orderAttachment).toHaveLength(2);
    expect(order?.orderAttachment[1]).toMatch(/\.gif$/);
    expect(storedImages()).toHaveLength(before + 2);
    const id = order?.id ?? 0;
    expect(await server.db.select().from(orderDetails).where(eq(orderDetails.orderId, id))).toEqual(
      [],
    );
    const payments = await server.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, id));
    expect(payments.map((part) => [part.paymentMethod, part.amount])).toEqual([
      ['cash_on_delivery', order?.orderAmount],
    ]);
  });

  it('shows the images on track, running-orders and details, served by the upload route', async () => {
    const customer = await newOrderCustomer(server.db);
    const reply = await send(
      customer,
      prescriptionForm(customer, { store_id: String(pharmacy) }, [png()]),
      { path: '/customer/order/prescription/place' },
    );
    expect(reply.status).toBe(200);
    const id = orderIdOf(reply.body);
    const tracked = await read<Order & PrescriptionOrderFields>(
      customer,
      `/customer/order/track?order_id=${id}`,
    );
    expect(tracked.prescription_order).toBe(true);
    expect(tracked.details_count).toBe(0);
    const [name] = tracked.order_attachment;
    expect(tracked.order_attachment_full_url).toEqual([
      `${origin}/images/${PRESCRIPTION_FOLDER}/${name}`,
    ]);
    const image = await fetch(tracked.order_attachment_full_url[0] ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');

    const running = await read<OrderPage>(customer, '/customer/order/running-orders');
    const listed = running.orders[0] as (Order & PrescriptionOrderFields) | undefined;
    expect(listed?.order_attachment).toEqual(tracked.order_attachment);
    const details = await read<Order & PrescriptionOrderFields>(
      customer,
      `/customer/order/details?order_id=${id}`,
    );
    expect(details.id).toBe(id);
    expect(details.order_attachment_full_url).toEqual(tracked.order_attachment_full_url);
  });

  it('says prescription_order false and no images on an order from the cart', async () => {
    const customer = await newOrderCustomer(server.db);
    if (!('customerId' in customer.owner)) throw new Error('a customer was expected');
    const orderId = await insertOrder(server.db, {
      storeId: fixtures.store.open,
      zoneId: fixtures.zone.cairo,
      customerId: customer.owner.customerId,
      orderStatus: 'pending',
    });
    const tracked = await read<Order & PrescriptionOrderFields>(
      customer,
      `/customer/order/track?order_id=${orderId}`,
    );
    expect(tracked).toMatchObject({
      prescription_order: false,
      order_attachment: [],
      order_attachment_full_url: [],
    });
  });

  it('answers a retry with the same Idempotency-Key with the first order and its images only', async () => {
    const customer = await newOrderCustomer(server.db);
    const before = storedImages().length;
    const form = () => prescriptionForm(customer, { store_id: String(pharmacy) }, [png()]);
    const first = await send(customer, form(), { key: 'rx-1' });
    const again = await send(customer, form(), { key: 'rx-1' });
    expect(first.status).toBe(200);
    expect(orderIdOf(again.body)).toBe(orderIdOf(first.body));
    expect(await ordersOf(customer)).toHaveLength(1);
    expect(storedImages()).toHaveLength(before + 1);
  });

  it('leaves a won gift for an order from the cart', async () => {
    const customer = await newOrderCustomer(server.db);
    const [packet] = await server.db
      .insert(giftPackets)
      .values({ nameEn: 'P', nameAr: 'ب', descriptionEn: 'd', descriptionAr: 'د', image: 'p.png' })
      .returning({ id: giftPackets.id });
    if (!packet) throw new Error('no packet');
    await server.db
      .insert(giftPacketItems)
      .values({ packetId: packet.id, itemId: fixtures.item.plain, weight: 1 });
    const spun = await fetch(`${origin}/api/v1/customer/random-item-by-gift-packet`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ gift_packet_id: packet.id }),
    });
    expect(spun.status).toBe(200);
    const reply = await send(
      customer,
      prescriptionForm(customer, { store_id: String(pharmacy) }, [png()]),
    );
    expect(reply.status).toBe(200);
    const [draw] = await server.db
      .select()
      .from(giftDraws)
      .where(eq(giftDraws.packetId, packet.id));
    expect(draw?.orderId).toBeNull();
  });
});

describe('given the form the 6amMart web sends, its tip left empty', () => {
  it('places the order with no tip', async () => {
    const customer = await newOrderCustomer(server.db);
    const reply = await send(
      customer,
      prescriptionForm(customer, { store_id: String(pharmacy), dm_tips: '' }, [png()]),
      { path: '/customer/order/prescription/place' },
    );
    expect(reply.status).toBe(200);
    expect((await ordersOf(customer))[0]?.dmTips).toBe(0);
  });
});

describe('given a customer who removes their account after a prescription order', () => {
  it('takes the prescription images off the order kept, and deletes them', async () => {
    const customer = await newOrderCustomer(server.db);
    const reply = await send(
      customer,
      prescriptionForm(customer, { store_id: String(pharmacy) }, [png(), png('again.png')]),
    );
    const id = orderIdOf(reply.body);
    const [placed] = await ordersOf(customer);
    await server.db.update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.id, id));
    const removed = await fetch(`${origin}/api/v1/customer/remove-account`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(removed.status).toBe(200);
    const [kept] = await server.db.select().from(orders).where(eq(orders.id, id));
    expect(kept?.prescriptionOrder).toBe(true);
    expect(kept?.orderAttachment).toEqual([]);
    for (const name of placed?.orderAttachment ?? []) expect(storedImages()).not.toContain(name);
    expect(placed?.orderAttachment).toHaveLength(2);
  });
});

describe('given a guest of a shop with guest checkout', () => {
  it('places a prescription order with the guest id in the form', async () => {
    const guest = await newOrderGuest(server.db);
    const reply = await send(
      guest,
      prescriptionForm(guest, { store_id: String(pharmacy) }, [png()]),
    );
    expect(reply.status).toBe(200);
    expect((await ordersOf(guest))[0]?.prescriptionOrder).toBe(true);
  });
});

describe('given a prescription form that breaks a rule', () => {
  it('refuses a fourth image with the spec’s message', async () => {
    const customer = await newOrderCustomer(server.db);
    const images = [png('1.png'), png('2.png'), png('3.png'), png('4.png')];
    await expectRefused(
      customer,
      prescriptionForm(customer, { store_id: String(pharmacy) }, images),
      422,
      'Maximum 3 images can be send at a time.',
    );
  });

  it('refuses a form with no image, in the shopper’s language', async () => {
    const customer = await newOrderCustomer(server.db);
    const reply = await expectRefused(
      customer,
      prescriptionForm(customer, { store_id: String(pharmacy) }, []),
      422,
      'يُرجى رفع صورة الوصفة الطبية',
      { language: 'ar' },
    );
    expect(firstError(reply.body)?.code).toBe('order_attachment');
  });

  it('refuses a store that is no pharmacy, and keeps none of the images', async () => {
    const customer = await newOrderCustomer(server.db);
    await expectRefused(
      customer,
      prescriptionForm(customer, { store_id: String(fixtures.store.open) }, [png(), png()]),
      422,
      'Prescription orders are taken by pharmacies only',
    );
  });

  it('refuses a closed pharmacy as delivery orders are refused', async () => {
    const customer = await newOrderCustomer(server.db);
    await expectRefused(
      customer,
      prescriptionForm(customer, { store_id: String(closedPharmacy) }, [png()]),
      403,
      'Store/Restaurant is closed',
    );
  });

  it('refuses a file that is no image whatever its name says', async () => {
    const customer = await newOrderCustomer(server.db);
    const fake = new File(['<html></html>'], 'rx.png', { type: 'image/png' });
    await expectRefused(
      customer,
      prescriptionForm(customer, { store_id: String(pharmacy) }, [png(), fake]),
      422,
      'Only JPG, PNG and GIF images are allowed',
    );
  });

  it('refuses a payment other than cash on delivery', async () => {
    const customer = await newOrderCustomer(server.db);
    await expectRefused(
      customer,
      prescriptionForm(
        customer,
        { store_id: String(pharmacy), payment_method: 'digital_payment' },
        [png()],
      ),
      422,
      'A prescription order is paid in cash on delivery',
    );
  });

  it('refuses an address outside every zone after the images were stored, and removes them', async () => {
    const customer = await newOrderCustomer(server.db);
    await expectRefused(
      customer,
      prescriptionForm(customer, { store_id: String(pharmacy), latitude: '10', longitude: '10' }, [
        png(),
      ]),
      403,
      "You can't add address in this country",
    );
  });
});
