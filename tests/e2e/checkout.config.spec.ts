/*
 * The totals of spec §9 "Price rules" on the real server, under the shop configurations that
 * change them: tax added on top and tax included (extracted as tax × total / (100 + tax)), on
 * the items after their discounts and a coupon, the delivery fee untaxed; and no
 * delivery fee once the items after their discounts reach free_delivery_over. Each test changes
 * the configuration through the end-to-end controls and puts it back; the shop is held alone
 * meanwhile (configTest), so no journey prices an order under a configuration changing beneath
 * it, and the tests run one after another.
 *
 * The expected figures are worked out here from the rules and the page's own subtotal, discount
 * and fee, then compared with the page's summary and with the order the API holds.
 */
import type { Page } from '@playwright/test';
import {
  configTest as test,
  DESKTOP,
  enterShop,
  expect,
  feeKnown,
  fillGuestDelivery,
  ITEMS,
  JOURNEY_TIMEOUTS,
  type Lang,
  newPhone,
  openCheckout,
  addFromProductPage,
  applyCoupon,
  payCashOnDelivery,
  placeOrder,
  summaryAmount,
  summaryOf,
  termValue,
  WORDS,
  ZONES,
  guestIdOf,
} from './checkoutJourney';
import { changeShopConfig, orderOnServer } from './shopControls';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ ...DESKTOP, ...JOURNEY_TIMEOUTS });

/** The shop's tax rate in these tests. */
const TAX = 14;

/** An amount in minor units, as the rules round it. */
const minor = (amount: number) => Math.round(amount * 100);
const major = (amountMinor: number) => amountMinor / 100;

/** The figures of the checkout's summary. */
async function summaryFigures(page: Page, lang: Lang) {
  const words = WORDS[lang];
  const summary = summaryOf(page, words);
  const optional = async (term: string) =>
    (await termValue(summary, term).count()) > 0 ? summaryAmount(page, words, term) : 0;
  const feeText = (await termValue(summary, words['Delivery fee']).textContent()) ?? '';
  return {
    subtotal: await summaryAmount(page, words, words.Subtotal),
    discount: await optional(words.Discount),
    coupon: await optional(words['Coupon discount']),
    taxAdded: await optional(words.Tax),
    taxIncluded: await optional(words['Tax (included)']),
    fee:
      feeText.trim() === words.Free ? 0 : await summaryAmount(page, words, words['Delivery fee']),
    freeFee: feeText.trim() === words.Free,
    total: await summaryAmount(page, words, words.Total),
  };
}

/**
 * Two packs of cream cheese (a store discount of 5%) in the guest's cart, at checkout in Giza,
 * with `coupon` applied when one is named.
 */
async function checkoutTwoPacks(
  page: Page,
  lang: Lang,
  phone: string,
  coupon?: string,
): Promise<void> {
  await addFromProductPage(page, lang, ITEMS.creamCheese, 2);
  await openCheckout(page, lang);
  await fillGuestDelivery(page, lang, {
    name: lang === 'ar' ? 'منى عادل' : 'Mona Adel',
    phone,
    zone: ZONES.giza,
    address: lang === 'ar' ? '12 شارع الهرم' : '12 Haram Street',
  });
  if (coupon) await applyCoupon(page, lang, coupon);
  await payCashOnDelivery(page, lang);
  await feeKnown(page, lang);
}

/** 15% off from 150, at most 75 (seeded): tax is on the items after it too. */
const COUPON = 'WELCOME15';

test('tax added on top: 14% of the items after discounts, on top of them; the order holds the same', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const lang = 'en';
  await changeShopConfig(request, { tax: TAX, tax_included: 0, free_delivery_over: null });
  await enterShop(context, baseURL ?? '', lang);
  const phone = newPhone();
  await checkoutTwoPacks(page, lang, phone, COUPON);

  const shown = await summaryFigures(page, lang);
  const taxable = minor(shown.subtotal) - minor(shown.discount) - minor(shown.coupon);
  const tax = Math.round((taxable * TAX) / 100);
  expect(shown.discount).toBeGreaterThan(0);
  expect(shown.coupon).toBeGreaterThan(0);
  expect(shown.taxIncluded).toBe(0);
  expect(minor(shown.taxAdded)).toBe(tax);
  expect(shown.fee).toBeGreaterThan(0);
  expect(minor(shown.total)).toBe(taxable + tax + minor(shown.fee));

  const orderId = await placeOrder(page, lang);
  const order = await orderOnServer(request, orderId, { guestId: await guestIdOf(page), phone });
  expect(order).toMatchObject({
    tax_status: 'excluded',
    tax_percentage: TAX,
    total_tax_amount: major(tax),
    coupon_discount_amount: shown.coupon,
    delivery_charge: shown.fee,
    order_amount: shown.total,
  });
});

test('tax included: extracted as tax × total / (100 + tax), nothing added; the order holds the same', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const lang = 'ar';
  await changeShopConfig(request, { tax: TAX, tax_included: 1, free_delivery_over: null });
  await enterShop(context, baseURL ?? '', lang);
  const phone = newPhone();
  await checkoutTwoPacks(page, lang, phone, COUPON);

  const shown = await summaryFigures(page, lang);
  const taxable = minor(shown.subtotal) - minor(shown.discount) - minor(shown.coupon);
  const tax = Math.round((taxable * TAX) / (100 + TAX));
  expect(shown.coupon).toBeGreaterThan(0);
  expect(shown.taxAdded).toBe(0);
  expect(minor(shown.taxIncluded)).toBe(tax);
  expect(minor(shown.total)).toBe(taxable + minor(shown.fee));

  const orderId = await placeOrder(page, lang);
  const order = await orderOnServer(request, orderId, { guestId: await guestIdOf(page), phone });
  expect(order).toMatchObject({
    tax_status: 'included',
    tax_percentage: TAX,
    total_tax_amount: major(tax),
    coupon_discount_amount: shown.coupon,
    delivery_charge: shown.fee,
    order_amount: shown.total,
  });
});

test('free delivery once the items after their discounts reach the threshold, to the piastre', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const lang = 'en';
  const words = WORDS[lang];
  await changeShopConfig(request, { tax: TAX, tax_included: 0, free_delivery_over: null });
  await enterShop(context, baseURL ?? '', lang);
  const phone = newPhone();
  await checkoutTwoPacks(page, lang, phone);
  const charged = await summaryFigures(page, lang);
  const itemsTotal = major(minor(charged.subtotal) - minor(charged.discount));
  expect(charged.fee).toBeGreaterThan(0);

  // Above the items after their discounts, though below their subtotal: the fee stays.
  await changeShopConfig(request, { free_delivery_over: major(minor(itemsTotal) + 1) });
  await page.reload();
  await feeKnown(page, lang);
  const short = await summaryFigures(page, lang);
  expect(charged.subtotal).toBeGreaterThan(itemsTotal + 0.01);
  expect(short.fee).toBe(charged.fee);
  await expect(summaryOf(page, words).getByText(/0\.01.*more for free delivery/)).toBeVisible();

  // At the threshold exactly: no fee, and nothing else moves.
  await changeShopConfig(request, { free_delivery_over: itemsTotal });
  await page.reload();
  await feeKnown(page, lang);
  const free = await summaryFigures(page, lang);
  expect(free.freeFee).toBe(true);
  expect(minor(free.total)).toBe(minor(charged.total) - minor(charged.fee));
  await expect(
    summaryOf(page, words).getByText(words['Your order qualifies for free delivery']),
  ).toBeVisible();
  await expect(
    summaryOf(page, words).getByRole('progressbar', { name: words['Free delivery'] }),
  ).toHaveAttribute('aria-valuenow', '100');

  const orderId = await placeOrder(page, lang);
  const order = await orderOnServer(request, orderId, { guestId: await guestIdOf(page), phone });
  expect(order).toMatchObject({ delivery_charge: 0, order_amount: free.total });
  expect(order.original_delivery_charge).toBe(charged.fee);
});
