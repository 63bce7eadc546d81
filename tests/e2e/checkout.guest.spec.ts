/*
 * Issue #18's guest journey on the real server, whole: the header's search, the product, its
 * weight, the cart drawer, checkout as a guest with the address found by its zone, a coupon,
 * cash on delivery, the confirmation, then tracking by id and phone until the order is
 * delivered. Once in Arabic on a desktop (light theme) and once in English on a phone (dark
 * theme, the theme of each language: THEME_OF), with axe over checkout, confirmation and
 * tracking in each; the stories' axe run covers the other theme of each page.
 */
import type { Page } from '@playwright/test';
import {
  applyCoupon,
  buyForm,
  DESKTOP,
  expect,
  expectNoSeriousAxe,
  expectThemeOf,
  feeKnown,
  fillGuestDelivery,
  guestIdOf,
  ITEMS,
  JOURNEY_TIMEOUTS,
  type Lang,
  newPhone,
  PHONE,
  payCashOnDelivery,
  placeOrder,
  type Screen,
  enterShop,
  summaryAmount,
  termValue,
  test,
  trackedOrderOf,
  WORDS,
  watchDelivered,
  ZONES,
  amountOf,
  LIFECYCLE_TIMEOUT,
  say,
} from './checkoutJourney';
import { orderOnServer } from './shopControls';

/** The coupon the guest uses: 15% off from 150, at most 75 (seeded). */

test.describe.configure({ timeout: 90_000 + LIFECYCLE_TIMEOUT });
const COUPON = 'WELCOME15';

/** The header's search box: in the desktop header, or behind the phone's bottom-bar button. */
async function openSearch(page: Page, lang: Lang, screen: Screen) {
  const words = WORDS[lang];
  if (screen === 'desktop') {
    return page.getByRole('banner').getByRole('combobox', { name: words.Search });
  }
  await page
    .getByRole('navigation', { name: words.Shortcuts })
    .getByRole('button', { name: words.Search })
    .click();
  return page.getByRole('combobox', { name: words.Search });
}

/** The cart button: in the desktop header, or on the phone's bottom bar. */
function cartButton(page: Page, lang: Lang, screen: Screen) {
  const scope =
    screen === 'desktop'
      ? page.getByRole('banner')
      : page.getByRole('navigation', { name: WORDS[lang].Shortcuts });
  return scope.getByRole('button', { name: new RegExp(`^${WORDS[lang].Cart}`) });
}

const JOURNEYS = [
  { lang: 'ar', screen: 'desktop' },
  { lang: 'en', screen: 'phone' },
] as const;

for (const { lang, screen } of JOURNEYS) {
  const words = WORDS[lang];
  const item = ITEMS.creamCheese;

  test.describe(`a guest in ${lang === 'ar' ? 'Arabic' : 'English'} on a ${screen}`, () => {
    test.use({ ...(screen === 'desktop' ? DESKTOP : PHONE), ...JOURNEY_TIMEOUTS });

    test('finds an item, orders it with a coupon paid on delivery, and tracks it until delivered', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await enterShop(context, baseURL ?? '', lang);
      const phone = newPhone();

      await page.goto('/home');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectThemeOf(page, lang);
      const search = await openSearch(page, lang, screen);
      await search.fill(item.search[lang]);
      await page
        .getByRole('listbox')
        .getByRole('option', { name: new RegExp(`^${item.name[lang]}`) })
        .first()
        .click();
      await expect(page).toHaveURL(`/product/${item.slug}`);

      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        item.name[lang],
      );
      const product = buyForm(page, lang, item);
      await product.getByRole('radio', { name: new RegExp(`^${item.option[lang]}`) }).check();
      await product
        .getByRole('button', {
          name: words['Increase quantity of {name}'].replace('{name}', item.name[lang]),
        })
        .click();
      await product.getByRole('button', { name: words['Add to Cart'], exact: true }).click();
      await expect(page.getByRole('status').getByText(words['Item added to cart'])).toBeVisible();

      await cartButton(page, lang, screen).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('listitem').filter({ hasText: item.name[lang] })).toContainText(
        item.option[lang],
      );
      await drawer.getByRole('link', { name: words['Checkout as Guest'] }).click();
      await expect(page).toHaveURL('/checkout?page=cart');
      await expect(page.getByRole('dialog')).toBeHidden();

      await fillGuestDelivery(page, lang, {
        name: lang === 'ar' ? 'منى عادل' : 'Mona Adel',
        phone,
        zone: ZONES.giza,
        address: lang === 'ar' ? '12 شارع الهرم' : '12 Haram Street',
        area: true,
      });
      await applyCoupon(page, lang, COUPON);
      await payCashOnDelivery(page, lang);
      await feeKnown(page, lang);
      // A tip of 10 for the delivery man, on top of the total.
      const untipped = await summaryAmount(page, words, words.Total);
      await page
        .getByRole('group', { name: words['Tip for the delivery man'] })
        .getByRole('radio', { name: /10[.,]00/ })
        .check();
      await expect
        .poll(() => summaryAmount(page, words, words.Total))
        .toBeCloseTo(untipped + 10, 2);
      expect(await summaryAmount(page, words, words['Delivery man tip'])).toBe(10);
      await expectNoSeriousAxe(page, 'checkout');

      const total = await summaryAmount(page, words, words.Total);
      const couponOff = await summaryAmount(page, words, words['Coupon discount']);
      const fee = await summaryAmount(page, words, words['Delivery fee']);
      const orderId = await placeOrder(page, lang);
      const placed = page.getByRole('main');
      expect(amountOf(await termValue(placed, words['Order total']).textContent())).toBe(total);
      await expectNoSeriousAxe(page, 'order placed');

      // The API holds the order the page showed, to the last piastre.
      const onServer = await orderOnServer(request, orderId, {
        guestId: await guestIdOf(page),
        phone,
      });
      expect(onServer).toMatchObject({
        order_amount: total,
        coupon_code: COUPON,
        coupon_discount_amount: couponOff,
        delivery_charge: fee,
        dm_tips: 10,
        payment_method: 'cash_on_delivery',
        is_guest: 1,
        store_id: item.storeId,
        zone_id: ZONES.giza.id,
      });

      await placed.getByRole('link', { name: words['Track Order'] }).click();
      await expect(page).toHaveURL(`/track-order?id=${orderId}`);
      const tracking = page.getByRole('main');
      await expect(tracking.getByRole('textbox', { name: words['Order ID'] })).toHaveValue(
        String(orderId),
      );
      await tracking.getByRole('textbox', { name: words['Phone number'] }).fill(phone);
      await tracking.getByRole('button', { name: words.Track, exact: true }).click();
      const card = trackedOrderOf(page, words, orderId);
      await expect(card).toBeVisible();
      expect(amountOf(await termValue(card, words.Total).textContent())).toBe(total);
      await expectNoSeriousAxe(page, 'tracking');

      await watchDelivered(page, lang, orderId);
      // Each step reached was said politely; the last one is the delivery.
      await expect(
        tracking.getByRole('status').filter({
          hasText: say(words['Order update: {state}'], { state: words.Delivered }),
        }),
      ).toHaveCount(1);
      expect(
        (await orderOnServer(request, orderId, { guestId: await guestIdOf(page), phone }))
          .order_status,
      ).toBe('delivered');

      // Its details, for a guest once they name the order's phone.
      await card.getByRole('link', { name: words['Order details'] }).click();
      await expect(page).toHaveURL(`/order?id=${orderId}`);
      const details = page.getByRole('main');
      // The tracking page stays until the details page is ready: its phone field too.
      await expect(
        details.getByText(words['Enter the phone number on this order to see it.']),
      ).toBeVisible();
      await details.getByRole('textbox', { name: words['Phone number'] }).fill(phone);
      await details.getByRole('button', { name: words['Show the order'] }).click();
      const bill = details.getByRole('region', { name: words['Order summary'] });
      await expect(termValue(bill, words.Total)).toBeVisible();
      expect(amountOf(await termValue(bill, words.Total).textContent())).toBe(total);
      expect(amountOf(await termValue(bill, words['Coupon discount']).textContent())).toBe(
        couponOff,
      );
      await expect(
        details.getByRole('region', { name: words.Items }).getByRole('listitem'),
      ).toContainText(item.option[lang]);
      await expectNoSeriousAxe(page, 'order details (guest)');
    });
  });
}
