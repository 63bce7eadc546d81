import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { Wallet } from './Wallet';

/**
 * <souq-wallet>: the signed-in customer's wallet (route `/profile?page=wallet`): the balance,
 * adding funds through the shop's payment page, and the transactions filtered by type. Attributes
 * `payment-status` (the demo payment page's `status` on its way back: success, fail or cancel) and
 * `theme` (light, dark or system; the shopper's choice by default). A visitor is asked to sign
 * in. Fires `souq:navigate` from its links.
 */
export const WalletElement = souqElement(Wallet, { paymentStatus: 'string' });
/** The `WalletElement` instance type: the element with its attributes as typed properties. */
export type WalletElement = InstanceType<typeof WalletElement>;
defineOnce('souq-wallet', WalletElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-wallet': WalletElement;
  }
}
