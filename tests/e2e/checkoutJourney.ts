/*
 * What the checkout journeys share (issue #18): the shop's words in each language, the items and
 * stores each journey buys from (each refusal has a store or an item of its own, so closing a
 * store or selling an item out never touches another test), the steps a shopper takes on the
 * real pages (fill the cart, the guest's delivery step by zone, a coupon, cash on delivery,
 * Place order, tracking), the amounts the pages show, and axe over each step.
 *
 * Every journey runs under `test` from here: it holds the shop shared (checkoutShopLock.ts), so
 * a test that changes the shop's configuration never runs in the middle of one.
 */
import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import arabic from '../../locales/ar/common.json' with { type: 'json' };
import english from '../../locales/en/common.json' with { type: 'json' };
import { EARLY_INPUT_KEY } from '../../demo-site/shared/earlyInput';
import { holdShop } from './checkoutShopLock';
import { PHONE_BROWSER } from './phone';
import { changeShopConfig, openStoresAllDay, readShopConfig } from './shopControls';

/** A language of the shop. */
export type Lang = 'ar' | 'en';

/** The shop's words (locales/{ar,en}/common.json). */
export type Words = typeof english;

/** The words of each language. */
export const WORDS: Readonly<Record<Lang, Words>> = { ar: arabic, en: english };

/** A word with its `{placeholders}` filled in. */
export function say(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The desktop the journeys use (1280×800). */
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
/** A step that cannot be taken fails within seconds, not at the test's end. */
export const JOURNEY_TIMEOUTS = { actionTimeout: 15_000, navigationTimeout: 30_000 } as const;
/** The phone (tests/e2e/phone.ts). */
export const PHONE = PHONE_BROWSER;
/** The screens a journey runs on. */
export type Screen = 'desktop' | 'phone';

/**
 * How long an order may take from placed to delivered on the tracking page: five lifecycle
 * steps of 3 s (SOUQ_ORDER_PACE=3), a tracking read every 10 s, and a busy two-core machine.
 */
export const LIFECYCLE_TIMEOUT = 75_000;

/** A zone of the shop, with its name in each language and its centre. */
export interface Zone {
  id: number;
  name: Readonly<Record<Lang, string>>;
  centre: { lat: number; lng: number };
  /** A place of the zone the area search finds, and what to type to find it. */
  area: { search: Readonly<Record<Lang, string>>; name: Readonly<Record<Lang, RegExp>> };
}

/** Giza (zone 2) and Cairo (zone 1) of the seeded shop. */
export const ZONES = {
  giza: {
    id: 2,
    name: { en: 'Giza', ar: 'الجيزة' },
    centre: { lat: 30.0131, lng: 31.2089 },
    area: { search: { en: 'Haram', ar: 'الهرم' }, name: { en: /Haram/, ar: /الهرم/ } },
  },
  cairo: {
    id: 1,
    name: { en: 'Cairo', ar: 'القاهرة' },
    centre: { lat: 30.0444, lng: 31.2357 },
    area: { search: { en: 'Shubra', ar: 'شبرا' }, name: { en: /Shubra/, ar: /شبرا/ } },
  },
} as const satisfies Record<string, Zone>;

/** An item of the seeded catalog (small scale), with the option a journey picks. */
export interface ShopItem {
  id: number;
  slug: string;
  storeId: number;
  name: Readonly<Record<Lang, string>>;
  /** The option to choose on the product page (a variation's name starts the radio's name). */
  option?: Readonly<Record<Lang, string>>;
  /** What to type in the header search to find it. */
  search?: Readonly<Record<Lang, string>>;
}

/**
 * The items the journeys buy. Each test that changes an item or a store has its own, so a sold
 * out item or a closed store is never another test's.
 */
export const ITEMS = {
  /** The guest journeys: Al Rayan Supermarket (Giza, store discount 5%), sold by weight. */
  creamCheese: {
    id: 125,
    slug: 'dairy-valley-cream-cheese-125',
    storeId: 5,
    name: { en: 'Dairy Valley Cream Cheese', ar: 'جبنة كريمي وادي الألبان' },
    option: { en: '1 kg', ar: '1 كجم' },
    search: { en: 'cream cheese', ar: 'جبنة كريمي' },
  },
  /** The customer's journeys: Bab El Louq Supermarket (Cairo). */
  milk: {
    id: 163,
    slug: 'delta-dairy-full-cream-milk-163',
    storeId: 3,
    name: { en: 'Delta Dairy Full Cream Milk', ar: 'لبن كامل الدسم ألبان الدلتا' },
    option: { en: '2 L', ar: '2 لتر' },
  },
  /** A refused journey's item of Bab El Louq Supermarket, whatever the refusal. */
  butter: {
    id: 190,
    slug: 'dairy-valley-salted-butter-250-g-190',
    storeId: 3,
    name: { en: 'Dairy Valley Salted Butter - 250 g', ar: 'زبدة مملحة وادي الألبان - 250 جم' },
  },
  /** Cash on delivery above its cap: Al Zahraa Electronics (Cairo), 473.75 a pack. */
  batteries: {
    id: 255,
    slug: 'nova-aa-batteries-value-pack-255',
    storeId: 4,
    name: { en: 'Nova AA Batteries - Value pack', ar: 'بطاريات AA نوفا - عبوة اقتصادية' },
  },
  /** The store closed between cart and order: Al Mostaqbal Bookshop (Cairo), its own. */
  pencils: {
    id: 167,
    slug: 'alwan-pencils-regular-pack-167',
    storeId: 12,
    name: { en: 'Alwan Pencils - Regular pack', ar: 'أقلام رصاص ألوان - عبوة عادية' },
  },
  /** Sold out between cart and order: Al Nakheel Bakery (Cairo), its own. */
  rusks: {
    id: 269,
    slug: 'dough-house-sesame-rusks-500-g-269',
    storeId: 7,
    name: { en: 'Dough House Sesame Rusks - 500 g', ar: 'بقسماط بالسمسم بيت العجين - 500 جم' },
  },
} as const satisfies Record<string, ShopItem>;

/**
 * The stores the journeys order from, opened round the clock before each journey. The bookshop
 * is left out: the test that closes it opens it itself, and no other journey may open it then.
 */
export const JOURNEY_STORES = [3, 4, 5, 7] as const;

/**
 * `test` for the checkout journeys: each holds the shop shared while it runs, and the stores it
 * orders from are open whatever the hour.
 */
export const test = base.extend<{ sharedShop: undefined }>({
  sharedShop: [
    async ({ request }, use) => {
      const release = await holdShop('shared');
      try {
        await openStoresAllDay(request, JOURNEY_STORES);
        await use(undefined);
      } finally {
        release();
      }
    },
    { auto: true },
  ],
});
export { expect };

/**
 * The colour scheme the journeys run in, one per language: Arabic light, English dark. The
 * stories' axe run (tests/e2e/stories.a11y.spec.ts) covers each page in the other one.
 */
export const THEME_OF: Readonly<Record<Lang, 'light' | 'dark'>> = { ar: 'light', en: 'dark' };

/**
 * A returning shopper of `lang`: the language cookie, and the colour scheme of the language
 * chosen in the theme switch (kept in `theme`, and in the cookie the server renders with).
 */
export async function enterShop(
  context: BrowserContext,
  origin: string,
  lang: Lang,
): Promise<void> {
  const theme = THEME_OF[lang];
  await context.addCookies([
    { name: 'x-lang', value: lang, url: origin },
    { name: 'souq_theme', value: theme, url: origin },
  ]);
  await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
}

/** Fails unless the page shows in the colour scheme of its language. */
export async function expectThemeOf(page: Page, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', THEME_OF[lang]);
}

/** A phone of Egypt's mobile numbers, new for each shopper. */
export function newPhone(): string {
  return `+2010${randomInt(10_000_000, 99_999_999)}`;
}

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/**
 * The amount a price on the page reads (`1,234.50 EGP`, `ج.م 1,234.50`, Arabic-Indic digits,
 * a leading minus for a deduction), as a number; its sign is left out.
 */
export function amountOf(text: string | null): number {
  const latin = (text ?? '')
    .replace(/[٠-٩]/g, (digit) => String(ARABIC_DIGITS.indexOf(digit)))
    .replaceAll('٫', '.')
    .replace(/[,٬]/g, '');
  const match = /\d+(?:\.\d+)?/.exec(latin);
  if (match === null) throw new Error(`no amount in "${text}"`);
  return Number(match[0]);
}

/** The value a description list of `scope` gives the term `term`. */
export function termValue(scope: Locator, term: string): Locator {
  const exactly = new RegExp(`^\\s*${escapeRegExp(term)}\\s*$`);
  return scope.locator('dt').filter({ hasText: exactly }).locator('xpath=following-sibling::dd[1]');
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The product page's form that buys `item`. */
export function buyForm(page: Page, lang: Lang, item: ShopItem): Locator {
  return page
    .getByRole('main')
    .getByRole('form', { name: say(WORDS[lang]['Buy {name}'], { name: item.name[lang] }) });
}

/** The checkout's summary. */
export const summaryOf = (page: Page, words: Words): Locator =>
  page.getByRole('region', { name: words['Order summary'] });

/** An amount of the checkout's summary, by its term. */
export async function summaryAmount(page: Page, words: Words, term: string): Promise<number> {
  return amountOf(await termValue(summaryOf(page, words), term).textContent());
}

/** Adds `quantity` of `item` (in its option, if it has one) from its product page. */
export async function addFromProductPage(
  page: Page,
  lang: Lang,
  item: ShopItem,
  quantity = 1,
): Promise<void> {
  const words = WORDS[lang];
  await page.goto(`/product/${item.slug}`);
  await storefrontHolds(page);
  const form = buyForm(page, lang, item);
  if (item.option) {
    await form
      .getByRole('radio', { name: new RegExp(`^${escapeRegExp(item.option[lang])}`) })
      .check();
  }
  const more = form.getByRole('button', {
    name: say(words['Increase quantity of {name}'], { name: item.name[lang] }),
  });
  for (let count = 1; count < quantity; count += 1) {
    await more.click();
    await expect(form.getByRole('group')).toContainText(String(count + 1));
  }
  await form.getByRole('button', { name: words['Add to Cart'], exact: true }).click();
  await expect(page.getByRole('status').getByText(words['Item added to cart'])).toBeVisible();
}

/**
 * Waits until the storefront holds the page the server rendered: it has replayed what the page
 * recorded before it listened, and taken the recorder away. A signed-in shopper's page is
 * rendered over rather than taken over, and a press on the server's Add to Cart before that is
 * dropped with the element it landed on (demo-site/app/earlyInput/replayEarlyInput.ts); these
 * journeys are about checkout, so they press once the storefront listens.
 */
export async function storefrontHolds(page: Page): Promise<void> {
  await page.waitForFunction((key) => !(key in window), EARLY_INPUT_KEY);
}

/** Fills the cart with `item` of its store (from its product page) and opens checkout. */
export async function checkoutWith(
  page: Page,
  lang: Lang,
  item: ShopItem,
  quantity = 1,
): Promise<void> {
  await addFromProductPage(page, lang, item, quantity);
  await openCheckout(page, lang);
}

/** Opens the checkout of the cart and waits until its form shows. */
export async function openCheckout(page: Page, lang: Lang): Promise<void> {
  await page.goto('/checkout?page=cart');
  await expect(page.getByRole('button', { name: WORDS[lang]['Place order'] })).toBeVisible();
}

/** Who takes a guest's order and where, found by its zone. */
export interface GuestAddress {
  name: string;
  phone: string;
  zone: Zone;
  address: string;
  /** Also picks the zone's area from the area search. */
  area?: boolean;
}

/** The checkout's delivery step. */
export const deliveryStepOf = (page: Page, words: Words): Locator =>
  page.getByRole('region', { name: words['Delivery address'] });

/** Fills a guest's delivery step: contact, the zone (its centre is the point), an area, the address. */
export async function fillGuestDelivery(
  page: Page,
  lang: Lang,
  guest: GuestAddress,
): Promise<void> {
  const words = WORDS[lang];
  const step = deliveryStepOf(page, words);
  await step.getByRole('textbox', { name: words['Contact person name'] }).fill(guest.name);
  await step.getByRole('textbox', { name: words['Contact person number'] }).fill(guest.phone);
  await step.getByRole('combobox', { name: words.Zone }).selectOption(String(guest.zone.id));
  await expect(
    step.getByText(say(words['We deliver to {zone}'], { zone: guest.zone.name[lang] })),
  ).toBeVisible();
  if (guest.area) {
    const area = step.getByRole('combobox', { name: words.Area });
    await area.fill(guest.zone.area.search[lang]);
    await step.getByRole('option', { name: guest.zone.area.name[lang] }).first().click();
    await expect(area).toHaveValue(guest.zone.area.name[lang]);
  }
  await step.getByRole('textbox', { name: words.Address, exact: true }).fill(guest.address);
}

/** Applies a coupon by its code; waits until the checkout says it is applied. */
export async function applyCoupon(page: Page, lang: Lang, code: string): Promise<void> {
  const words = WORDS[lang];
  const coupon = page.getByRole('region', { name: words.Coupon });
  await coupon.getByRole('textbox', { name: words['Coupon code'] }).fill(code);
  await coupon.getByRole('button', { name: words.Apply }).click();
  await expect(coupon.getByText(say(words['Coupon {code} applied'], { code }))).toBeVisible();
}

/** The payment section. */
export const paymentOf = (page: Page, words: Words): Locator =>
  page.getByRole('region', { name: words['Payment method'] });

/** Chooses cash on delivery. */
export async function payCashOnDelivery(page: Page, lang: Lang): Promise<void> {
  const words = WORDS[lang];
  await paymentOf(page, words)
    .getByRole('radio', { name: new RegExp(`^${words.cash_on_delivery}`) })
    .check();
}

/** Waits until the summary has the delivery fee of the address chosen. */
export async function feeKnown(page: Page, lang: Lang): Promise<void> {
  const words = WORDS[lang];
  await expect(termValue(summaryOf(page, words), words['Delivery fee'])).toHaveText(
    new RegExp(`\\d|^${words.Free}$`),
  );
}

/** Presses Place order and answers the order's id the confirmation shows. */
export async function placeOrder(page: Page, lang: Lang): Promise<number> {
  const words = WORDS[lang];
  await page.getByRole('button', { name: words['Place order'] }).click();
  return placedOrderId(page, lang);
}

/** The id of the order the confirmation shows, once it shows. */
export async function placedOrderId(page: Page, lang: Lang): Promise<number> {
  const words = WORDS[lang];
  await expect(page.getByRole('heading', { level: 1, name: words['Order placed'] })).toBeVisible();
  const id = await termValue(page.getByRole('main'), words['Order ID']).textContent();
  return Number(id);
}

/** The guest id the storefront keeps for this visitor. */
export async function guestIdOf(page: Page): Promise<string> {
  const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
  if (guestId === null) throw new Error('the storefront keeps no guest id');
  return guestId;
}

/** The tracked order's card. */
export const trackedOrderOf = (page: Page, words: Words, orderId: number): Locator =>
  page.getByRole('region', { name: say(words['Order #{id}'], { id: orderId }) });

/** Waits on the tracking page until the order is delivered: every step done, the last current. */
export async function watchDelivered(page: Page, lang: Lang, orderId: number): Promise<void> {
  const words = WORDS[lang];
  const card = trackedOrderOf(page, words, orderId);
  await expect(termValue(card, words.Status)).toHaveText(words.delivered, {
    timeout: LIFECYCLE_TIMEOUT,
  });
  const steps = card.getByRole('list', { name: words['Order progress'] }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.last()).toHaveAttribute('aria-current', 'step');
  for (const step of await steps.all()) await expect(step).toContainText(words.Completed);
}

/** Runs axe over the page; fails on any serious or critical violation, naming the step. */
export async function expectNoSeriousAxe(page: Page, step: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(found, `axe on ${step}`).toEqual([]);
}

/** A chunk of a PNG file: its length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A small square PNG photo (a shopper's picture of what arrived), made here, of one colour. */
export function photoPng(size = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0xc0)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The configuration keys the configuration tests change, and put back after each. */
const PRICE_CONFIG_KEYS = ['tax', 'tax_included', 'free_delivery_over'] as const;

/**
 * `test` for the tests that change the shop's configuration: each holds the shop alone
 * (checkoutShopLock.ts) from before its change until the configuration is as it found it.
 */
export const configTest = base.extend<{ exclusiveShop: undefined }>({
  exclusiveShop: [
    async ({ request }, use) => {
      const release = await holdShop('exclusive');
      try {
        await openStoresAllDay(request, JOURNEY_STORES);
        const before = await readShopConfig(request, PRICE_CONFIG_KEYS);
        try {
          await use(undefined);
        } finally {
          await changeShopConfig(request, before);
        }
      } finally {
        release();
      }
    },
    { auto: true },
  ],
});
