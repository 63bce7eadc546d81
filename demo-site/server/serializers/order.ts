import type {
  LoyaltyPointTransaction,
  Order,
  OrderDetail,
  WalletTransaction,
} from '../../../src/core/api/wire';
import type { Locale } from '../../../src/core/i18n';
import type {
  loyaltyPointTransactions,
  orderDetails,
  orders,
  walletTransactions,
} from '../db/orderSchema';
import type { stores } from '../db/schema';
import { localized } from '../http/language';

const instant = (value: Date | null) => (value === null ? null : value.toISOString());

/** An order row with its store and how many lines it has, as the order queries select it. */
export interface OrderRow {
  order: typeof orders.$inferSelect;
  store: typeof stores.$inferSelect;
  detailsCount: number;
}

/** Serialises an order (6amMart's fields) with its store summary, named in the request's language. */
export function orderWire({ order, store, detailsCount }: OrderRow, language: Locale): Order {
  return {
    id: order.id,
    user_id: order.customerId,
    is_guest: order.guestId === null ? 0 : 1,
    store_id: order.storeId,
    zone_id: order.zoneId,
    module_id: order.moduleId,
    order_amount: order.orderAmount,
    coupon_discount_amount: order.couponDiscountAmount,
    coupon_code: order.couponCode,
    store_discount_amount: order.storeDiscountAmount,
    total_tax_amount: order.totalTaxAmount,
    tax_status: order.taxStatus,
    tax_percentage: order.taxPercentage,
    delivery_charge: order.deliveryCharge,
    original_delivery_charge: order.originalDeliveryCharge,
    dm_tips: order.dmTips,
    partially_paid_amount: order.partiallyPaidAmount,
    payment_status: order.paymentStatus,
    order_status: order.orderStatus,
    payment_method: order.paymentMethod,
    order_type: order.orderType,
    transaction_reference: order.transactionReference,
    delivery_address: order.deliveryAddress,
    order_note: order.orderNote,
    delivery_instruction: order.deliveryInstruction,
    cutlery: order.cutlery ? 1 : 0,
    unavailable_item_note: order.unavailableItemNote,
    cancellation_reason: order.cancellationReason,
    canceled_by: order.canceledBy,
    distance: order.distance,
    pending: instant(order.pending),
    confirmed: instant(order.confirmed),
    processing: instant(order.processing),
    handover: instant(order.handover),
    picked_up: instant(order.pickedUp),
    delivered: instant(order.delivered),
    canceled: instant(order.canceled),
    refund_requested: instant(order.refundRequested),
    refunded: instant(order.refunded),
    failed: instant(order.failed),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    details_count: detailsCount,
    store: {
      id: store.id,
      name: localized(language, store.nameEn, store.nameAr),
      slug: store.slug,
      logo: store.logo,
      address: localized(language, store.addressEn, store.addressAr),
      latitude: store.latitude,
      longitude: store.longitude,
    },
  };
}

/** Serialises an order line: the item's name and picture as sold, its variation, price and quantity. */
export function orderDetailWire(
  row: typeof orderDetails.$inferSelect,
  language: Locale,
): OrderDetail {
  const name = row.itemDetails.name;
  return {
    id: row.id,
    order_id: row.orderId,
    item_id: row.itemId,
    item_details: {
      id: row.itemId,
      name: localized(language, name.en, name.ar),
      image: row.itemDetails.image,
    },
    // Named as sold, in the request's language; a line kept before the names were reads as stored.
    variation: row.variation.map(({ type, price }) => ({
      type: row.itemDetails.variation?.[language] ?? type,
      price,
    })),
    price: row.price,
    discount_on_item: row.discountOnItem,
    quantity: row.quantity,
    tax_amount: row.taxAmount,
    created_at: row.createdAt.toISOString(),
  };
}

/** Serialises a wallet ledger row. */
export function walletTransactionWire(
  row: typeof walletTransactions.$inferSelect,
): WalletTransaction {
  return {
    id: row.id,
    user_id: row.customerId,
    transaction_id: row.transactionId,
    reference: row.reference,
    transaction_type: row.transactionType,
    debit: row.debit,
    credit: row.credit,
    admin_bonus: row.adminBonus,
    balance: row.balance,
    created_at: row.createdAt.toISOString(),
  };
}

/** Serialises a loyalty ledger row. */
export function loyaltyTransactionWire(
  row: typeof loyaltyPointTransactions.$inferSelect,
): LoyaltyPointTransaction {
  return {
    id: row.id,
    user_id: row.customerId,
    transaction_id: row.transactionId,
    reference: row.reference,
    transaction_type: row.transactionType,
    debit: row.debit,
    credit: row.credit,
    balance: row.balance,
    created_at: row.createdAt.toISOString(),
  };
}
