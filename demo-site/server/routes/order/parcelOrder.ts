import { and, asc, eq, sql } from 'drizzle-orm';
import { greatCircleKm, parcelCharge } from '../../../../src/core/pricing';
import type { Database, Transaction } from '../../db/database';
import { orders } from '../../db/orderSchema';
import { modules, parcelCategories, parcelOrders, stores } from '../../db/schema';
import { fail, notFound } from '../../http/ApiFailure';
import type { CartOwner } from '../../http/identity';
import { parseInput } from '../../http/parseInput';
import { checkedCallbackUrl } from '../../payment/paymentRequests';
import { isUniqueViolation } from '../account/uniqueViolation';
import type { CheckoutSettings } from './checkoutSettings';
import { planPayment, writePlannedPayment } from './orderPayment';
import { checkShownTotal, placedByColumns } from './placedBy';
import { type ParcelOrderInput, parcelOrderInput } from './parcelInput';
import { parcelPlaces } from './parcelPlaces';
import {
  ATTEMPT_INDEXES,
  type PlacedOrder,
  type PlaceOrderResult,
  placedColumns,
  placedWithKey,
} from './placeOrder';

/** What placing a parcel needs besides the database. */
export interface ParcelOrderRequest {
  owner: CartOwner;
  input: ParcelOrderInput;
  settings: CheckoutSettings;
  /** The client's key for this checkout attempt, or null. */
  idempotencyKey: string | null;
  /** Where the demo payment page returns to (already checked against the trusted origins). */
  callbackUrl: string;
}

/** The category a parcel is sent as; an unknown id is refused. */
async function parcelCategory(tx: Transaction, id: number) {
  const [category] = await tx
    .select()
    .from(parcelCategories)
    .where(eq(parcelCategories.id, id))
    .limit(1);
  if (!category) throw notFound('parcel_category_id', 'Parcel category not found');
  return category;
}

/**
 * The courier that carries the parcel: an open store of the parcel module, the sender's zone's
 * first. An order here always has a store, and for a parcel it is the one that delivers it.
 */
async function courier(tx: Transaction, zoneId: number) {
  const [store] = await tx
    .select({ id: stores.id, moduleId: stores.moduleId })
    .from(stores)
    .innerJoin(modules, eq(modules.id, stores.moduleId))
    .where(and(eq(modules.moduleType, 'parcel'), eq(stores.active, true)))
    .orderBy(sql`${stores.zoneId} <> ${zoneId}`, asc(stores.id))
    .limit(1);
  if (!store) throw fail(403, 'parcel', 'Parcel delivery is not available here');
  return store;
}

/** Refuses a way of paying the receiver cannot use: they pay in cash when the parcel arrives. */
function checkPayer(input: ParcelOrderInput): void {
  if (
    input.charge_payer === 'receiver' &&
    (input.payment_method !== 'cash_on_delivery' || input.partial_payment)
  ) {
    throw fail(403, 'payment_method', 'When the receiver pays, the parcel is paid in cash');
  }
}

/** Writes the parcel order, its parcel row and its payments; takes the wallet's share. */
async function writeParcelOrder(
  tx: Transaction,
  { owner, input, settings, idempotencyKey, callbackUrl }: ParcelOrderRequest,
): Promise<{ order: PlacedOrder; paymentRequestId: string | null }> {
  checkPayer(input);
  const now = new Date();
  const places = await parcelPlaces(tx, input);
  const category = await parcelCategory(tx, input.parcel_category_id);
  const { zone } = places.sender;
  const carrier = await courier(tx, zone.id);
  const distanceKm = greatCircleKm(places.sender.point, places.receiver.point);
  const price = parcelCharge({
    distanceKm,
    category: {
      parcel_per_km_shipping_charge: category.parcelPerKmShippingCharge,
      parcel_minimum_shipping_charge: category.parcelMinimumShippingCharge,
    },
    zone: {
      per_km_shipping_charge: zone.perKmShippingCharge,
      minimum_shipping_charge: zone.minimumShippingCharge,
      maximum_shipping_charge: zone.maximumShippingCharge,
    },
    taxPercent: settings.taxPercent,
    taxIncluded: settings.taxIncluded,
    dmTips: input.dm_tips ?? 0,
    digits: settings.digits,
  });
  // The shopper pays only a total they were shown.
  checkShownTotal(input.order_amount, price.total);
  const plan = await planPayment(tx, {
    owner,
    method: input.payment_method,
    partial: input.partial_payment,
    charged: price.total,
    settings,
  });

  const [order] = await tx
    .insert(orders)
    .values({
      ...placedByColumns(owner, plan, now),
      storeId: carrier.id,
      zoneId: zone.id,
      moduleId: carrier.moduleId,
      orderType: 'parcel',
      orderAmount: price.total,
      totalTaxAmount: price.tax,
      taxStatus: settings.taxIncluded === 1 ? 'included' : 'excluded',
      taxPercentage: settings.taxPercent,
      deliveryCharge: price.deliveryCharge,
      originalDeliveryCharge: price.deliveryCharge,
      dmTips: price.dmTips,
      distance: distanceKm,
      deliveryAddress: places.sender.address,
      orderNote: input.order_note,
      deliveryInstruction: input.delivery_instruction || null,
      idempotencyKey,
    })
    .returning(placedColumns);
  if (!order) throw new Error('the parcel order was not written');

  await tx.insert(parcelOrders).values({
    orderId: order.id,
    parcelCategoryId: category.id,
    receiverDetails: places.receiver.address,
    chargePayer: input.charge_payer,
  });
  const paymentRequestId = await writePlannedPayment(tx, {
    owner,
    plan,
    orderId: order.id,
    callbackUrl,
  });
  return { order, paymentRequestId };
}

/**
 * Places a parcel order in one transaction: no cart is read and no stock is taken. A retry with
 * the same idempotency key answers the order the first request placed, as for any order.
 */
export async function placeParcelOrder(
  db: Database,
  request: ParcelOrderRequest,
): Promise<PlaceOrderResult> {
  const { owner, idempotencyKey } = request;
  if (idempotencyKey !== null) {
    const earlier = await placedWithKey(db, owner, idempotencyKey);
    if (earlier) return { order: earlier, replayed: true, paymentRequestId: null };
  }
  try {
    return await db.transaction(async (tx) => {
      if (idempotencyKey !== null) {
        const ownerKey = 'customerId' in owner ? `c${owner.customerId}` : `g${owner.guestId}`;
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`${ownerKey}:${idempotencyKey}`}))`,
        );
        const earlier = await placedWithKey(tx, owner, idempotencyKey);
        if (earlier) return { order: earlier, replayed: true, paymentRequestId: null };
      }
      return { ...(await writeParcelOrder(tx, request)), replayed: false };
    });
  } catch (error) {
    if (
      idempotencyKey !== null &&
      ATTEMPT_INDEXES.some((index) => isUniqueViolation(error, index))
    ) {
      const earlier = await placedWithKey(db, owner, idempotencyKey);
      if (earlier) return { order: earlier, replayed: true, paymentRequestId: null };
    }
    throw error;
  }
}

/** What the route hands a parcel placement besides its body. */
export interface ParcelPlacement {
  owner: CartOwner;
  settings: CheckoutSettings;
  idempotencyKey: string | null;
  /** This server's public origin, and the partner origins a payment may return to. */
  origin: string;
  trustedOrigins: readonly string[];
}

/** Places the parcel a request's body describes (validated here, translated 422 when not). */
export function placeParcelFrom(
  db: Database,
  body: unknown,
  { owner, settings, idempotencyKey, origin, trustedOrigins }: ParcelPlacement,
): Promise<PlaceOrderResult> {
  const input = parseInput(parcelOrderInput, body);
  const callbackUrl = checkedCallbackUrl(input.callback, origin, trustedOrigins);
  return placeParcelOrder(db, { owner, input, settings, idempotencyKey, callbackUrl });
}
