/*
 * A fake shop's wallet and points as a customer who has shopped for a while would have them: a
 * movement of every spec §3 wallet type, enough of them for two pages, and points earned and
 * converted. For the wallet and loyalty pages' tests and stories.
 */
import type { FakeShop } from './fakeShop';

/** How many wallet movements `seedWalletHistory` adds to the fixture's opening top-up. */
export const SEEDED_WALLET_MOVEMENTS = 11;

/** Adds a movement of every wallet type, in and out, to the shop's wallet (11 in all). */
export function seedWalletHistory(shop: FakeShop): void {
  const wallet = shop.orders;
  wallet.moveWallet(300, 'add_fund');
  wallet.moveWallet(-145.5, 'order_place');
  wallet.moveWallet(45.5, 'order_refund');
  wallet.moveWallet(100, 'add_fund_by_admin');
  wallet.moveWallet(12, 'loyalty_point');
  wallet.moveWallet(50, 'referrer');
  wallet.moveWallet(-80, 'partial_payment');
  wallet.moveWallet(25, 'point_to_wallet');
  wallet.moveWallet(-60, 'order_place');
  wallet.moveWallet(200, 'add_fund');
  wallet.moveWallet(-35.25, 'order_place');
}

/** Adds points earned by eleven delivered orders and one conversion to the shop's points. */
export function seedPointHistory(shop: FakeShop): void {
  for (let order = 1; order <= 11; order += 1)
    shop.orders.movePoints(20 + order * 5, 'order_place');
  shop.orders.movePoints(-200, 'point_to_wallet');
}
