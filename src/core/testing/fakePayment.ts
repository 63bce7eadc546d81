/*
 * How the fake shop's order is paid: the demo server's planPayment
 * (demo-site/server/routes/order/orderPayment.ts) with its refusals, over the fake's wallet.
 */
import { fromMinor, toMinor } from '../pricing';
import { refuse } from './fakeHttp';

/** What deciding a payment reads. */
export interface FakePaymentRequest {
  /** The method the shopper picked. */
  method: string;
  /** `partial_payment`: the wallet pays what it holds, the method the rest. */
  partial: boolean;
  isCustomer: boolean;
  charged: number;
  walletBalance: number;
  /** Config `cod_max_order_amount`. */
  codCap: number;
  digits: number;
}

/** How the order is paid: its method, the wallet's share, and whether nothing is left to pay. */
export interface FakePaymentPlan {
  method: string;
  walletAmount: number;
  paid: boolean;
}

const walletTooLow = (): never =>
  refuse(403, 'payment_method', 'Wallet balance is below total amount');

/** The cash-on-delivery cap's refusal: spec §7's exact words for the default cap of 1000. */
function codCapRefusal(cap: number): never {
  return cap === 1000
    ? refuse(403, 'payment_method', 'You can not Order more then 1000 on COD order')
    : refuse(
        403,
        'payment_method',
        'The total amount of the order exceeds maximum amount of the cash on delivery method',
      );
}

/**
 * Decides the payment as the server does: the wallet is a customer's ('Login required') and must
 * hold a wallet order's total; cash on delivery has its cap on what is left to pay in cash; a
 * partial payment needs something in the wallet, and becomes a wallet order when it holds all.
 */
export function planFakePayment(request: FakePaymentRequest): FakePaymentPlan {
  const { method, charged, isCustomer, walletBalance, codCap } = request;
  const usesWallet = method === 'wallet' || request.partial;
  if (usesWallet && !isCustomer) refuse(403, 'payment_method', 'Login required');
  if (method === 'wallet' || !request.partial) {
    if (method === 'cash_on_delivery' && charged > codCap) codCapRefusal(codCap);
    if (method === 'wallet' && walletBalance < charged) walletTooLow();
    const paid = method === 'wallet';
    return { method, walletAmount: paid ? charged : 0, paid };
  }
  if (walletBalance <= 0) walletTooLow();
  if (walletBalance >= charged) return { method: 'wallet', walletAmount: charged, paid: true };
  const rest = fromMinor(
    toMinor(charged, request.digits) - toMinor(walletBalance, request.digits),
    request.digits,
  );
  if (method === 'cash_on_delivery' && rest > codCap) codCapRefusal(codCap);
  return { method: 'partial_payment', walletAmount: walletBalance, paid: false };
}
