// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, zones } from '../../db/schema';
import { createCustomer, type TestCustomer } from '../../testing/accountFixtures';
import { newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { cartClient } from '../../testing/cartTestClient';
import { insertOrder } from '../../testing/insertOrder';
import { isoDay } from '../catalog/today';

let server: TestServer;
let zoneId: number;
const dayFromNow = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  server = await startTestServer();
  const [zone] = await server.db.select({ id: zones.id }).from(zones).limit(1);
  zoneId = zone?.id ?? 0;
  const coupon = (code: string, fields: Partial<typeof coupons.$inferInsert> = {}) => ({
    moduleId: 1,
    code,
    titleEn: `Coupon ${code}`,
    titleAr: `قسيمة ${code}`,
    couponType: 'default' as const,
    discountType: 'percent' as const,
    discount: 10,
    startDate: dayFromNow(-3),
    expireDate: dayFromNow(30),
    ...fields,
  });
  await server.db
    .insert(coupons)
    .values([
      coupon('TEN'),
      coupon('MIN150', { minPurchase: 150 }),
      coupon('CAIRO', { couponType: 'zone_wise', data: [zoneId] }),
      coupon('HERE', { couponType: 'store_wise', data: [server.fixtures.openStoreId] }),
      coupon('THERE', { couponType: 'store_wise', data: [server.fixtures.closedStoreId] }),
      coupon('ONCE', { usageLimit: 1 }),
      coupon('GONE', { expireDate: dayFromNow(-1) }),
      coupon('LATER', { startDate: dayFromNow(2) }),
      coupon('OFF', { status: false }),
    ]);
}, 30_000);
afterAll(() => server.close());

interface ApplyOptions {
  code: string;
  storeId?: number | string;
  token?: string;
  guestId?: string;
  zoneHeader?: string;
  method?: 'GET' | 'POST';
  language?: 'ar' | 'en';
}

function apply(options: ApplyOptions) {
  const query = new URLSearchParams({
    code: options.code,
    store_id: String(options.storeId ?? server.fixtures.openStoreId),
    ...(options.guestId ? { guest_id: options.guestId } : {}),
  });
  const headers: Record<string, string> = { 'x-localization': options.language ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.zoneHeader !== undefined) headers.zoneid = options.zoneHeader;
  return server.app.inject({
    method: options.method ?? 'GET',
    url: `/api/v1/coupon/apply?${query}`,
    headers,
  });
}

/** A customer whose cart holds the plain item (90 after its 10 % off), `quantity` times. */
async function customerWithCart(quantity = 1): Promise<TestCustomer> {
  const customer = await createCustomer(server.db);
  const added = await cartClient(server.app, { token: customer.token }).add({
    model: 'Item',
    item_id: server.fixtures.plainItemId,
    quantity,
    price: 0,
    variation: [],
  });
  expect(added.statusCode).toBe(200);
  return customer;
}

const firstError = (reply: Awaited<ReturnType<typeof apply>>) => [
  reply.statusCode,
  reply.json().errors?.[0]?.message,
];

describe('given a customer with a cart at the store', () => {
  it('answers the coupon in the shape of the coupon list, by GET or POST', async () => {
    const customer = await customerWithCart();
    for (const method of ['GET', 'POST'] as const) {
      const reply = await apply({ code: 'TEN', token: customer.token, method });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        code: 'TEN',
        title: 'Coupon TEN',
        coupon_type: 'default',
        discount_type: 'percent',
        discount: 10,
      });
    }
  });

  it('reads the minimum purchase against the server’s prices, not the client’s', async () => {
    const one = await customerWithCart(1);
    expect(firstError(await apply({ code: 'MIN150', token: one.token }))).toEqual([
      403,
      'To apply this coupon, total item amount should be minimum 150',
    ]);
    const two = await customerWithCart(2);
    expect((await apply({ code: 'MIN150', token: two.token })).statusCode).toBe(200);
  });

  it('checks a zone coupon against the zoneid header', async () => {
    const customer = await customerWithCart();
    const inZone = await apply({ code: 'CAIRO', token: customer.token, zoneHeader: `[${zoneId}]` });
    expect(inZone.statusCode).toBe(200);
    expect(firstError(await apply({ code: 'CAIRO', token: customer.token }))).toEqual([
      403,
      'This coupon is not valid for your zone',
    ]);
    expect(
      firstError(await apply({ code: 'CAIRO', token: customer.token, zoneHeader: '[999]' })),
    ).toEqual([403, 'This coupon is not valid for your zone']);
    expect(
      firstError(await apply({ code: 'CAIRO', token: customer.token, zoneHeader: 'not json' })),
    ).toEqual([403, 'This coupon is not valid for your zone']);
  });

  it('checks a store coupon against the store named', async () => {
    const customer = await customerWithCart();
    expect((await apply({ code: 'HERE', token: customer.token })).statusCode).toBe(200);
    expect(firstError(await apply({ code: 'THERE', token: customer.token }))).toEqual([
      403,
      'This coupon is not valid for this store',
    ]);
  });

  it('refuses at a store whose lines are not in the cart: nothing to discount', async () => {
    const customer = await customerWithCart();
    const reply = await apply({
      code: 'TEN',
      token: customer.token,
      storeId: server.fixtures.closedStoreId,
    });
    expect(firstError(reply)).toEqual([403, 'More products need to apply the coupon']);
  });

  it('refuses unknown, switched-off, expired and future coupons with their messages', async () => {
    const customer = await customerWithCart();
    expect(firstError(await apply({ code: 'NOPE', token: customer.token }))).toEqual([
      404,
      'Coupon not found',
    ]);
    expect(firstError(await apply({ code: 'OFF', token: customer.token }))).toEqual([
      404,
      'Coupon not found',
    ]);
    expect(firstError(await apply({ code: 'GONE', token: customer.token }))).toEqual([
      407,
      'Coupon expired',
    ]);
    expect(firstError(await apply({ code: 'LATER', token: customer.token }))).toEqual([
      407,
      'This coupon is not valid yet',
    ]);
    const arabic = await apply({ code: 'GONE', token: customer.token, language: 'ar' });
    expect(arabic.json().errors[0].message).toBe('انتهت صلاحية القسيمة');
  });

  it('refuses a coupon the customer has used up', async () => {
    const customer = await customerWithCart();
    expect((await apply({ code: 'ONCE', token: customer.token })).statusCode).toBe(200);
    await insertOrder(server.db, {
      storeId: server.fixtures.openStoreId,
      zoneId,
      customerId: customer.id,
      couponCode: 'ONCE',
      orderStatus: 'delivered',
    });
    expect(firstError(await apply({ code: 'ONCE', token: customer.token }))).toEqual([
      406,
      'Coupon usage limit over',
    ]);
  });

  it('refuses bad input with 422 and an unknown store with 404', async () => {
    const customer = await customerWithCart();
    for (const query of ['', 'code=TEN', 'code=&store_id=1', 'code=TEN&store_id=abc']) {
      const reply = await server.app.inject({
        url: `/api/v1/coupon/apply?${query}`,
        headers: { authorization: `Bearer ${customer.token}`, 'x-localization': 'en' },
      });
      expect(reply.statusCode).toBe(422);
    }
    expect(
      firstError(await apply({ code: 'TEN', token: customer.token, storeId: 999_999 })),
    ).toEqual([404, 'Store not found']);
  });
});

describe('given a guest', () => {
  it('checks the coupon against the guest’s own cart', async () => {
    const guestId = await newGuest(server.app);
    const added = await cartClient(server.app, { guestId }).add({
      model: 'Item',
      item_id: server.fixtures.plainItemId,
      quantity: 2,
      price: 0,
      variation: [],
    });
    expect(added.statusCode).toBe(200);
    expect((await apply({ code: 'MIN150', guestId })).statusCode).toBe(200);
  });

  it('is refused without a guest id', async () => {
    expect((await apply({ code: 'TEN' })).statusCode).toBe(403);
  });
});
