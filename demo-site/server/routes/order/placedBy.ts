import { fail } from '../../http/ApiFailure';
import type { CartOwner } from '../../http/identity';
import { nextStepAfter } from './orderPace';
import type { PaymentPlan } from './orderPayment';

/**
 * Refuses a total other than the one the shopper was shown (`order_amount`, sent as displayed):
 * a price that changed meanwhile is reviewed, never charged unseen.
 */
export function checkShownTotal(shown: number | null, charged: number): void {
  if (shown !== null && shown !== charged) {
    throw fail(409, 'order_amount', 'The order total changed, please review it');
  }
}

/**
 * The columns every new order takes from who placed it and how it is paid, and when the demo
 * lifecycle first moves it: never while a payment is still awaited.
 */
export function placedByColumns(owner: CartOwner, plan: PaymentPlan, now: Date) {
  return {
    customerId: 'customerId' in owner ? owner.customerId : null,
    guestId: 'guestId' in owner ? owner.guestId : null,
    orderStatus: 'pending' as const,
    paymentStatus: plan.parts.every((part) => part.paid) ? ('paid' as const) : ('unpaid' as const),
    paymentMethod: plan.method,
    partiallyPaidAmount: plan.method === 'partial_payment' ? plan.walletAmount : 0,
    pending: now,
    nextStepAt: plan.ready ? nextStepAfter(now) : null,
  };
}
