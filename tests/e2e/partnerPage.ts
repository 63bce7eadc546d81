import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type {
  CartSnapshot,
  SouqEventDetails,
  SouqEventName,
} from '../../src/core/events/souqEvents';
import type { SouqGlobal } from '../../src/elements/entry/loader';

/*
 * What the partner page's specs read off the page: the kit's origin, the partner's own event log
 * (demo-site/partner/partner.js), `window.Souq`, and a signed-in shopper's token.
 */

/** The page's `window` once the loader ran. */
export type PartnerWindow = Window & { Souq: SouqGlobal };

/** The shop's origin (API, storefront, kit), as the partner's script tag names it. */
export async function kitOrigin(page: Page): Promise<string> {
  const origin = await page.locator('script[data-api]').first().getAttribute('data-api');
  if (origin === null) throw new Error('the partner page has no kit script tag');
  return origin;
}

/**
 * The details of every `name` event the partner's log shows, oldest first. Waits until it shows
 * `count` of them; a later one would show up in the log too, so `count` is exact.
 */
export async function loggedEvents<Name extends SouqEventName>(
  page: Page,
  name: Name,
  count: number,
): Promise<SouqEventDetails[Name][]> {
  const entries = page.locator(`[data-event="${name}"]`);
  await expect(entries).toHaveCount(count);
  const texts = await entries.allTextContents();
  // Each entry reads `<name> <detail as JSON>`; the log puts the newest first.
  return texts.reverse().map((text) => JSON.parse(text.slice(name.length + 1)));
}

/** The cart `Souq.getCart()` answers once `Souq.ready()` resolved. */
export function souqCart(page: Page): Promise<CartSnapshot> {
  return page.evaluate(async () => {
    const { Souq } = window as unknown as PartnerWindow;
    await Souq.ready();
    const cart = Souq.getCart();
    if (cart === null) throw new Error('Souq.getCart() answered null after Souq.ready()');
    return cart;
  });
}

/** Signs a new customer up on the shop; answers their token. */
export async function signUpOnKit(request: APIRequestContext, origin: string): Promise<string> {
  const phone = `+2010${randomInt(10_000_000, 99_999_999)}`;
  const reply = await request.post(`${origin}/api/v1/auth/sign-up`, {
    data: { f_name: 'Salma', l_name: 'Nabil', phone, password: 'secret-pass-1' },
  });
  expect(reply.ok()).toBe(true);
  const { token } = (await reply.json()) as { token: string };
  return token;
}
