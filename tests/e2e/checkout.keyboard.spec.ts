/*
 * The whole guest journey of issue #18 with the keyboard alone: Tab (and Shift+Tab) to move,
 * typing into fields, Enter and Space to act, the arrow keys inside a combobox, a radio group and
 * a select. No click anywhere: a step that needs a pointer fails here. English on a desktop.
 */
import type { Locator, Page } from '@playwright/test';
import {
  buyForm,
  DESKTOP,
  expect,
  guestIdOf,
  ITEMS,
  JOURNEY_TIMEOUTS,
  LIFECYCLE_TIMEOUT,
  newPhone,
  placedOrderId,
  say,
  enterShop,
  summaryAmount,
  test,
  trackedOrderOf,
  WORDS,
  watchDelivered,
  ZONES,
} from './checkoutJourney';
import { orderOnServer } from './shopControls';

test.describe.configure({ timeout: 120_000 + LIFECYCLE_TIMEOUT });
const lang = 'en';
const words = WORDS[lang];
const item = ITEMS.creamCheese;

/** Whether `target` holds the focus (or something inside it does). */
const isFocused = (target: Locator) =>
  target.evaluate((element) => {
    const active = document.activeElement;
    return active !== null && (element === active || element.contains(active));
  });

/** Presses Tab (Shift+Tab going back) until `target` has the focus; fails after `most` presses. */
async function tabTo(
  page: Page,
  target: Locator,
  { back = false, most = 80 }: { back?: boolean; most?: number } = {},
): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < most; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses ArrowDown in a combobox until its active option reads `name`. */
async function arrowToOption(page: Page, combobox: Locator, name: RegExp): Promise<void> {
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await combobox.getAttribute('aria-activedescendant');
    if (active && name.test((await page.locator(`[id="${active}"]`).textContent()) ?? '')) return;
  }
  throw new Error(`no option ${name} came up under the arrow keys`);
}

test.use({ ...DESKTOP, ...JOURNEY_TIMEOUTS });

test('a guest orders and tracks an order with the keyboard alone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await enterShop(context, baseURL ?? '', lang);
  const phone = newPhone();
  await page.goto('/home');

  // The header's search: type, arrow to the item, Enter opens its page.
  const search = page.getByRole('banner').getByRole('combobox', { name: words.Search });
  await tabTo(page, search);
  await page.keyboard.type(item.search.en);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await arrowToOption(page, search, new RegExp(`^${item.name.en}`));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/product/${item.slug}`);

  // The weight by the arrow keys, one more with the stepper, then Add to Cart.
  const product = buyForm(page, lang, item);
  const firstWeight = product.getByRole('radio').first();
  await tabTo(page, firstWeight);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(product.getByRole('radio', { name: /^1 kg/ })).toBeChecked();
  await tabTo(
    page,
    product.getByRole('button', {
      name: say(words['Increase quantity of {name}'], { name: item.name.en }),
    }),
  );
  await page.keyboard.press('Enter');
  await expect(product.getByRole('group')).toContainText('2');
  await tabTo(page, product.getByRole('button', { name: words['Add to Cart'], exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText(words['Item added to cart'])).toBeVisible();

  // Back up to the header's cart, open the drawer, and check out as a guest.
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: /^Cart/ }), {
    back: true,
  });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole('link', { name: words['Checkout as Guest'] }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/checkout?page=cart');

  // The delivery step: contact, the zone by the arrow keys, an area from the search, the address.
  const step = page.getByRole('region', { name: words['Delivery address'] });
  await tabTo(page, step.getByRole('textbox', { name: words['Contact person name'] }));
  await page.keyboard.type('Mona Adel');
  await tabTo(page, step.getByRole('textbox', { name: words['Contact person number'] }));
  await page.keyboard.type(phone);
  const zone = step.getByRole('combobox', { name: words.Zone });
  await tabTo(page, zone);
  // Cairo, then Giza: a closed select takes the arrows without opening.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(zone).toHaveValue(String(ZONES.giza.id));
  await expect(step.getByText(say(words['We deliver to {zone}'], { zone: 'Giza' }))).toBeVisible();
  const area = step.getByRole('combobox', { name: words.Area });
  await tabTo(page, area);
  await page.keyboard.type(ZONES.giza.area.search.en);
  await expect(
    step.getByRole('listbox', { name: words.Area }).getByRole('option').first(),
  ).toBeVisible();
  await arrowToOption(page, area, ZONES.giza.area.name.en);
  await page.keyboard.press('Enter');
  await expect(area).toHaveValue(ZONES.giza.area.name.en);
  await tabTo(page, step.getByRole('textbox', { name: words.Address, exact: true }));
  await page.keyboard.type('12 Haram Street');

  // The coupon, sent with Enter.
  const coupon = page.getByRole('region', { name: words.Coupon });
  await tabTo(page, coupon.getByRole('textbox', { name: words['Coupon code'] }));
  await page.keyboard.type('WELCOME15');
  await page.keyboard.press('Enter');
  await expect(
    coupon.getByText(say(words['Coupon {code} applied'], { code: 'WELCOME15' })),
  ).toBeVisible();

  // Cash on delivery with Space, then Place order with Enter.
  const cash = page
    .getByRole('region', { name: words['Payment method'] })
    .getByRole('radio', { name: new RegExp(`^${words.cash_on_delivery}`) });
  await tabTo(page, cash);
  await page.keyboard.press('Space');
  await expect(cash).toBeChecked();
  const total = await summaryAmount(page, words, words.Total);
  await tabTo(page, page.getByRole('button', { name: words['Place order'] }));
  await page.keyboard.press('Enter');
  const orderId = await placedOrderId(page, lang);
  expect(
    (await orderOnServer(request, orderId, { guestId: await guestIdOf(page), phone })).order_amount,
  ).toBe(total);

  // Tracking by id and phone, sent with Enter; it follows the order until it is delivered.
  await tabTo(page, page.getByRole('main').getByRole('link', { name: words['Track Order'] }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/track-order?id=${orderId}`);
  await tabTo(page, page.getByRole('main').getByRole('textbox', { name: words['Phone number'] }));
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  // The order found takes the focus: the keyboard goes on from it.
  await expect(
    trackedOrderOf(page, words, orderId).getByRole('heading', { level: 2 }),
  ).toBeFocused();
  await watchDelivered(page, lang, orderId);
});
