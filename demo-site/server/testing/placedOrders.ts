import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  type OrderStatus,
  orderDetails,
  orderPayments,
  orders,
  type PaymentMethod,
} from '../db/orderSchema';
import { items, settings, stores } from '../db/schema';

/*
 * Orders written straight into the database as placing one leaves them, so the routes after the
 * order (lists, tracking, cancel, refunds, reviews, the lifecycle) are tested without the
 * placement route.
 */

/** One line of a fixture order; the item's price and names are copied as a sale would. */
export interface FixtureLine {
  itemId: number;
  quantity: number;
  /** The chosen variation's type, when the item has variations. */
  variationType?: string;
  /** The flash sale whose stock the line took. */
  flashSaleId?: number;
}

/** What a fixture order is; everything but its owner, store and lines has a default. */
export interface FixtureOrder {
  customerId?: number;
  guestId?: string;
  storeId: number;
  lines: readonly FixtureLine[];
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  paymentStatus?: 'paid' | 'unpaid';
  /** The wallet's share of a partial payment. */
  partiallyPaidAmount?: number;
  /** The total charged; the lines' sum by default. */
  orderAmount?: number;
  /** When the lifecycle moves it; null (waiting) by default. */
  nextStepAt?: Date | null;
  contactNumber?: string;
}

/** The contact phone of a fixture order's delivery address unless told. */
export const FIXTURE_CONTACT_NUMBER = '+201000000999';

/** Inserts an order with its lines and payment; answers its id. */
export async function insertOrder(db: Database, order: FixtureOrder): Promise<number> {
  const [store] = await db.select().from(stores).where(eq(stores.id, order.storeId));
  if (!store) throw new Error(`no store ${order.storeId}`);
  const sold = await db
    .select()
    .from(items)
    .where(
      inArray(
        items.id,
        order.lines.map((line) => line.itemId),
      ),
    );
  const lines = order.lines.map((line) => {
    const item = sold.find((row) => row.id === line.itemId);
    if (!item) throw new Error(`no item ${line.itemId}`);
    const variation = item.variations.find((offered) => offered.type === line.variationType);
    return { line, item, variation, price: variation?.price ?? item.price };
  });
  const sum = lines.reduce((total, { line, price }) => total + price * line.quantity, 0);
  const status = order.status ?? 'pending';
  const paymentMethod = order.paymentMethod ?? 'cash_on_delivery';
  const paymentStatus =
    order.paymentStatus ?? (paymentMethod === 'cash_on_delivery' ? 'unpaid' : 'paid');
  const orderAmount = order.orderAmount ?? sum;
  const placedAt = new Date();
  const [written] = await db
    .insert(orders)
    .values({
      customerId: order.customerId ?? null,
      guestId: order.guestId ?? null,
      storeId: store.id,
      zoneId: store.zoneId,
      moduleId: store.moduleId,
      orderStatus: status,
      paymentStatus,
      paymentMethod,
      orderAmount,
      taxStatus: 'excluded',
      partiallyPaidAmount: order.partiallyPaidAmount ?? 0,
      deliveryAddress: {
        contact_person_name: 'Mona Adel',
        contact_person_number: order.contactNumber ?? FIXTURE_CONTACT_NUMBER,
        address_type: 'home',
        address: '12 Nile Street, Cairo',
        road: 'Nile Street',
        house: '12',
        floor: '3',
        latitude: '30.05',
        longitude: '31.25',
      },
      pending: placedAt,
      ...(status === 'delivered' ? { delivered: placedAt } : {}),
      nextStepAt: order.nextStepAt ?? null,
    })
    .returning({ id: orders.id });
  if (!written) throw new Error('fixture order not inserted');
  await db.insert(orderDetails).values(
    lines.map(({ line, item, variation, price }) => ({
      orderId: written.id,
      itemId: item.id,
      model: 'Item' as const,
      itemDetails: { name: { en: item.nameEn, ar: item.nameAr }, image: item.image },
      variation: variation ? [variation] : [],
      variationKey: variation?.type ?? '',
      price,
      quantity: line.quantity,
      flashSaleId: line.flashSaleId ?? null,
    })),
  );
  const walletShare = order.partiallyPaidAmount ?? 0;
  await db.insert(orderPayments).values(
    walletShare > 0
      ? [
          {
            orderId: written.id,
            paymentMethod: 'wallet',
            amount: walletShare,
            paymentStatus: 'paid',
          },
          {
            orderId: written.id,
            paymentMethod: 'cash_on_delivery',
            amount: orderAmount - walletShare,
            paymentStatus: 'unpaid',
          },
        ]
      : [{ orderId: written.id, paymentMethod, amount: orderAmount, paymentStatus }],
  );
  return written.id;
}

/** The config switches and rates the order routes read, written as the seed's 'config' row. */
export async function writeOrderConfig(
  db: Database,
  config: Record<string, number> = {},
): Promise<void> {
  const value = {
    customer_wallet_status: 1,
    loyalty_point_status: 1,
    ref_earning_status: 1,
    loyalty_point_item_purchase_point: 10,
    loyalty_point_exchange_rate: 10,
    ref_earning_exchange_rate: 25,
    ...config,
  };
  await db
    .insert(settings)
    .values({ key: 'config', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}
