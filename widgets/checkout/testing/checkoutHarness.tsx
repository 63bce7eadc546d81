/*
 * The checkout on the fake shop, for its tests: rendered once the first load has booted, with
 * helpers to read the shop's calls and pick what a shopper picks.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SouqCore } from '../../../src/core';
import type { Locale } from '../../../src/core/i18n';
import { formatPrice } from '../../../src/core/pricing';
import { fakeShopConfig } from '../../../src/core/testing';
import { renderOnShop, type ShopSetup } from '../../../src/ui/testing';
import { Checkout, type CheckoutProps } from '../Checkout';

/** The path of order placement. */
export const PLACE_PATH = '/api/v1/customer/order/place';

const cores: SouqCore[] = [];

/** Disposes the cores the tests made; call after each test. */
export function disposeCheckoutCores(): void {
  for (const core of cores.splice(0)) core.dispose();
}

/** Renders the checkout on a fake shop and waits until its lines show. */
export async function renderCheckout(setup: ShopSetup = {}, props: CheckoutProps = {}) {
  const rendered = await renderOnShop(<Checkout {...props} />, setup);
  cores.push(rendered.core);
  const placements = () => rendered.shop.calls.filter((call) => call.path === PLACE_PATH);
  return { ...rendered, placements };
}

/** Waits for the checkout's form, and answers its Place order button. */
export async function placeOrderButton(): Promise<HTMLElement> {
  return screen.findByRole('button', { name: /^(Place order|تأكيد الطلب)$/ }, { timeout: 5000 });
}

/** An amount as the fake shop's prices read in a language. */
export function price(amount: number, language: Locale = 'en'): string {
  return formatPrice(amount, fakeShopConfig(language), language);
}

/** The summary's value for one of its terms. */
export function summaryValue(term: string | RegExp): string {
  const summary = screen.getByRole('region', { name: /Order summary|ملخص الطلب/ });
  const name = within(summary).getByText(term, { selector: 'dt' });
  return name.nextElementSibling?.textContent ?? '';
}

/** Waits for the checkout with its delivery fee worked out (the store's details read). */
export async function feeKnown(): Promise<void> {
  await placeOrderButton();
  await waitFor(() => expect(summaryValue(/^(Delivery fee|رسوم التوصيل)$/)).not.toBe(''));
}
