import type { Locale } from '../../../src/core/i18n';
import type { Transaction } from '../db/database';
import { paymentRequests } from '../db/orderSchema';
import { fail } from '../http/ApiFailure';

/*
 * The demo payment page's requests: a payment (an order's digital payment, a wallet top-up) the
 * shopper approves or denies on a page of this server, which then returns them to the
 * storefront's callback. Used by order placement and by wallet/add-fund alike.
 */

/** A stored payment request. */
export type PaymentRequestRow = typeof paymentRequests.$inferSelect;

/** What a payment request is for. */
export type PaymentPurpose = PaymentRequestRow['purpose'];

/** A new payment request. */
export interface NewPaymentRequest {
  purpose: PaymentPurpose;
  /** The order it pays (purpose 'order'). */
  orderId?: number | null;
  customerId?: number | null;
  guestId?: string | null;
  /** More than 0, in the shop's currency. */
  amount: number;
  /** Where the page returns to; check it first with `checkedCallbackUrl`. */
  callbackUrl: string;
}

/** Writes a payment request in the caller's transaction and answers its (unguessable) id. */
export async function createPaymentRequest(
  tx: Transaction,
  request: NewPaymentRequest,
): Promise<string> {
  const [row] = await tx
    .insert(paymentRequests)
    .values({
      purpose: request.purpose,
      orderId: request.orderId ?? null,
      customerId: request.customerId ?? null,
      guestId: request.guestId ?? null,
      amount: request.amount,
      callbackUrl: request.callbackUrl,
    })
    .returning({ id: paymentRequests.id });
  if (!row) throw new Error('the payment request was not written');
  return row.id;
}

/** The address of the payment page of a request, on this server, in the shopper's language. */
export function paymentPageUrl(origin: string, requestId: string, language: Locale): string {
  return `${origin}/payment/${requestId}?lang=${language}`;
}

/**
 * The callback a client named, if the page may return there: an http(s) address on this
 * server's origin or on a partner origin it trusts. Anything else is refused (422), so the page
 * is never an open redirect. Absent, the storefront's home page on this server.
 */
export function checkedCallbackUrl(
  callback: string | null | undefined,
  ownOrigin: string,
  trustedOrigins: readonly string[],
): string {
  if (callback === null || callback === undefined || callback.trim() === '') {
    return `${ownOrigin}/`;
  }
  let url: URL;
  try {
    url = new URL(callback);
  } catch {
    throw fail(422, 'callback', 'The return address is not allowed');
  }
  const allowed = [ownOrigin, ...trustedOrigins].map((origin) => {
    try {
      return new URL(origin).origin;
    } catch {
      return null;
    }
  });
  const webUrl = url.protocol === 'https:' || url.protocol === 'http:';
  if (!webUrl || url.username !== '' || url.password !== '' || !allowed.includes(url.origin)) {
    throw fail(422, 'callback', 'The return address is not allowed');
  }
  return url.toString();
}

/** How a payment ended, as the callback's `status` says it. */
export type PaymentOutcome = 'success' | 'fail' | 'cancel';

/** The callback address with the outcome and the order or request it concerns. */
export function callbackWithOutcome(row: PaymentRequestRow, outcome: PaymentOutcome): string {
  const url = new URL(row.callbackUrl);
  url.searchParams.set('status', outcome);
  if (row.orderId !== null) url.searchParams.set('order_id', String(row.orderId));
  else url.searchParams.set('payment_request_id', row.id);
  return url.toString();
}
