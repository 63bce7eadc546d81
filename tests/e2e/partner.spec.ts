import { expect, type Page, test } from '@playwright/test';
import arabic from '../../locales/ar/common.json' with { type: 'json' };
import english from '../../locales/en/common.json' with { type: 'json' };
import {
  feeKnown,
  fillGuestDelivery,
  ITEMS,
  newPhone,
  payCashOnDelivery,
  placeOrder,
  summaryAmount,
  WORDS,
  ZONES,
} from './checkoutJourney';
import { holdShop } from './checkoutShopLock';
import { kitOrigin, loggedEvents, type PartnerWindow, signUpOnKit, souqCart } from './partnerPage';
import { openStoresAllDay, orderOnServer } from './shopControls';

/*
 * The partner page (demo-site/partner) on its own origin, under its strict CSP and its hostile
 * light-DOM CSS, embedding the kit by one script tag.
 */

const LANGUAGES = [
  { lang: 'ar', words: arabic, emptyCart: /^السلة، فارغة$/, oneLine: /^السلة، منتج واحد$/ },
  { lang: 'en', words: english, emptyCart: /^Cart, empty$/, oneLine: /^Cart, 1 item$/ },
] as const;

/** The other language of the page, the one `Souq.setLocale` switches to. */
function otherLanguage(lang: 'ar' | 'en') {
  return lang === 'ar' ? LANGUAGES[1] : LANGUAGES[0];
}

/** A term the shopper searches for, in the page's language. */
const SEARCH_TERMS = { ar: 'عسل', en: 'honey' } as const;

const RED = 'rgb(255, 0, 0)';
/** The accent the partner page sets through `--souq-color-accent` (#0b6e4f). */
const PARTNER_ACCENT = 'rgb(11, 110, 79)';

interface Problems {
  console: string[];
  errors: string[];
}

/** Collects console errors and uncaught exceptions; CSP and Trusted Types refusals land there. */
function watchProblems(page: Page): Problems {
  const problems: Problems = { console: [], errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.console.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  return problems;
}

/** Every `securitypolicyviolation` event of the page (CSP and Trusted Types alike). */
async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? []);
}

test.beforeEach(async ({ page }) => {
  // Init scripts run outside the page's CSP, so recording the violations adds none.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

for (const { lang, words, emptyCart, oneLine } of LANGUAGES) {
  test.describe(`the partner page in ${lang === 'ar' ? 'Arabic' : 'English'}`, () => {
    const path = `/?lang=${lang}`;
    const cartButton = (page: Page) =>
      page.locator('souq-cart-drawer').getByRole('button', { name: /./ }).first();
    const addButton = (page: Page) =>
      page.locator('souq-add-to-cart').getByRole('button', { name: words['Add to Cart'] });
    const searchField = (page: Page) => page.locator('souq-search-box').getByRole('combobox');
    const cartDialog = (page: Page) => page.locator('souq-cart-drawer').getByRole('dialog');

    test('renders the widgets styled in their shadow roots, with no CSP or Trusted Types violation', async ({
      page,
    }) => {
      const problems = watchProblems(page);
      await page.goto(path);
      await expect(addButton(page)).toBeVisible();
      await expect(page.locator('souq-search-box').getByRole('combobox')).toBeVisible();
      await expect(cartButton(page)).toHaveAccessibleName(emptyCart);

      const style = await addButton(page).evaluate((button) => {
        const computed = getComputedStyle(button);
        return {
          color: computed.color,
          background: computed.backgroundColor,
          font: computed.fontFamily,
          corners: computed.borderStartStartRadius,
          dir: button.closest('[dir]')?.getAttribute('dir'),
        };
      });
      // The partner's `* { color: red !important; all: unset }` stops at the shadow boundary.
      expect(style.color).not.toBe(RED);
      expect(style.background).toBe(PARTNER_ACCENT);
      expect(style.font).toContain('IBM Plex Sans Arabic');
      expect(style.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      // …while its `souq-add-to-cart::part(button)` rule reaches the part the element names.
      expect(style.corners).toBe('0px');
      // The partner's own markup does get its own CSS.
      await expect(page.locator('.partner-product-title')).toHaveCSS('color', RED);

      // The font is added at document level, once, and actually loads for the widgets' text.
      await page.evaluate(() => document.fonts.ready);
      const fonts = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.includes('IBM Plex Sans Arabic'))
          .map((face) => face.status),
      );
      expect(fonts).toHaveLength(4);
      expect(fonts).toContain('loaded');

      expect(await violations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      expect(problems.console).toEqual([]);
    });

    test('adding from <souq-add-to-cart> updates <souq-cart-drawer> here and in a second tab', async ({
      page,
      context,
    }) => {
      await page.goto(path);
      const other = await context.newPage();
      await other.goto(path);
      await expect(cartButton(other)).toHaveAccessibleName(emptyCart);

      await addButton(page).click();
      await expect(cartButton(page)).toHaveAccessibleName(oneLine);
      await expect(cartButton(other)).toHaveAccessibleName(oneLine);

      // The events reached the partner's own listeners on `document`.
      await expect(page.locator('[data-event="souq:item-add"]').first()).toContainText(
        '"itemId":1',
      );
      await expect(page.locator('[data-event="souq:cart-change"]').first()).toContainText(
        '"count":1',
      );
    });

    test('an add pressed while the shop is still handing out the guest id lands in the cart', async ({
      page,
    }) => {
      await page.route(
        (url) => url.pathname === '/api/v1/auth/guest/request',
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2_000));
          await route.continue();
        },
      );
      await page.goto(path);
      await addButton(page).click();
      await expect(cartButton(page)).toHaveAccessibleName(oneLine);
      await expect(page.locator('[data-event="souq:error"]')).toHaveCount(0);
    });

    test('a partner that cancels souq:checkout keeps the shopper on its page', async ({ page }) => {
      await page.goto(path);
      // Evaluated outside the page's CSP, as the partner's own checkout code would run inside it.
      await page.evaluate(() => {
        document.addEventListener('souq:checkout', (event) => event.preventDefault());
      });
      await addButton(page).click();
      await expect(cartButton(page)).toHaveAccessibleName(oneLine);
      await cartButton(page).click();
      const drawer = page.locator('souq-cart-drawer').getByRole('dialog');
      await drawer.getByRole('link', { name: words['Proceed to Checkout'] }).click();
      await expect(page.locator('[data-event="souq:checkout"]').first()).toContainText('"count":1');
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(drawer).toBeVisible();
    });

    test('keeps the partner’s own localStorage.token and writes only namespaced keys', async ({
      page,
    }) => {
      await page.goto(path);
      await addButton(page).click();
      await expect(cartButton(page)).toHaveAccessibleName(oneLine);
      const storage = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        keys: Object.keys(localStorage),
      }));
      expect(storage.token).toBe('partner-own-session');
      expect(storage.keys.filter((key) => key !== 'token' && !key.startsWith('souq.'))).toEqual([]);
    });

    test('survives a second copy of the loader: one warning, working widgets', async ({ page }) => {
      const problems = watchProblems(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${path}&copies=2`);
      await addButton(page).click();
      await expect(cartButton(page)).toHaveAccessibleName(oneLine);
      expect(warnings.filter((text) => text.includes('loaded twice'))).toHaveLength(1);
      expect(problems.errors).toEqual([]);
      expect(problems.console).toEqual([]);
      expect(await violations(page)).toEqual([]);
    });

    test('a submitted search fires souq:search-submit, then opens the storefront’s search page', async ({
      page,
    }) => {
      // The partner page is gone once the browser navigates: its listener reports out at once.
      const submitted: unknown[] = [];
      await page.exposeFunction('reportSearch', (detail: unknown) => submitted.push(detail));
      await page.goto(path);
      const shop = await kitOrigin(page);
      await page.evaluate(() => {
        const report = Reflect.get(window, 'reportSearch') as (detail: unknown) => void;
        document.addEventListener('souq:search-submit', (event) => report(event.detail));
      });
      await searchField(page).fill(SEARCH_TERMS[lang]);
      await searchField(page).press('Enter');
      await page.waitForURL((url) => url.origin === shop && url.pathname === '/search');
      expect(submitted).toEqual([{ name: SEARCH_TERMS[lang] }]);
      expect(new URL(page.url()).searchParams.get('name')).toBe(SEARCH_TERMS[lang]);
    });

    test('a partner that cancels souq:search-submit keeps the shopper on its page', async ({
      page,
    }) => {
      const navigations: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) navigations.push(request.url());
      });
      await page.goto(path);
      await page.evaluate(() => {
        document.addEventListener('souq:search-submit', (event) => event.preventDefault());
      });
      navigations.length = 0;
      await searchField(page).fill(`  ${SEARCH_TERMS[lang]} `);
      await searchField(page).press('Enter');

      expect(await loggedEvents(page, 'souq:search-submit', 1)).toEqual([
        { name: SEARCH_TERMS[lang] },
      ]);
      await expect(searchField(page)).toBeVisible();
      expect(navigations).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/');
    });

    test('Souq.setLocale fires souq:locale-change once and switches every widget', async ({
      page,
    }) => {
      const other = otherLanguage(lang);
      await page.goto(path);
      await expect(addButton(page)).toBeVisible();
      await page.evaluate(async (locale) => {
        const { Souq } = window as unknown as PartnerWindow;
        await Souq.setLocale(locale);
      }, other.lang);

      const switchedButton = page
        .locator('souq-add-to-cart')
        .getByRole('button', { name: other.words['Add to Cart'] });
      await expect(switchedButton).toBeVisible();
      await expect(cartButton(page)).toHaveAccessibleName(other.emptyCart);
      await expect(searchField(page)).toHaveAttribute('placeholder', other.words.Search);
      const dir = await switchedButton.evaluate((button) =>
        button.closest('[dir]')?.getAttribute('dir'),
      );
      expect(dir).toBe(other.lang === 'ar' ? 'rtl' : 'ltr');
      expect(await loggedEvents(page, 'souq:locale-change', 1)).toEqual([{ locale: other.lang }]);
    });

    test('removing the line in the cart drawer fires souq:item-remove with that line', async ({
      page,
    }) => {
      await page.goto(path);
      await addButton(page).click();
      await expect(cartButton(page)).toHaveAccessibleName(oneLine);
      const [added] = await loggedEvents(page, 'souq:item-add', 1);
      if (!added) throw new Error('no souq:item-add was logged');
      expect(added).toMatchObject({ itemId: 1, quantity: 1, variation: '' });

      await cartButton(page).click();
      // At quantity 1 the stepper's minus is named like the line's own remove button, after it.
      await cartDialog(page)
        .getByRole('button', { name: words['Remove {name}'].replace('{name}', added.name) })
        .last()
        .click();

      expect(await loggedEvents(page, 'souq:item-remove', 1)).toEqual([added]);
      await expect(cartButton(page)).toHaveAccessibleName(emptyCart);
    });

    test('an add the API refuses fires souq:error with the translated message; the cart stays empty', async ({
      page,
    }) => {
      await page.goto(path);
      await page.route(
        (url) => url.pathname === '/api/v1/customer/cart/add',
        (route) =>
          route.fulfill({
            status: 500,
            headers: {
              'access-control-allow-origin': route.request().headers().origin ?? '*',
              'access-control-allow-credentials': 'true',
            },
            body: '',
          }),
      );
      await expect(cartButton(page)).toHaveAccessibleName(emptyCart);
      await addButton(page).click();

      expect(await loggedEvents(page, 'souq:error', 1)).toEqual([
        { message: words['Something went wrong'] },
      ]);
      await expect(cartButton(page)).toHaveAccessibleName(emptyCart);
      expect(await souqCart(page)).toEqual({ lines: [], count: 0, subtotal: 0 });
      await expect(page.locator('[data-event="souq:item-add"]')).toHaveCount(0);
      await expect(page.locator('[data-event="souq:cart-change"]')).toHaveCount(0);
    });

    test('a signed-in shopper’s heart fires souq:wishlist-change with the wished ids', async ({
      page,
      request,
    }) => {
      await page.goto(path);
      const token = await signUpOnKit(request, await kitOrigin(page));
      await page.evaluate((stored) => localStorage.setItem('souq.token', stored), token);
      await page.reload();

      await page
        .locator('souq-wishlist-button')
        .getByRole('button', { name: words['Add to wishlist'] })
        .click();
      await expect(
        page.locator('souq-wishlist-button').getByRole('button', {
          name: words['Remove from wishlist'],
        }),
      ).toHaveAttribute('aria-pressed', 'true');
      expect(await loggedEvents(page, 'souq:wishlist-change', 1)).toEqual([{ itemIds: [1] }]);
    });

    test('Souq.getCart() answers the cart the drawer shows, and Souq.openCart() opens it', async ({
      page,
    }) => {
      await page.goto(path);
      await addButton(page).click();
      await expect(cartButton(page)).toHaveAccessibleName(oneLine);
      const cart = await souqCart(page);
      expect(cart).toMatchObject({ count: 1, lines: [{ itemId: 1, quantity: 1 }] });

      await expect(cartDialog(page)).toBeHidden();
      await page.evaluate(() => (window as unknown as PartnerWindow).Souq.openCart());
      await expect(cartDialog(page)).toBeVisible();
      await expect(cartDialog(page).locator('[data-cart-line]')).toHaveCount(cart.count);
      const shown = await cartDialog(page)
        .locator('dl')
        .filter({ hasText: words.Subtotal })
        .getByRole('definition')
        .textContent();
      // The drawer writes the amount with the locale's separators and the currency symbol.
      const amount = /\d[\d,]*(?:\.\d+)?/.exec(shown ?? '')?.[0]?.replaceAll(',', '');
      expect(Number(amount)).toBe(cart.subtotal);
    });

    test('<souq-product-page> on the partner’s product page: choose a weight, add, its links go to the shop', async ({
      page,
    }) => {
      const problems = watchProblems(page);
      // Medjool dates of the small catalog: sold by weight, in three sizes.
      await page.goto(`/product?lang=${lang}&item=al-reef-medjool-dates-220`);
      const product = page.locator('souq-product-page');
      await expect(product.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'ar' ? 'تمر مجدول الريف' : 'Al Reef Medjool Dates',
      );
      const storeLink = product.getByRole('navigation').getByRole('link').last();

      await product.getByRole('radio', { name: lang === 'ar' ? /500 جم/ : /500 g/ }).check();
      await product.getByRole('button', { name: words['Add to Cart'], exact: true }).click();

      await expect(cartButton(page)).toHaveAccessibleName(oneLine);
      const [added] = await loggedEvents(page, 'souq:item-add', 1);
      expect(added).toMatchObject({ itemId: 220, quantity: 1 });
      expect(await storeLink.getAttribute('href')).toMatch(
        new RegExp(`^${await kitOrigin(page)}/`),
      );
      expect(await violations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
    });
  });
}

test.describe('the partner’s checkout page', () => {
  const lang = 'ar';
  const words = WORDS[lang];

  test('a guest adds with <souq-add-to-cart>, places a cash-on-delivery order in <souq-checkout>, and sees it confirmed in place', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(90_000);
    // Held with the checkout journeys: no test changes the shop's prices meanwhile.
    const release = await holdShop('shared');
    try {
      const problems = watchProblems(page);
      await page.goto(`/?lang=${lang}`);
      const origin = await kitOrigin(page);
      const shop = await playwright.request.newContext({ baseURL: origin });
      // Item 1's store (Al Rayan Supermarket, Giza) takes orders whatever the hour.
      await openStoresAllDay(shop, [ITEMS.creamCheese.storeId]);
      await page
        .locator('souq-add-to-cart')
        .getByRole('button', { name: words['Add to Cart'] })
        .click();
      const [added] = await loggedEvents(page, 'souq:item-add', 1);
      expect(added).toMatchObject({ itemId: 1, quantity: 1 });

      await page.goto(`/checkout?lang=${lang}`);
      const checkout = page.locator('souq-checkout');
      await expect(checkout.getByRole('button', { name: words['Place order'] })).toBeVisible();
      await expect(checkout.getByRole('region', { name: words['Your order'] })).toContainText(
        added?.name ?? '',
      );
      const phone = newPhone();
      await fillGuestDelivery(page, lang, {
        name: 'منى عادل',
        phone,
        zone: ZONES.giza,
        address: '12 شارع الهرم',
      });
      await payCashOnDelivery(page, lang);
      await feeKnown(page, lang);
      const total = await summaryAmount(page, words, words.Total);

      const orderId = await placeOrder(page, lang);
      // Confirmed in place: the partner's page, on its own origin, holds the confirmation.
      expect(new URL(page.url()).pathname).toBe('/checkout');
      expect(new URL(page.url()).origin).not.toBe(origin);
      await expect(
        checkout.getByRole('heading', { level: 1, name: words['Order placed'] }),
      ).toBeFocused();
      expect(await loggedEvents(page, 'souq:order-place', 1)).toEqual([{ orderId, total }]);
      await expect(checkout.getByRole('link', { name: words['Track Order'] })).toHaveAttribute(
        'href',
        `${origin}/track-order?id=${orderId}`,
      );

      const guestId = await page.evaluate(() => localStorage.getItem('souq.guest_id'));
      expect(guestId).toBeTruthy();
      const order = await orderOnServer(shop, orderId, { guestId: guestId ?? '', phone });
      expect(order).toMatchObject({ order_amount: total, payment_method: 'cash_on_delivery' });
      expect(await violations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      await shop.dispose();
    } finally {
      release();
    }
  });
});
