import type { Database } from '../db/database';
import { type OrderStatus, orders } from '../db/orderSchema';

/** What a test says about an order it needs in the database; the rest is a plain cash order. */
export interface OrderFacts {
  storeId: number;
  zoneId: number;
  customerId?: number | null;
  guestId?: string | null;
  couponCode?: string | null;
  orderStatus?: OrderStatus;
  dmTips?: number;
}

/**
 * Writes an order row straight into the database, for tests of what reads past orders (coupon
 * uses, the most chosen tip) before order placement exists. Answers its id.
 */
export async function insertOrder(db: Database, facts: OrderFacts): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({
      storeId: facts.storeId,
      zoneId: facts.zoneId,
      moduleId: 1,
      customerId: facts.customerId ?? null,
      guestId: facts.guestId ?? null,
      couponCode: facts.couponCode ?? null,
      orderStatus: facts.orderStatus ?? 'delivered',
      dmTips: facts.dmTips ?? 0,
      paymentMethod: 'cash_on_delivery',
      orderAmount: 100,
      taxStatus: 'excluded',
      deliveryAddress: {
        contact_person_name: 'Test',
        contact_person_number: '+201001234567',
        address_type: 'home',
        address: 'Tahrir Square',
        road: null,
        house: null,
        floor: null,
        latitude: '30.04',
        longitude: '31.24',
      },
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('test order not inserted');
  return row.id;
}
