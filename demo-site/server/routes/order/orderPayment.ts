import { eq } from 'drizzle-orm';
import { fromMinor, toMinor } from '../../../../src/core/pricing';
import type { Transaction } from '../../db/database';
import { orderPayments, type PaymentMethod } from '../../db/orderSchema';
import { customers } from '../../db/schema';
import { type ApiFailure, fail } from '../../http/ApiFailure';
import type { CartOwner } from '../../http/identity';
import { debitWallet } from '../../ledgers/wallet';
import { createPaymentRequest } from '../../payment/paymentRequests';
import type { CheckoutSettings } from './checkoutSettings';
import type { ChosenPaymentMethod } from './orderInput';

/** One part an order is paid in, as `order_payments` keeps it. */
export interface PaymentPart {
  method: PaymentMethod;
  amount: number;
  paid: boolean;
}

/** How an order is paid: its method, its parts, and whether it may start moving at once. */
export interface PaymentPlan {
  method: PaymentMethod;
  parts: PaymentPart[];
  /** What the wallet pays (all of a wallet order, a share of a partial one). */
  walletAmount: number;
  /** Paid, or cash on delivery: the lifecycle may start. */
  ready: boolean;
}

/** What deciding a payment needs. */
export interface PaymentRequest {
  owner: CartOwner;
  method: ChosenPaymentMethod;
  partial: boolean;
  charged: number;
  settings: CheckoutSettings;
}

const walletTooLow = () => fail(403, 'payment_method', 'Wallet balance is below total amount');

/** The cash-on-delivery cap's refusal, with spec §7's exact words for the default cap. */
export function codCapRefusal(settings: CheckoutSettings): ApiFailure {
  return settings.codMaxOrderAmount === 1000
    ? fail(403, 'payment_method', 'You can not Order more then 1000 on COD order')
    : fail(
        403,
        'payment_method',
        'The total amount of the order exceeds maximum amount of the cash on delivery method',
      );
}

async function walletBalance(tx: Transaction, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: customers.walletBalance })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row?.balance ?? 0;
}

/** The parts of the one method that pays all of an order. */
function wholePlan(method: ChosenPaymentMethod, charged: number): PaymentPlan {
  const paid = method === 'wallet';
  return {
    method,
    parts: [{ method, amount: charged, paid }],
    walletAmount: paid ? charged : 0,
    ready: paid || method === 'cash_on_delivery',
  };
}

/**
 * Decides how an order is paid, refusing with the spec's messages: the wallet is for customers
 * ('Login required') and must hold the total; cash on delivery has its cap. A partial payment
 * takes what the wallet holds and leaves the rest to the chosen method.
 */
export async function planPayment(tx: Transaction, request: PaymentRequest): Promise<PaymentPlan> {
  const { owner, method, charged, settings } = request;
  const usesWallet = method === 'wallet' || request.partial;
  if (usesWallet && !('customerId' in owner)) {
    throw fail(403, 'payment_method', 'Login required');
  }
  if (method === 'wallet' || !request.partial || !('customerId' in owner)) {
    if (method === 'cash_on_delivery' && charged > settings.codMaxOrderAmount) {
      throw codCapRefusal(settings);
    }
    if (method === 'wallet' && 'customerId' in owner) {
      if ((await walletBalance(tx, owner.customerId)) < charged) throw walletTooLow();
    }
    return wholePlan(method, charged);
  }
  const balance = await walletBalance(tx, owner.customerId);
  if (balance <= 0) throw walletTooLow();
  if (balance >= charged) return wholePlan('wallet', charged);
  const digits = settings.digits;
  const rest = fromMinor(toMinor(charged, digits) - toMinor(balance, digits), digits);
  if (method === 'cash_on_delivery' && rest > settings.codMaxOrderAmount) {
    throw codCapRefusal(settings);
  }
  return {
    method: 'partial_payment',
    parts: [
      { method: 'wallet', amount: balance, paid: true },
      { method, amount: rest, paid: false },
    ],
    walletAmount: balance,
    ready: method === 'cash_on_delivery',
  };
}

/**
 * Takes the wallet's share of an order in the caller's transaction; a racing debit that left
 * too little refuses the order, which then rolls back whole.
 */
export async function payFromWallet(
  tx: Transaction,
  owner: CartOwner,
  plan: PaymentPlan,
  orderId: number,
): Promise<void> {
  if (plan.walletAmount <= 0 || !('customerId' in owner)) return;
  const balance = await debitWallet(tx, {
    customerId: owner.customerId,
    amount: plan.walletAmount,
    type: plan.method === 'partial_payment' ? 'partial_payment' : 'order_place',
    reference: String(orderId),
  });
  if (balance === null) throw walletTooLow();
}

/** A placed order's payment, as planned. */
export interface PlannedPayment {
  owner: CartOwner;
  plan: PaymentPlan;
  orderId: number;
  /** Where the demo payment page returns to after a digital payment. */
  callbackUrl: string;
}

/**
 * Writes an order's payment parts, takes the wallet's share and, for a digital part, opens the
 * demo payment page's request, all in the caller's transaction; the request's id, or null.
 */
export async function writePlannedPayment(
  tx: Transaction,
  { owner, plan, orderId, callbackUrl }: PlannedPayment,
): Promise<string | null> {
  await tx.insert(orderPayments).values(
    plan.parts.map((part) => ({
      orderId,
      paymentMethod: part.method,
      amount: part.amount,
      paymentStatus: part.paid ? ('paid' as const) : ('unpaid' as const),
    })),
  );
  await payFromWallet(tx, owner, plan, orderId);
  const digital = plan.parts.find((part) => part.method === 'digital_payment');
  return digital
    ? createPaymentRequest(tx, {
        purpose: 'order',
        orderId,
        customerId: 'customerId' in owner ? owner.customerId : null,
        guestId: 'guestId' in owner ? owner.guestId : null,
        amount: digital.amount,
        callbackUrl,
      })
    : null;
}
