import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/database';
import {
  cartItems,
  categories,
  coupons,
  customers,
  guests,
  items,
  modules,
  settings,
  stores,
  zones,
} from '../db/schema';
import { offlinePaymentMethods } from '../db/orderSchema';
import type { CartOwner } from '../http/identity';
import { OFFLINE_PAYMENT_METHODS } from '../seed/offlinePaymentMethods';
import { dayFromNow } from './catalogFixtures';
import { insertFlashSale } from './insertFlashSale';
import { createCustomer } from './accountFixtures';

/*
 * A small shop for the order tests: one Cairo zone around the stores and a Giza zone with other
 * fee rules, two stores open around the clock and a closed one, items for every checkout rule,
 * coupons of each kind and the seeded offline payment methods. Config: tax 14 % added, free delivery over 500, guests may order.
 */

/** The stored config the order tests start from. */
export const ORDER_TEST_CONFIG = {
  guest_checkout_status: 1,
  tax: 14,
  tax_included: 0,
  free_delivery_over: 500,
  digit_after_decimal_point: 2,
  cod_max_order_amount: 1000,
};

/** Where the order tests deliver: a point about 2.4 km from the stores, in Cairo. */
export const CAIRO_ADDRESS = {
  address: '12 Nile Street',
  latitude: '30.06',
  longitude: '31.25',
  contact_person_name: 'Mona Adel',
  contact_person_number: '+201012345678',
  address_type: 'home',
};

/** A point in the Giza zone, about 23 km from the stores. */
export const GIZA_POINT = { latitude: '29.99', longitude: '31.01' };

/** Ids of the order fixtures. */
export interface OrderFixtures {
  zone: { cairo: number; giza: number };
  store: { open: number; other: number; closed: number };
  item: {
    /** 100 with 10 % off, stock 50. */
    plain: number;
    /** Small (50, stock 5), Large (70, stock 0); item stock 5. */
    varied: number;
    /** 30, stock 10. */
    scarce: number;
    /** 40, maximum_cart_quantity 3, stock 100. */
    capped: number;
    /** 200, on a running flash sale at 50 % with 9 units of sale stock, stock 100. */
    onSale: number;
    /** 25 in the other store. */
    otherStore: number;
    /** 60 in the closed store. */
    closedStore: number;
    /** 900, stock 100: past the cash-on-delivery cap with tax. */
    dear: number;
  };
  flashSale: number;
}

const allDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  opening_time: '00:00:00',
  closing_time: '00:00:00',
}));

/** Inserts the order fixtures into an empty, migrated database. */
export async function insertOrderFixtures(db: Database): Promise<OrderFixtures> {
  await db.insert(settings).values({ key: 'config', value: ORDER_TEST_CONFIG });
  await db
    .insert(modules)
    .values({ id: 1, nameEn: 'Shop', nameAr: 'متجر', moduleType: 'grocery', icon: 'shop.png' });
  const [cairo, giza] = await db
    .insert(zones)
    .values([
      {
        nameEn: 'Cairo',
        nameAr: 'القاهرة',
        latitude: 30.04,
        longitude: 31.24,
        radiusKm: 15,
        isDefault: true,
        perKmShippingCharge: 5,
        minimumShippingCharge: 10,
        maximumShippingCharge: 50,
      },
      {
        nameEn: 'Giza',
        nameAr: 'الجيزة',
        latitude: 29.99,
        longitude: 31.0,
        radiusKm: 8,
        perKmShippingCharge: 3.5,
        minimumShippingCharge: 15,
        maximumShippingCharge: 0,
        increasedDeliveryFee: 12.5,
        increasedDeliveryFeeStatus: 1,
      },
    ])
    .returning({ id: zones.id });
  const [category] = await db
    .insert(categories)
    .values({ moduleId: 1, slug: 'food', nameEn: 'Food', nameAr: 'طعام', image: 'food.png' })
    .returning({ id: categories.id });
  if (!cairo || !giza || !category) throw new Error('order fixtures not inserted');

  const store = (slug: string, active: boolean) => ({
    moduleId: 1,
    zoneId: cairo.id,
    slug,
    nameEn: `${slug} store`,
    nameAr: `متجر ${slug}`,
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
  const [open, other, closed] = await db
    .insert(stores)
    .values([store('open', true), store('other', true), store('closed', false)])
    .returning({ id: stores.id });
  if (!open || !other || !closed) throw new Error('order fixture stores not inserted');

  const item = async (slug: string, fields: Partial<typeof items.$inferInsert>) => {
    const [row] = await db
      .insert(items)
      .values({
        slug,
        moduleId: 1,
        storeId: open.id,
        categoryId: category.id,
        nameEn: `Item ${slug}`,
        nameAr: `منتج ${slug}`,
        descriptionEn: slug,
        descriptionAr: slug,
        image: `${slug}.png`,
        price: 10,
        stock: 100,
        ...fields,
      })
      .returning({ id: items.id });
    return row?.id ?? 0;
  };
  const ids = {
    plain: await item('plain', { price: 100, discount: 10, stock: 50 }),
    varied: await item('varied', {
      price: 50,
      stock: 5,
      variations: [
        { type: 'Small', price: 50, stock: 5 },
        { type: 'Large', price: 70, stock: 0 },
      ],
    }),
    scarce: await item('scarce', { price: 30, stock: 10 }),
    capped: await item('capped', { price: 40, maximumCartQuantity: 3 }),
    onSale: await item('on-sale', { price: 200 }),
    otherStore: await item('other', { price: 25, storeId: other.id }),
    closedStore: await item('closed', { price: 60, storeId: closed.id }),
    dear: await item('dear', { price: 900 }),
  };
  const flashSale = await insertFlashSale(db, {
    moduleId: 1,
    itemId: ids.onSale,
    hours: { from: -1, to: 5 },
    terms: { discount: 50, discountType: 'percent' },
  });
  await db.insert(coupons).values([
    coupon('TENOFF', { discountType: 'percent', discount: 10, maxDiscount: 30 }),
    coupon('FREESHIP', { couponType: 'free_delivery' }),
    coupon('BIGSPEND', { discountType: 'amount', discount: 20, minPurchase: 5000 }),
    coupon('CAIRO5', {
      couponType: 'zone_wise',
      discountType: 'amount',
      discount: 5,
      data: [cairo.id],
    }),
    coupon('OLD', { discount: 10, expireDate: dayFromNow(-1) }),
  ]);
  await db.insert(offlinePaymentMethods).values(OFFLINE_PAYMENT_METHODS);
  return {
    zone: { cairo: cairo.id, giza: giza.id },
    store: { open: open.id, other: other.id, closed: closed.id },
    item: ids,
    flashSale,
  };
}

function coupon(code: string, fields: Partial<typeof coupons.$inferInsert>) {
  return {
    moduleId: 1,
    code,
    titleEn: code,
    titleAr: code,
    couponType: 'default' as const,
    discountType: 'percent' as const,
    discount: 0,
    startDate: dayFromNow(-2),
    expireDate: dayFromNow(30),
    ...fields,
  };
}

/** A shopper of the order tests: who owns the cart, and how requests name them. */
export interface OrderShopper {
  owner: CartOwner;
  /** A customer's token, or null for a guest. */
  token: string | null;
}

/** A new guest, known by id. */
export async function newOrderGuest(db: Database): Promise<OrderShopper> {
  const id = randomUUID();
  await db.insert(guests).values({ id });
  return { owner: { guestId: id }, token: null };
}

/** A new customer with a wallet holding `wallet`. */
export async function newOrderCustomer(db: Database, wallet = 0): Promise<OrderShopper> {
  const customer = await createCustomer(db);
  if (wallet > 0) {
    await db.update(customers).set({ walletBalance: wallet }).where(eq(customers.id, customer.id));
  }
  return { owner: { customerId: customer.id }, token: customer.token };
}

/** Puts a line straight into a shopper's cart (the cart's own rules are tested elsewhere). */
export async function putInCart(
  db: Database,
  shopper: OrderShopper,
  itemId: number,
  quantity: number,
  variation?: { type: string; price: number; stock: number },
): Promise<void> {
  await db.insert(cartItems).values({
    customerId: 'customerId' in shopper.owner ? shopper.owner.customerId : null,
    guestId: 'guestId' in shopper.owner ? shopper.owner.guestId : null,
    itemId,
    model: 'Item',
    variation: variation ? [variation] : [],
    variationKey: variation?.type ?? '',
    quantity,
  });
}

/** How a test places an order: the body, an Idempotency-Key, the language. */
export interface PlaceOptions {
  key?: string;
  language?: 'ar' | 'en';
}

/** POSTs customer/order/place as the shopper (guest_id in the body for a guest). */
export function placeAs(
  app: FastifyInstance,
  shopper: OrderShopper,
  body: Record<string, unknown>,
  options: PlaceOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'x-localization': options.language ?? 'en' };
  if (shopper.token) headers.authorization = `Bearer ${shopper.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  const guest = 'guestId' in shopper.owner ? { guest_id: shopper.owner.guestId } : {};
  return app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/place',
    headers,
    payload: { ...guest, ...body },
  });
}
