// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CouponRules,
  fromMinor,
  greatCircleKm,
  orderTotals,
  toMinor,
} from '../../../../src/core/pricing';
import { orders } from '../../db/orderSchema';
import { categories, items, settings, stores } from '../../db/schema';
import { createRandom, type Random } from '../../seed/random';
import {
  CAIRO_ADDRESS,
  GIZA_POINT,
  insertOrderFixtures,
  newOrderGuest,
  ORDER_TEST_CONFIG,
  type OrderFixtures,
  placeAs,
  putInCart,
} from '../../testing/orderFixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';
import type { OrderPlacedWire } from './orderPlaceRoutes';

/*
 * The total a shopper is charged is the core's `orderTotals` of the same lines (plus the tip),
 * for random carts, store and item discounts, coupons, zones and tax modes (seeded, so a failure
 * repeats).
 */

let server: TestServer;
let ids: OrderFixtures;
beforeAll(async () => {
  server = await startTestServer();
  ids = await insertOrderFixtures(server.db);
}, 90_000);
afterAll(() => server.close());

/** The fixtures' coupons as the core reads them (see orderFixtures.ts). */
const couponsByCode = (fixtures: OrderFixtures): Record<string, CouponRules> => ({
  TENOFF: {
    coupon_type: 'default',
    discount_type: 'percent',
    discount: 10,
    max_discount: 30,
    min_purchase: 0,
    data: [],
    zoneId: null,
  },
  FREESHIP: {
    coupon_type: 'free_delivery',
    discount_type: 'percent',
    discount: 0,
    max_discount: 0,
    min_purchase: 0,
    data: [],
    zoneId: null,
  },
  CAIRO5: {
    coupon_type: 'zone_wise',
    discount_type: 'amount',
    discount: 5,
    max_discount: 0,
    min_purchase: 0,
    data: [fixtures.zone.cairo],
    zoneId: null,
  },
});

const ZONES = {
  cairo: {
    point: { lat: 30.06, lng: 31.25 },
    fields: { latitude: CAIRO_ADDRESS.latitude, longitude: CAIRO_ADDRESS.longitude },
    rules: {
      per_km_shipping_charge: 5,
      minimum_shipping_charge: 10,
      maximum_shipping_charge: 50,
      increased_delivery_fee: 0,
      increased_delivery_fee_status: 0 as const,
    },
  },
  giza: {
    point: { lat: 29.99, lng: 31.01 },
    fields: GIZA_POINT,
    rules: {
      per_km_shipping_charge: 3.5,
      minimum_shipping_charge: 15,
      maximum_shipping_charge: 0,
      increased_delivery_fee: 12.5,
      increased_delivery_fee_status: 1 as const,
    },
  },
};

interface ScenarioLine {
  price: number;
  discount: number;
  discount_type: 'percent' | 'amount';
  quantity: number;
}

/** Places one random order; answers whether it was placed (a coupon the core refuses is not). */
async function runScenario(random: Random, index: number): Promise<boolean> {
  const taxIncluded = random.pick([0, 1] as const);
  const taxPercent = random.pick([0, 5, 14]);
  const freeDeliveryOver = random.pick([0, 150, 500]);
  await server.db
    .update(settings)
    .set({
      value: {
        ...ORDER_TEST_CONFIG,
        tax: taxPercent,
        tax_included: taxIncluded,
        free_delivery_over: freeDeliveryOver,
        cod_max_order_amount: 1_000_000,
      },
    })
    .where(eq(settings.key, 'config'));
  const storeId = random.pick([ids.store.open, ids.store.other]);
  const storeDiscount = storeId === ids.store.other ? random.pick([0, 5, 12.5]) : 0;
  await server.db.update(stores).set({ discount: storeDiscount }).where(eq(stores.id, storeId));
  const [category] = await server.db.select({ id: categories.id }).from(categories).limit(1);

  const guest = await newOrderGuest(server.db);
  const lines: ScenarioLine[] = [];
  for (let n = random.int(1, 3); n > 0; n -= 1) {
    const price = random.int(100, 40_000) / 100;
    const discountType = random.pick(['percent', 'amount'] as const);
    const discount =
      discountType === 'percent' ? random.pick([0, 10, 33]) : random.int(0, Math.floor(price));
    const [row] = await server.db
      .insert(items)
      .values({
        slug: `random-${index}-${n}`,
        moduleId: 1,
        storeId,
        categoryId: category?.id ?? 0,
        nameEn: `Random ${index} ${n}`,
        nameAr: `عشوائي ${index} ${n}`,
        descriptionEn: 'random',
        descriptionAr: 'عشوائي',
        image: 'random.png',
        price,
        discount,
        discountType,
        stock: 1000,
      })
      .returning({ id: items.id });
    const quantity = random.int(1, 6);
    await putInCart(server.db, guest, row?.id ?? 0, quantity);
    lines.push({ price, discount, discount_type: discountType, quantity });
  }
  const zone = random.pick([ZONES.cairo, ZONES.giza]);
  const couponCode = random.pick([null, 'TENOFF', 'FREESHIP', 'CAIRO5']);
  const tips = random.pick([0, 0, 5, 12.5]);

  const expected = orderTotals({
    items: lines.map((line) => ({ ...line, store_discount: storeDiscount })),
    coupon: couponCode ? couponsByCode(ids)[couponCode] : null,
    zoneId: zone === ZONES.cairo ? ids.zone.cairo : ids.zone.giza,
    storeId,
    delivery: {
      distanceKm: greatCircleKm({ lat: 30.04, lng: 31.24 }, zone.point),
      zone: zone.rules,
    },
    freeDeliveryOver,
    taxPercent,
    taxIncluded,
  });
  const reply = await placeAs(server.app, guest, {
    ...CAIRO_ADDRESS,
    ...zone.fields,
    payment_method: 'cash_on_delivery',
    coupon_code: couponCode,
    dm_tips: tips,
  });
  if (expected.coupon && !expected.coupon.ok) {
    expect(reply.statusCode, reply.body).toBe(403);
    return false;
  }
  expect(reply.statusCode, reply.body).toBe(200);
  const charged = fromMinor(toMinor(expected.total, 2) + toMinor(tips, 2), 2);
  const body = reply.json<OrderPlacedWire>();
  expect(body.total_ammount).toBe(charged);
  const [order] = await server.db.select().from(orders).where(eq(orders.id, body.order_id));
  expect(order).toMatchObject({
    orderAmount: charged,
    deliveryCharge: expected.deliveryFee,
    totalTaxAmount: expected.tax,
    couponDiscountAmount: expected.couponDiscount,
    storeDiscountAmount: expected.itemDiscount,
  });
  return true;
}

describe('given random carts, coupons, zones and tax modes', () => {
  it("charges exactly the core's orderTotals of the same lines, plus the tip", async () => {
    const random = createRandom(0x0de12);
    let placed = 0;
    for (let index = 0; index < 30; index += 1) {
      if (await runScenario(random.fork(`scenario ${index}`), index)) placed += 1;
    }
    expect(placed).toBeGreaterThan(20);
  }, 120_000);
});
