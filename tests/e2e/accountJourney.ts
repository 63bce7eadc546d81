/*
 * What the account journeys share (issue #20): the shopper of each language (Arabic on a phone in
 * the light theme, English on a desktop in the dark one), a customer already signed up through
 * the API and signed in on the page, signing in on the real sign-in page, the code a phone was
 * sent (read through the e2e controls, as the shopper reads the SMS), and the header's account
 * button that says who is signed in.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import {
  DESKTOP,
  enterShop,
  expect,
  expectThemeOf,
  JOURNEY_TIMEOUTS,
  type Lang,
  PHONE,
  say,
  storefrontHolds,
  WORDS,
} from './checkoutJourney';
import { CUSTOMER_PASSWORD, changeShopConfig, readShopConfig } from './shopControls';

/** The screen each language's journeys run on, with the steps' timeouts. */
export const SCREEN_OF = {
  ar: { ...PHONE, ...JOURNEY_TIMEOUTS },
  en: { ...DESKTOP, ...JOURNEY_TIMEOUTS },
} as const;

/** The password of the customers shopControls.signUpCustomer makes. */
export { CUSTOMER_PASSWORD, codeSentTo } from './shopControls';

/** Enters the shop as a returning shopper of `lang` (language cookie and theme). */
export async function visit(context: BrowserContext, baseURL: string | undefined, lang: Lang) {
  await enterShop(context, baseURL ?? '', lang);
}

/**
 * Signs the page in with `token` once, as a customer who signed in before: the token is in
 * storage when the first page opens, and a later sign-out (or a token the server refuses) is not
 * undone by the next page.
 */
export async function signedInWith(page: Page, token: string): Promise<void> {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-signed-in') !== null) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('token', stored);
  }, token);
}

/** Opens `path` and waits until the storefront has taken it over, in the journey's theme. */
export async function openPage(page: Page, lang: Lang, path: string): Promise<void> {
  await page.goto(path);
  await storefrontHolds(page);
  await expectThemeOf(page, lang);
}

/** The sign-in page's form fields and its button. */
export function signInForm(page: Page, lang: Lang) {
  const words = WORDS[lang];
  const main = page.getByRole('main');
  return {
    heading: main.getByRole('heading', { level: 1, name: words['Sign In'] }),
    name: main.getByRole('textbox', { name: words['Phone or email'] }),
    password: main.getByRole('textbox', { name: words.Password, exact: true }),
    submit: main.getByRole('button', { name: words['Sign In'], exact: true }),
  };
}

/** Signs in on the sign-in page (already open) with a phone and a password. */
export async function signInOnPage(
  page: Page,
  lang: Lang,
  phone: string,
  password: string,
): Promise<void> {
  const form = signInForm(page, lang);
  await expect(form.heading).toBeVisible();
  await form.name.fill(phone);
  await form.password.fill(password);
  await form.submit.click();
}

/** The header's account button once `name` is signed in. */
export function accountButton(page: Page, lang: Lang, name: string): Locator {
  return page
    .getByRole('banner')
    .getByRole('button', { name: say(WORDS[lang]['Account: {name}'], { name }) });
}

/** The header's link to sign in, which a visitor has on a desktop and a customer does not. */
export function signInLink(page: Page, lang: Lang): Locator {
  return page.getByRole('banner').getByRole('link', { name: WORDS[lang]['Sign In'] });
}

/**
 * Fails unless the page says `name` is signed in: the header's account button on a desktop (the
 * English journeys), the menu's greeting on a phone (the Arabic ones), the menu closed again.
 */
export async function expectSignedIn(page: Page, lang: Lang, name: string): Promise<void> {
  const words = WORDS[lang];
  if (lang === 'en') {
    await expect(accountButton(page, lang, name)).toBeVisible();
    await expect(signInLink(page, lang)).toHaveCount(0);
    return;
  }
  const menu = await openMenu(page, lang);
  await expect(menu.getByText(say(words['Hello, {name}'], { name }))).toBeVisible();
  await expect(menu.getByRole('link', { name: words['Sign In'] })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** Fails unless the page offers to sign in: in the header (desktop) or its menu (phone). */
export async function expectSignedOut(page: Page, lang: Lang): Promise<void> {
  const words = WORDS[lang];
  if (lang === 'en') {
    await expect(signInLink(page, lang)).toBeVisible();
    return;
  }
  const menu = await openMenu(page, lang);
  await expect(menu.getByRole('link', { name: words['Sign In'] })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** Opens the phone's menu from the header; answers its dialog. */
async function openMenu(page: Page, lang: Lang): Promise<Locator> {
  const words = WORDS[lang];
  await page.getByRole('banner').getByRole('button', { name: words.Menu }).click();
  const menu = page.getByRole('dialog', { name: words.Menu });
  await expect(menu).toBeVisible();
  return menu;
}

/** Types a 4-digit code into the code's boxes (the last digit checks it). */
export async function enterCode(page: Page, lang: Lang, code: string): Promise<void> {
  const words = WORDS[lang];
  const boxes = page
    .getByRole('main')
    .getByRole('group', { name: words['Verification code'] })
    .getByRole('textbox');
  await expect(boxes).toHaveCount(4);
  await boxes.first().pressSequentially(code);
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

/** A PNG picture of one colour, `width` by `height`, made here (a profile picture to choose). */
export function picturePng(width: number, height: number, colour = 0x3a): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, colour)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Signs the customer's token out on the server, as a session that expired meanwhile. */
export async function endSessionOnServer(request: APIRequestContext, token: string) {
  const reply = await request.post('/api/v1/customer/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const refused = await request.get('/api/v1/customer/info', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);
}

/**
 * Waits until what `scope` holds has stopped moving (a dialog or a drawer fading and sliding in):
 * axe measures colours as they are drawn, and a half-faded text reads as poor contrast.
 */
export async function settled(scope: Locator): Promise<void> {
  await scope.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/**
 * Runs `step` while the shop asks customers to verify their phone, and puts the setting back
 * right after. It is one setting for the whole server, read at each sign-up, sign-in and code
 * sent: a journey turns it on only around the press that needs it, holding the shop alone
 * (configTest), so the journeys that share the shop never meet it.
 */
export async function whilePhonesMustBeVerified<T>(
  request: APIRequestContext,
  step: () => Promise<T>,
): Promise<T> {
  const before = await readShopConfig(request, ['customer_verification']);
  await changeShopConfig(request, { customer_verification: 1 });
  try {
    return await step();
  } finally {
    await changeShopConfig(request, before);
  }
}

/**
 * A customer signed up through the API while the shop did not ask for verification: their phone
 * is not verified, so the shop asks them for its code once it asks customers to verify.
 */
export async function signUpUnverified(
  request: APIRequestContext,
  phone: string,
  email: string,
): Promise<void> {
  const reply = await request.post('/api/v1/auth/sign-up', {
    data: { f_name: 'Huda', l_name: 'Nabil', phone, email, password: CUSTOMER_PASSWORD },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  expect(((await reply.json()) as { is_phone_verified: number }).is_phone_verified).toBe(1);
}
