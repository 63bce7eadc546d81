import { eq, inArray } from 'drizzle-orm';
import type { Order } from '../../../../src/core/api/wire';
import type { Locale } from '../../../../src/core/i18n';
import type { Database } from '../../db/database';
import { parcelCategories, parcelOrders } from '../../db/schema';
import { parcelCategoryWire } from '../../serializers/parcelCategory';
import { absoluteBaseUrls } from '../../serializers/settings';

/**
 * The orders with 6amMart's parcel fields on those that are parcels (`parcel_category`,
 * `receiver_details`, `charge_payer`); other orders pass unchanged. One query for the page.
 */
export async function withParcelFields(
  db: Database,
  orders: readonly Order[],
  language: Locale,
  origin: string,
): Promise<Order[]> {
  const ids = orders.filter((order) => order.order_type === 'parcel').map((order) => order.id);
  if (ids.length === 0) return [...orders];
  const rows = await db
    .select({ parcel: parcelOrders, category: parcelCategories })
    .from(parcelOrders)
    .innerJoin(parcelCategories, eq(parcelCategories.id, parcelOrders.parcelCategoryId))
    .where(inArray(parcelOrders.orderId, ids));
  const byOrder = new Map(rows.map((row) => [row.parcel.orderId, row]));
  const { folder = '' } = absoluteBaseUrls({ folder: '/images/category' }, origin);
  return orders.map((order) => {
    const found = byOrder.get(order.id);
    if (!found) return order;
    return {
      ...order,
      parcel_category: parcelCategoryWire(found.category, language, folder, order.module_id),
      receiver_details: found.parcel.receiverDetails,
      charge_payer: found.parcel.chargePayer,
    };
  });
}

/** One order with its parcel fields, when it is a parcel. */
export async function withParcelField(
  db: Database,
  order: Order,
  language: Locale,
  origin: string,
): Promise<Order> {
  const [withFields] = await withParcelFields(db, [order], language, origin);
  return withFields ?? order;
}
