import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartTotals, fromMinor, taxOn, toMinor, unitPrice } from '../../../../src/core/pricing';
import type { Database, Transaction } from '../../db/database';
import { orderDetails, orders } from '../../db/orderSchema';
import { cartItems } from '../../db/schema';
import { fail } from '../../http/ApiFailure';
import type { CartOwner } from '../../http/identity';
import { lockCart, ownedBy } from '../account/cartLines';
import { checkCoupon, couponRules } from '../../checkout/checkCoupon';
import { variationLabel } from '../../serializers/variation';
import { isUniqueViolation } from '../account/uniqueViolation';
import { catalogChanged, itemsChanged } from '../catalog/catalogChanges';
import type { CheckoutSettings } from './checkoutSettings';
import { deliveryPlace } from './deliveryPlace';
import type { PlaceOrderInput } from './orderInput';
import { orderCart } from './orderLines';
import { planPayment, writePlannedPayment } from './orderPayment';
import { checkShownTotal, placedByColumns } from './placedBy';
import { priceOrder } from './orderPricing';
import { takeStock } from './takeStock';
import { joinWonGifts } from '../gifts/giftOnOrder';

/** A placed order as its reply needs it. */
export type PlacedOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'orderAmount' | 'orderStatus' | 'createdAt' | 'customerId' | 'paymentMethod'
>;

/** The columns of a placed order its reply reads. */
export const placedColumns = {
  id: orders.id,
  orderAmount: orders.orderAmount,
  orderStatus: orders.orderStatus,
  createdAt: orders.createdAt,
  customerId: orders.customerId,
  paymentMethod: orders.paymentMethod,
};

/** The unique indexes that stop one owner placing two orders with one idempotency key. */
export const ATTEMPT_INDEXES = ['orders_customer_attempt', 'orders_guest_attempt'];

/** The order an owner already placed with an idempotency key, if any. */
export async function placedWithKey(
  db: Database | Transaction,
  owner: CartOwner,
  key: string,
): Promise<PlacedOrder | undefined> {
  const ownerIs =
    'customerId' in owner
      ? eq(orders.customerId, owner.customerId)
      : eq(orders.guestId, owner.guestId);
  const [found] = await db
    .select(placedColumns)
    .from(orders)
    .where(and(ownerIs, eq(orders.idempotencyKey, key)))
    .limit(1);
  return found;
}

/** What placing an order needs besides the database. */
export interface PlaceOrderRequest {
  owner: CartOwner;
  input: PlaceOrderInput;
  settings: CheckoutSettings;
  /** The client's key for this checkout attempt, or null. */
  idempotencyKey: string | null;
  /** Where the demo payment page returns to (already checked against the trusted origins). */
  callbackUrl: string;
}

/** The order placed, and whether it was placed by an earlier request with the same key. */
export interface PlaceOrderResult {
  order: PlacedOrder;
  replayed: boolean;
  /** The demo payment page's request for an order paid digitally, still to approve. */
  paymentRequestId: string | null;
}

/** What writing an order did: the order, its payment request, the items whose stock moved. */
export interface WrittenOrder {
  order: PlacedOrder;
  paymentRequestId: string | null;
  itemsTaken: number[];
}

/** Writes one kind of order in the placing transaction (the cart's, or a prescription's). */
export type OrderWriter<TRequest extends PlaceOrderRequest> = (
  tx: Transaction,
  request: TRequest,
) => Promise<WrittenOrder>;

/**
 * Writes the order, its lines, its payments; takes stock and wallet; empties the lines ordered;
 * a signed-in customer's won gifts join it (routes/gifts/giftOnOrder.ts).
 */
async function writeOrder(
  tx: Transaction,
  { owner, input, settings, idempotencyKey, callbackUrl }: PlaceOrderRequest,
): Promise<WrittenOrder> {
  const now = new Date();
  const { store, lines } = await orderCart(tx, owner, input.store_id, now);
  const place = await deliveryPlace(tx, owner, input);
  // The coupon's dates, uses and eligibility: the same check as coupon/apply.
  const checked = input.coupon_code
    ? await checkCoupon(tx, {
        code: input.coupon_code,
        storeId: store.id,
        zoneId: place.zone.id,
        customerId: 'customerId' in owner ? owner.customerId : null,
        guestId: 'guestId' in owner ? owner.guestId : null,
        subtotal: cartTotals(
          lines.map(({ priced }) => priced),
          settings.digits,
        ).itemsTotal,
        now,
        digits: settings.digits,
      })
    : null;
  const coupon = checked && { code: checked.coupon.code, rules: couponRules(checked.coupon) };
  const price = priceOrder({
    lines,
    store,
    delivery: input.order_type === 'delivery' ? { zone: place.zone, point: place.point } : null,
    coupon,
    settings,
    dmTips: input.dm_tips ?? 0,
  });
  const { totals } = price;
  // The shopper pays only a total they were shown.
  checkShownTotal(input.order_amount, price.charged);
  const plan = await planPayment(tx, {
    owner,
    method: input.payment_method,
    partial: input.partial_payment,
    charged: price.charged,
    settings,
  });

  const [order] = await tx
    .insert(orders)
    .values({
      ...placedByColumns(owner, plan, now),
      storeId: store.id,
      zoneId: place.zone.id,
      moduleId: store.moduleId,
      orderType: input.order_type,
      orderAmount: price.charged,
      storeDiscountAmount: totals.itemDiscount,
      couponDiscountAmount: totals.couponDiscount,
      couponCode: coupon?.code ?? null,
      totalTaxAmount: totals.tax,
      taxStatus: totals.taxIncluded ? 'included' : 'excluded',
      taxPercentage: settings.taxPercent,
      deliveryCharge: totals.deliveryFee,
      originalDeliveryCharge: price.originalDeliveryFee,
      dmTips: price.dmTips,
      distance: price.distanceKm,
      deliveryAddress: place.address,
      orderNote: input.order_note,
      deliveryInstruction: input.delivery_instruction || null,
      cutlery: input.cutlery,
      unavailableItemNote: input.unavailable_item_note,
      idempotencyKey,
    })
    .returning(placedColumns);
  if (!order) throw new Error('the order was not written');

  const digits = settings.digits;
  await tx.insert(orderDetails).values(
    lines.map(({ line, item, variation, priced }) => {
      const unit = priced.selectedOption?.[0]?.price ?? item.price;
      const discounted = unitPrice(priced, settings.digits);
      return {
        orderId: order.id,
        itemId: item.id,
        model: line.model,
        itemDetails: {
          name: { en: item.nameEn, ar: item.nameAr },
          image: item.image,
          // Its name as the cart showed it: the order's lines read it in either language.
          ...(variation
            ? {
                variation: {
                  en: variationLabel(variation.type, item.choiceOptions, 'en'),
                  ar: variationLabel(variation.type, item.choiceOptions, 'ar'),
                },
              }
            : {}),
        },
        variation: variation ? [variation] : [],
        variationKey: line.variationKey,
        price: unit,
        discountOnItem: fromMinor(toMinor(unit, digits) - toMinor(discounted, digits), digits),
        quantity: line.quantity,
        taxAmount: taxOn(discounted * line.quantity, settings.taxPercent, settings.taxIncluded).tax,
        flashSaleId: item.saleId,
      };
    }),
  );
  const paymentRequestId = await writePlannedPayment(tx, {
    owner,
    plan,
    orderId: order.id,
    callbackUrl,
  });
  await takeStock(tx, lines);
  const gifts = 'customerId' in owner ? await joinWonGifts(tx, owner.customerId, order.id) : [];

  const ids = lines.map(({ line }) => line.id);
  const removed = await tx
    .delete(cartItems)
    .where(and(inArray(cartItems.id, ids), ownedBy(owner)))
    .returning({ id: cartItems.id });
  // Another order took these lines meanwhile: this one has nothing left to order.
  if (removed.length !== ids.length) throw fail(409, 'cart', 'Your cart is empty');
  return { order, paymentRequestId, itemsTaken: [...lines.map(({ item }) => item.id), ...gifts] };
}

/**
 * Places an order from the caller's cart (or as `write` writes it) in one transaction. With an
 * idempotency key, the same owner's retry answers the order the first request placed: a lock on
 * (owner, key) makes a racing retry wait for the first and then find its order; the unique index
 * is the last guard.
 */
export async function placeOrder<TRequest extends PlaceOrderRequest>(
  db: Database,
  request: TRequest,
  write: OrderWriter<TRequest> = writeOrder,
): Promise<PlaceOrderResult> {
  const { owner, idempotencyKey } = request;
  if (idempotencyKey !== null) {
    const earlier = await placedWithKey(db, owner, idempotencyKey);
    if (earlier) return { order: earlier, replayed: true, paymentRequestId: null };
  }
  try {
    let itemsTaken: readonly number[] = [];
    const result = await db.transaction(async (tx) => {
      if (idempotencyKey !== null) {
        const ownerKey = 'customerId' in owner ? `c${owner.customerId}` : `g${owner.guestId}`;
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`${ownerKey}:${idempotencyKey}`}))`,
        );
        const earlier = await placedWithKey(tx, owner, idempotencyKey);
        if (earlier) return { order: earlier, replayed: true, paymentRequestId: null };
      }
      // The cart as the order reads it is the cart as it is: no add or merge runs meanwhile.
      await lockCart(tx, owner);
      const { itemsTaken: taken, ...placed } = await write(tx, request);
      itemsTaken = taken;
      return { ...placed, replayed: false };
    });
    // Only the stock of the items ordered moved: what memory keeps of the others still holds.
    if (!result.replayed) catalogChanged(db, itemsChanged(itemsTaken));
    return result;
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
