/*
 * Issue #20's smaller account pages on the real server. In Arabic on a phone a customer's
 * wishlist page lists the wished items and stores: an item goes into the cart, another and a
 * store are removed, the server following each step. In English on a desktop the referral page
 * copies the customer's code, and the profile's coupons section lists the shop's coupons and
 * copies one. axe over every page, in each language's theme.
 */
import type { APIRequestContext } from '@playwright/test';
import { openPage, SCREEN_OF, settled, signedInWith, visit } from './accountJourney';
import { expect, expectNoSeriousAxe, ITEMS, say, test, WORDS } from './checkoutJourney';
import { signUpCustomer } from './shopControls';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The customer's wishlist as the server holds it: item ids and store ids. */
async function wishedOnServer(request: APIRequestContext, token: string) {
  const reply = await request.get('/api/v1/customer/wish-list', { headers: bearer(token) });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { item, store } = (await reply.json()) as {
    item: { id: number }[];
    store: { id: number }[];
  };
  return { items: item.map(({ id }) => id), stores: store.map(({ id }) => id) };
}

/** Wishes an item or a store for the customer, as its heart would. */
async function wish(request: APIRequestContext, token: string, target: string) {
  const reply = await request.post(`/api/v1/customer/wish-list/add?${target}`, {
    headers: bearer(token),
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** Two stores of the seed the customer wishes: Bab El Louq and Al Rayan supermarkets. */
const STORES = {
  babElLouq: {
    id: ITEMS.milk.storeId,
    name: { en: 'Bab El Louq Supermarket', ar: 'سوبر ماركت باب اللوق' },
  },
  alRayan: {
    id: ITEMS.creamCheese.storeId,
    name: { en: 'Al Rayan Supermarket', ar: 'سوبر ماركت الريان' },
  },
} as const;

test.describe('in Arabic on a phone', () => {
  const lang = 'ar';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  test('the wishlist page adds a wished item to the cart and removes an item and a store', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    // Butter is sold as it is; milk in sizes, chosen on its page.
    await wish(request, customer.token, `item_id=${ITEMS.butter.id}`);
    await wish(request, customer.token, `item_id=${ITEMS.milk.id}`);
    await wish(request, customer.token, `store_id=${STORES.babElLouq.id}`);
    await wish(request, customer.token, `store_id=${STORES.alRayan.id}`);
    await signedInWith(page, customer.token);
    await openPage(page, lang, '/wishlist');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: words.Wishlist })).toBeVisible();
    const panel = main.getByRole('tabpanel');
    const butter = panel.getByRole('listitem').filter({ hasText: ITEMS.butter.name[lang] });
    const milk = panel.getByRole('listitem').filter({ hasText: ITEMS.milk.name[lang] });
    await expect(milk.getByRole('link', { name: words['Choose options'] })).toBeVisible();
    await settled(panel);
    await expectNoSeriousAxe(page, 'wishlist, the items (ar, light)');

    await butter.getByRole('button', { name: words['Add to Cart'] }).click();
    await expect(
      page.getByRole('status').getByText(words['Item added to cart']).first(),
    ).toBeVisible();
    const cart = await request.get('/api/v1/customer/cart/list', {
      headers: bearer(customer.token),
    });
    expect(((await cart.json()) as { item_id: number }[]).map(({ item_id }) => item_id)).toEqual([
      ITEMS.butter.id,
    ]);

    await milk
      .getByRole('button', { name: say(words['Remove {name}'], { name: ITEMS.milk.name[lang] }) })
      .click();
    await expect(milk).toHaveCount(0);
    await expect
      .poll(async () => (await wishedOnServer(request, customer.token)).items)
      .toEqual([ITEMS.butter.id]);

    await main.getByRole('tab', { name: words.Stores }).click();
    const first = panel.getByRole('listitem').filter({ hasText: STORES.babElLouq.name[lang] });
    await expect(first.getByRole('link', { name: STORES.babElLouq.name[lang] })).toBeVisible();
    await settled(panel);
    await expectNoSeriousAxe(page, 'wishlist, the stores (ar, light)');
    await first
      .getByRole('button', {
        name: say(words['Remove {name}'], { name: STORES.babElLouq.name[lang] }),
      })
      .click();
    await expect(first).toHaveCount(0);
    await expect(panel.getByRole('link', { name: STORES.alRayan.name[lang] })).toBeVisible();
    await expect
      .poll(async () => (await wishedOnServer(request, customer.token)).stores)
      .toEqual([STORES.alRayan.id]);
  });
});

test.describe('in English on a desktop', () => {
  const lang = 'en';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  test('the referral page copies the code, and the coupons section copies a coupon', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const customer = await signUpCustomer(request);
    const info = await request.get('/api/v1/customer/info', { headers: bearer(customer.token) });
    const { ref_code: code } = (await info.json()) as { ref_code: string };
    expect(code).toMatch(/^\w+$/);
    await signedInWith(page, customer.token);

    await openPage(page, lang, '/profile?page=referral-code');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: words['Referral Code'] }),
    ).toBeVisible();
    await expect(main).toContainText(code);
    await expectNoSeriousAxe(page, 'referral code (en, dark)');
    await main.getByRole('button', { name: say(words['Copy code {code}'], { code }) }).click();
    await expect(page.getByRole('status').getByText(words['Referral code copied'])).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    await openPage(page, lang, '/profile?page=coupons');
    await expect(main.getByRole('heading', { level: 1, name: words.Coupons })).toBeVisible();
    const welcome = main.getByRole('listitem').filter({ hasText: 'WELCOME15' });
    await expect(
      welcome.getByRole('heading', { name: 'Welcome offer: 15% off your first order' }),
    ).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: 'SAVE50' })).toBeVisible();
    await expectNoSeriousAxe(page, 'coupons (en, dark)');
    await welcome
      .getByRole('button', { name: say(words['Copy code {code}'], { code: 'WELCOME15' }) })
      .click();
    await expect(page.getByRole('status').getByText(words['Coupon code copied'])).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME15');
  });
});
