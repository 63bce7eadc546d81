// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { coupons, guests, zones } from '../db/schema';
import { ApiFailure } from '../http/ApiFailure';
import { createCustomer, type Fixtures, insertFixtures } from '../testing/accountFixtures';
import { insertOrder } from '../testing/insertOrder';
import { openTestDatabase } from '../testing/testDatabase';
import { type CouponCheck, checkCoupon } from './checkCoupon';

let database: OpenDatabase;
let fixtures: Fixtures;
let zoneId: number;
const now = new Date('2026-06-15T12:00:00Z');

type CouponRow = typeof coupons.$inferInsert;
const coupon = (code: string, fields: Partial<CouponRow> = {}): CouponRow => ({
  moduleId: 1,
  code,
  titleEn: code,
  titleAr: code,
  couponType: 'default',
  discountType: 'amount',
  discount: 20,
  startDate: '2026-01-01',
  expireDate: '2026-12-31',
  ...fields,
});

beforeAll(async () => {
  database = await openTestDatabase();
  fixtures = await insertFixtures(database.db);
  const [zone] = await database.db.select({ id: zones.id }).from(zones).limit(1);
  zoneId = zone?.id ?? 0;
  await database.db
    .insert(coupons)
    .values([
      coupon('FLAT20'),
      coupon('PERCENT10', { discountType: 'percent', discount: 10, maxDiscount: 15 }),
      coupon('MIN200', { minPurchase: 200 }),
      coupon('ZONE', { couponType: 'zone_wise', data: [zoneId] }),
      coupon('OTHERZONE', { couponType: 'zone_wise', data: [zoneId + 100] }),
      coupon('STORE', { couponType: 'store_wise', data: [fixtures.openStoreId] }),
      coupon('OTHERSTORE', { couponType: 'store_wise', data: [fixtures.closedStoreId] }),
      coupon('FREE', { couponType: 'free_delivery', discount: 0 }),
      coupon('ONCE', { usageLimit: 1 }),
      coupon('OFF', { status: false }),
      coupon('OLD', { startDate: '2025-01-01', expireDate: '2026-06-14' }),
      coupon('SOON', { startDate: '2026-06-16' }),
    ]);
}, 30_000);
afterAll(() => database.close());

const check = (fields: Partial<CouponCheck> & Pick<CouponCheck, 'code'>) =>
  checkCoupon(database.db, {
    storeId: fixtures.openStoreId,
    zoneId,
    customerId: null,
    subtotal: 100,
    now,
    ...fields,
  });

async function refusal(promise: Promise<unknown>): Promise<[number, string | undefined]> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiFailure)) throw new Error('expected an ApiFailure');
  return [error.status, error.reasons[0]?.message];
}

describe('given coupons of every kind', () => {
  it('accepts an amount coupon with its discount', async () => {
    const checked = await check({ code: 'FLAT20' });
    expect([checked.coupon.code, checked.discount, checked.freeDelivery]).toEqual([
      'FLAT20',
      20,
      false,
    ]);
  });

  it('caps a percent coupon by its max discount, as the core rule says', async () => {
    expect((await check({ code: 'PERCENT10', subtotal: 100 })).discount).toBe(10);
    expect((await check({ code: 'PERCENT10', subtotal: 400 })).discount).toBe(15);
  });

  it('ignores the spaces around a typed code', async () => {
    expect((await check({ code: '  FLAT20 ' })).discount).toBe(20);
  });

  it('turns a free-delivery coupon into free delivery without a discount', async () => {
    expect(await check({ code: 'FREE' })).toMatchObject({ discount: 0, freeDelivery: true });
  });

  it('accepts a zone coupon in its zone and a store coupon at its store', async () => {
    expect((await check({ code: 'ZONE' })).discount).toBe(20);
    expect((await check({ code: 'STORE' })).discount).toBe(20);
  });

  it('refuses an unknown or switched-off code as not found', async () => {
    expect(await refusal(check({ code: 'NOPE' }))).toEqual([404, 'Coupon not found']);
    expect(await refusal(check({ code: 'OFF' }))).toEqual([404, 'Coupon not found']);
  });

  it('refuses a coupon out of its dates', async () => {
    expect(await refusal(check({ code: 'OLD' }))).toEqual([407, 'Coupon expired']);
    expect(await refusal(check({ code: 'SOON' }))).toEqual([407, 'This coupon is not valid yet']);
  });

  it('refuses below the minimum purchase, naming the minimum', async () => {
    const error = await check({ code: 'MIN200', subtotal: 199.99 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiFailure);
    expect((error as ApiFailure).status).toBe(403);
    expect((error as ApiFailure).reasons[0]).toMatchObject({
      message: 'To apply this coupon, total item amount should be minimum {amount}',
      values: { amount: 200 },
    });
    expect((await check({ code: 'MIN200', subtotal: 200 })).discount).toBe(20);
  });

  it('refuses a coupon of another zone, of another store, or with no zone known', async () => {
    expect(await refusal(check({ code: 'OTHERZONE' }))).toEqual([
      403,
      'This coupon is not valid for your zone',
    ]);
    expect(await refusal(check({ code: 'ZONE', zoneId: null }))).toEqual([
      403,
      'This coupon is not valid for your zone',
    ]);
    expect(await refusal(check({ code: 'OTHERSTORE' }))).toEqual([
      403,
      'This coupon is not valid for this store',
    ]);
  });

  it('refuses an amount coupon not below the items total', async () => {
    expect(await refusal(check({ code: 'FLAT20', subtotal: 20 }))).toEqual([
      403,
      'More products need to apply the coupon',
    ]);
  });
});

describe('given a coupon usable once per customer', () => {
  it('counts the customer’s orders with it, but not cancelled ones nor other customers’', async () => {
    const [first, second] = [await createCustomer(database.db), await createCustomer(database.db)];
    const order = { storeId: fixtures.openStoreId, zoneId, couponCode: 'ONCE' };
    await insertOrder(database.db, { ...order, customerId: first.id, orderStatus: 'canceled' });
    expect((await check({ code: 'ONCE', customerId: first.id })).discount).toBe(20);

    await insertOrder(database.db, { ...order, customerId: first.id, orderStatus: 'pending' });
    expect(await refusal(check({ code: 'ONCE', customerId: first.id }))).toEqual([
      406,
      'Coupon usage limit over',
    ]);
    expect((await check({ code: 'ONCE', customerId: second.id })).discount).toBe(20);
  });

  it('counts the orders the caller’s transaction sees', async () => {
    const customer = await createCustomer(database.db);
    const outcome = await database.db
      .transaction(async (tx) => {
        await insertOrder(tx, {
          storeId: fixtures.openStoreId,
          zoneId,
          customerId: customer.id,
          couponCode: 'ONCE',
        });
        return checkCoupon(tx, {
          code: 'ONCE',
          storeId: fixtures.openStoreId,
          zoneId,
          customerId: customer.id,
          subtotal: 100,
          now,
        });
      })
      .catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(ApiFailure);
  });

  it('counts a guest’s own orders by guest id', async () => {
    const [guest, other] = [crypto.randomUUID(), crypto.randomUUID()];
    await database.db.insert(guests).values([{ id: guest }, { id: other }]);
    await insertOrder(database.db, {
      storeId: fixtures.openStoreId,
      zoneId,
      guestId: guest,
      couponCode: 'ONCE',
    });
    expect(await refusal(check({ code: 'ONCE', guestId: guest }))).toEqual([
      406,
      'Coupon usage limit over',
    ]);
    expect((await check({ code: 'ONCE', guestId: other })).discount).toBe(20);
  });
});

describe('given nothing of the store in the order', () => {
  it('refuses every coupon, a percent one included', async () => {
    for (const code of ['PERCENT10', 'FREE']) {
      expect(await refusal(check({ code, subtotal: 0 }))).toEqual([
        403,
        'More products need to apply the coupon',
      ]);
    }
  });
});
