import { addressFields } from '../api/orderEndpoints';
import type { CheckoutPaymentMethod, PlaceOrderBody } from '../api/orderWire';
import type { CheckoutDraft } from './checkoutDraft';
import type { CheckoutSummary } from './checkoutSummary';
import type { CheckoutDestination } from './deliveryDraft';

/** What an order is placed from besides the draft. */
export interface PlaceOrderInput {
  draft: CheckoutDraft;
  storeId: number;
  destination: CheckoutDestination;
  /** The summary the shopper was shown: its `charged` is the `order_amount` sent. */
  summary: CheckoutSummary;
  /** Whether a customer is signed in (a guest has no wallet). */
  signedIn: boolean;
  /** Where the demo payment page returns to after a digital payment (an absolute URL). */
  callback: string | null;
}

/** How the order is paid, as 6amMart names it: the method, and whether the wallet pays a share. */
export function paymentOf(
  draft: Pick<CheckoutDraft, 'paymentMethod' | 'useWallet'>,
  summary: Pick<CheckoutSummary, 'due' | 'walletPaid'>,
  signedIn: boolean,
): { method: CheckoutPaymentMethod | null; partial: boolean } {
  const wallet = signedIn && draft.useWallet && summary.walletPaid > 0;
  if (wallet && summary.due === 0) return { method: 'wallet', partial: false };
  return { method: draft.paymentMethod, partial: wallet };
}

/**
 * The body of customer/order/place. The server builds the order from its own cart of the store
 * named; the body says where it goes, how it is paid, the tip, the notes and the coupon, and the
 * total the shopper saw. A coupon the summary no longer accepts is left out rather than refused.
 * Null while no payment method is chosen.
 */
export function placeOrderBody(input: PlaceOrderInput): PlaceOrderBody | null {
  const { draft, destination, summary } = input;
  const payment = paymentOf(draft, summary, input.signedIn);
  if (payment.method === null) return null;
  const note = draft.note.trim();
  const coupon = draft.coupon && summary.coupon?.ok ? draft.coupon.code : null;
  return {
    order_amount: summary.charged,
    payment_method: payment.method,
    order_type: 'delivery',
    store_id: input.storeId,
    ...(destination.kind === 'saved'
      ? { address_id: destination.address.id }
      : addressFields(destination.address)),
    ...(summary.tip > 0 ? { dm_tips: summary.tip } : {}),
    ...(note === '' ? {} : { delivery_instruction: note }),
    cutlery: draft.cutlery ? 1 : 0,
    unavailable_item_note: draft.unavailableItem,
    ...(coupon === null ? {} : { coupon_code: coupon }),
    ...(payment.partial ? { partial_payment: 1 } : {}),
    ...(payment.method === 'digital_payment' && input.callback !== null
      ? { callback: input.callback }
      : {}),
  };
}
