/*
 * Issue #18's refusals on the real server, each said where the shopper can act on it, with
 * nothing typed or chosen lost: cash on delivery above its cap, a store closed and an item sold
 * out between cart and order, a coupon below its minimum, a wrong phone on tracking, and Place
 * order's request lost before or after the server got it, whose retry yields one order. Each
 * test that closes a store or sells an item out has that store or item to itself.
 */
import type { Page, Route } from '@playwright/test';
import {
  addFromProductPage,
  checkoutWith,
  DESKTOP,
  deliveryStepOf,
  expect,
  expectNoSeriousAxe,
  feeKnown,
  fillGuestDelivery,
  ITEMS,
  JOURNEY_TIMEOUTS,
  type Lang,
  newPhone,
  openCheckout,
  PHONE,
  payCashOnDelivery,
  paymentOf,
  placedOrderId,
  placeOrder,
  say,
  summaryAmount,
  termValue,
  test,
  trackedOrderOf,
  WORDS,
  ZONES,
  enterShop,
} from './checkoutJourney';
import {
  customerOrders,
  openStoresAllDay,
  saveAddress,
  setItemStock,
  setStoreOpen,
  signUpCustomer,
} from './shopControls';

/** The place request of the checkout. */
const isPlaceRequest = (url: URL) => url.pathname === '/api/v1/customer/order/place';

/** The checkout's order section, where refusals about the lines and the store are said. */
const orderSection = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: WORDS[lang]['Your order'] });

/** A guest of the language, in Giza, with a phone of their own. */
const giza = (lang: Lang) => ({
  name: lang === 'ar' ? 'منى عادل' : 'Mona Adel',
  phone: newPhone(),
  zone: ZONES.giza,
  address: lang === 'ar' ? '12 شارع الهرم' : '12 Haram Street',
});

/** The values the guest's delivery step holds, to see that a refusal kept them. */
async function typedDelivery(page: Page, lang: Lang) {
  const words = WORDS[lang];
  const step = deliveryStepOf(page, words);
  return {
    name: await step.getByRole('textbox', { name: words['Contact person name'] }).inputValue(),
    phone: await step.getByRole('textbox', { name: words['Contact person number'] }).inputValue(),
    zone: await step.getByRole('combobox', { name: words.Zone }).inputValue(),
    address: await step.getByRole('textbox', { name: words.Address, exact: true }).inputValue(),
  };
}

test.describe.configure({ timeout: 120_000 });
test.use({ ...JOURNEY_TIMEOUTS });

test.describe('in Arabic on a desktop', () => {
  const lang = 'ar';
  const words = WORDS[lang];
  test.use({ ...DESKTOP });
  test.beforeEach(async ({ context, baseURL }) => {
    await enterShop(context, baseURL ?? '', lang);
  });

  test('cash on delivery above its cap is refused in the payment section, and nothing is placed', async ({
    page,
  }) => {
    const item = ITEMS.batteries;
    await checkoutWith(page, lang, item);
    const guest = giza(lang);
    await fillGuestDelivery(page, lang, guest);
    await payCashOnDelivery(page, lang);
    await feeKnown(page, lang);
    expect(await summaryAmount(page, words, words.Total)).toBeLessThan(1000);

    // Two more packs from the cart drawer take the order past the cap.
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${words.Cart}`) })
      .click();
    const drawer = page.getByRole('dialog');
    const more = drawer.getByRole('button', {
      name: say(words['Increase quantity of {name}'], { name: item.name[lang] }),
    });
    await more.click();
    await expect(drawer.getByRole('group')).toContainText('2');
    await more.click();
    await expect(drawer.getByRole('group')).toContainText('3');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await expect.poll(() => summaryAmount(page, words, words.Total)).toBeGreaterThan(1000);
    const payment = paymentOf(page, words);
    const cash = payment.getByRole('radio', { name: new RegExp(`^${words.cash_on_delivery}`) });
    await expect(cash).toBeDisabled();
    await expect(cash).toHaveAccessibleDescription(
      words['You can not Order more then 1000 on COD order'],
    );

    await page.getByRole('button', { name: words['Place order'] }).click();
    await expect(payment.getByRole('alert')).toHaveText(
      words['You can not Order more then 1000 on COD order'],
    );
    await expect(page.getByRole('heading', { name: words['Order placed'] })).toHaveCount(0);
    expect(await typedDelivery(page, lang)).toEqual({
      name: guest.name,
      phone: guest.phone,
      zone: String(guest.zone.id),
      address: guest.address,
    });
    await expect(orderSection(page, lang).getByRole('listitem')).toContainText(`3 × `);
  });

  test('a lost reply to Place order (the server placed it): the retry answers the same order, one in all', async ({
    page,
    request,
  }) => {
    const customer = await signUpCustomer(request);
    await saveAddress(request, customer.token, {
      contactName: 'منى عادل',
      phone: customer.phone,
      address: '9 شارع عباس العقاد، شبرا',
      point: ZONES.cairo.centre,
    });
    await page.addInitScript((token) => localStorage.setItem('token', token), customer.token);
    await checkoutWith(page, lang, ITEMS.butter);
    await payCashOnDelivery(page, lang);
    await feeKnown(page, lang);
    const total = await summaryAmount(page, words, words.Total);

    // The first request reaches the server and is placed; its reply never comes back.
    const sent: { key: string | undefined; orderId: number }[] = [];
    await page.route(isPlaceRequest, async (route: Route) => {
      const reply = await route.fetch();
      const { order_id } = (await reply.json()) as { order_id: number };
      sent.push({ key: route.request().headers()['idempotency-key'], orderId: order_id });
      if (sent.length === 1) await route.abort('connectionreset');
      else await route.fulfill({ response: reply });
    });
    await page.getByRole('button', { name: words['Place order'] }).click();
    await expect(
      page.getByText(words['The shop could not be reached. Check your connection and try again.']),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({
        hasText:
          words[
            'Your last attempt to order got no answer. Place the order again: it will not be placed twice.'
          ],
      }),
    ).toBeVisible();
    expect(await customerOrders(request, customer.token)).toHaveLength(1);

    const orderId = await placeOrder(page, lang);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toBeTruthy();
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[1]?.orderId).toBe(sent[0]?.orderId);
    expect(orderId).toBe(sent[0]?.orderId);
    const orders = await customerOrders(request, customer.token);
    expect(orders.map((order) => order.id)).toEqual([orderId]);
    expect(orders[0]?.order_amount).toBe(total);
  });
});

test.describe('in English on a desktop', () => {
  const lang = 'en';
  const words = WORDS[lang];
  test.use({ ...DESKTOP });
  test.beforeEach(async ({ context, baseURL }) => {
    await enterShop(context, baseURL ?? '', lang);
  });

  test('a coupon below its minimum is refused under its field, and the order is as it was', async ({
    page,
  }) => {
    await checkoutWith(page, lang, ITEMS.butter);
    await fillGuestDelivery(page, lang, giza(lang));
    await feeKnown(page, lang);
    const before = await summaryAmount(page, words, words.Total);
    const coupon = page.getByRole('region', { name: words.Coupon });
    const field = coupon.getByRole('textbox', { name: words['Coupon code'] });
    await field.fill('SAVE50');
    await coupon.getByRole('button', { name: words.Apply }).click();
    const refusal = coupon.getByRole('alert');
    await expect(refusal).toContainText(
      words['To apply this coupon, total item amount should be minimum {amount}'].replace(
        ' {amount}',
        '',
      ),
    );
    await expect(refusal).toContainText('400.00');
    await expect(field).toHaveValue('SAVE50');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(
      termValue(
        page.getByRole('region', { name: words['Order summary'] }),
        words['Coupon discount'],
      ),
    ).toHaveCount(0);
    expect(await summaryAmount(page, words, words.Total)).toBe(before);
  });

  test('a lost request to Place order (the server never got it): nothing placed, the retry places one', async ({
    page,
    request,
  }) => {
    const customer = await signUpCustomer(request);
    await saveAddress(request, customer.token, {
      contactName: 'Mona Adel',
      phone: customer.phone,
      address: '9 Abbas El Akkad Street, Shubra',
      point: ZONES.cairo.centre,
    });
    await page.addInitScript((token) => localStorage.setItem('token', token), customer.token);
    await checkoutWith(page, lang, ITEMS.butter);
    await page.getByRole('textbox', { name: words['Delivery note'] }).fill('Ring twice');
    await payCashOnDelivery(page, lang);
    await feeKnown(page, lang);
    const total = await summaryAmount(page, words, words.Total);

    let attempts = 0;
    await page.route(isPlaceRequest, async (route: Route) => {
      attempts += 1;
      if (attempts === 1) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.getByRole('button', { name: words['Place order'] }).click();
    await expect(
      page.getByText(words['The shop could not be reached. Check your connection and try again.']),
    ).toBeVisible();
    expect(await customerOrders(request, customer.token)).toEqual([]);
    await expect(page.getByRole('textbox', { name: words['Delivery note'] })).toHaveValue(
      'Ring twice',
    );

    const orderId = await placeOrder(page, lang);
    expect(attempts).toBe(2);
    const orders = await customerOrders(request, customer.token);
    expect(orders.map((order) => order.id)).toEqual([orderId]);
    expect(orders[0]).toMatchObject({ order_amount: total, delivery_instruction: 'Ring twice' });

    // My Orders lists it once, in progress; its details show it. Both pass axe in English.
    await page.goto('/profile?page=my-orders');
    const list = page.getByRole('main');
    const link = list.getByRole('link', { name: say(words['Order #{id}'], { id: orderId }) });
    await expect(link).toBeVisible();
    await expect(list.getByRole('link', { name: /^Order #/ })).toHaveCount(1);
    await expectNoSeriousAxe(page, 'my orders');
    await link.click();
    await expect(page).toHaveURL(`/order?id=${orderId}`);
    await expect(page.getByRole('region', { name: words['Order summary'] })).toBeVisible();
    await expectNoSeriousAxe(page, 'order details');
  });
});

test.describe('in English on a phone', () => {
  const lang = 'en';
  const words = WORDS[lang];
  test.use({ ...PHONE });
  test.beforeEach(async ({ context, baseURL }) => {
    await enterShop(context, baseURL ?? '', lang);
  });

  test('a store closed between cart and order is said in the order, and the same press places once it opens', async ({
    page,
    request,
  }) => {
    const item = ITEMS.pencils;
    await openStoresAllDay(request, [item.storeId]);
    try {
      await checkoutWith(page, lang, item);
      const guest = giza(lang);
      await fillGuestDelivery(page, lang, guest);
      await payCashOnDelivery(page, lang);
      await feeKnown(page, lang);

      await setStoreOpen(request, item.storeId, false);
      await page.getByRole('button', { name: words['Place order'] }).click();
      await expect(orderSection(page, lang).getByRole('alert')).toContainText(
        words['Store/Restaurant is closed'],
      );
      await expect(page.getByRole('heading', { name: words['Order placed'] })).toHaveCount(0);
      expect(await typedDelivery(page, lang)).toEqual({
        name: guest.name,
        phone: guest.phone,
        zone: String(guest.zone.id),
        address: guest.address,
      });

      await setStoreOpen(request, item.storeId, true);
      await page.getByRole('button', { name: words['Place order'] }).click();
      expect(await placedOrderId(page, lang)).toBeGreaterThan(0);
    } finally {
      await setStoreOpen(request, item.storeId, true);
    }
  });
});

test.describe('in Arabic on a phone', () => {
  const lang = 'ar';
  const words = WORDS[lang];
  test.use({ ...PHONE });
  test.beforeEach(async ({ context, baseURL }) => {
    await enterShop(context, baseURL ?? '', lang);
  });

  test('an item sold out between cart and order is said in the order; back in stock, it is placed', async ({
    page,
    request,
  }) => {
    const item = ITEMS.rusks;
    const details = await request.get(`/api/v1/items/details/${item.id}`);
    const { stock } = (await details.json()) as { stock: number };
    try {
      await checkoutWith(page, lang, item);
      const guest = giza(lang);
      await fillGuestDelivery(page, lang, guest);
      await payCashOnDelivery(page, lang);
      await feeKnown(page, lang);

      await setItemStock(request, item.id, 0);
      await page.getByRole('button', { name: words['Place order'] }).click();
      await expect(orderSection(page, lang).getByRole('alert')).toContainText(
        words['This variation is out of stock'],
      );
      await expect(page.getByRole('heading', { name: words['Order placed'] })).toHaveCount(0);
      expect((await typedDelivery(page, lang)).address).toBe(guest.address);

      await setItemStock(request, item.id, stock);
      await page.getByRole('button', { name: words['Place order'] }).click();
      expect(await placedOrderId(page, lang)).toBeGreaterThan(0);
    } finally {
      await setItemStock(request, item.id, Math.max(stock - 1, 1));
    }
  });

  test('a wrong phone on tracking is refused in place, the fields kept; the right one shows the order', async ({
    page,
  }) => {
    await addFromProductPage(page, lang, ITEMS.butter);
    await openCheckout(page, lang);
    const guest = giza(lang);
    await fillGuestDelivery(page, lang, guest);
    await payCashOnDelivery(page, lang);
    await feeKnown(page, lang);
    const orderId = await placeOrder(page, lang);

    await page.goto(`/track-order?id=${orderId}`);
    const tracking = page.getByRole('main');
    const phoneField = tracking.getByRole('textbox', { name: words['Phone number'] });
    const wrong = newPhone();
    await phoneField.fill(wrong);
    await tracking.getByRole('button', { name: words.Track, exact: true }).click();
    await expect(tracking.getByRole('alert').filter({ hasText: /\S/ }).first()).toContainText(
      words['Order not found'],
    );
    await expect(trackedOrderOf(page, words, orderId)).toHaveCount(0);
    await expect(phoneField).toHaveValue(wrong);
    await expect(tracking.getByRole('textbox', { name: words['Order ID'] })).toHaveValue(
      String(orderId),
    );

    await phoneField.fill(guest.phone);
    await tracking.getByRole('button', { name: words.Track, exact: true }).click();
    await expect(trackedOrderOf(page, words, orderId)).toBeVisible();
  });
});
