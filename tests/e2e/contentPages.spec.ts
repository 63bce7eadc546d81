/*
 * Issue #21's content pages and help & support on the real server, in Arabic on a phone (light)
 * and in English on a desktop (dark): each of the six pages opens from the footer with its title
 * and its text (the terms with their table of contents); a policy the shop switches off leaves
 * the footer and its route is the 404 page; help, opened from the footer in a new tab, shows the
 * shop's contacts, opens a question from the keyboard and leads a visitor through sign-in to the
 * inbox, and a signed-in customer straight there. axe on every page and state.
 */
import { test as base, type Page } from '@playwright/test';
import {
  CUSTOMER_PASSWORD,
  openPage,
  SCREEN_OF,
  signedInWith,
  signInOnPage,
  visit,
} from './accountJourney';
import {
  expect,
  expectNoSeriousAxe,
  expectThemeOf,
  type Lang,
  storefrontHolds,
  WORDS,
  type Words,
} from './checkoutJourney';
import { holdShop } from './checkoutShopLock';
import { changeShopConfig, readShopConfig, signUpCustomer } from './shopControls';

/**
 * Every test here holds the shop's configuration: shared while it reads the pages, so the test
 * that switches a policy off (exclusive) never runs in the middle of one.
 */
const test = base.extend<{ shopHold: 'shared' | 'exclusive' }>({
  shopHold: ['shared', { option: true }],
  page: async ({ page, shopHold }, use) => {
    const release = await holdShop(shopHold);
    try {
      await use(page);
    } finally {
      release();
    }
  },
});

/** The footer's label of each content page, its route, and its title as the demo shop writes it. */
const PAGES = [
  { label: 'About Us', path: '/about-us' },
  { label: 'Terms & Conditions', path: '/terms-and-conditions' },
  { label: 'Privacy Policy', path: '/privacy-policy' },
  { label: 'Refund Policy', path: '/refund-policy' },
  { label: 'Cancellation Policy', path: '/cancellation-policy' },
  { label: 'Shipping Policy', path: '/shipping-policy' },
] as const satisfies readonly { label: keyof Words; path: string }[];

/** The terms' third section as the demo shop writes it, which the table of contents leads to. */
const TERMS_PAYMENT = { ar: 'الدفع', en: 'Payment' } as const;

/** The demo shop's support line and mailbox (demo-site/server/seed/content/shopContacts.ts). */
const SUPPORT_PHONE = '+20 2 2345 6789';
const SUPPORT_EMAIL = 'support@souq.example';

const footerOf = (page: Page) => page.getByRole('contentinfo');

/** "Last updated …" in the shopper's language, without its date. */
const updatedLine = (words: Words) => words['Last updated {date}'].replace('{date}', '').trim();

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  const words = WORDS[lang];
  const screen = lang === 'ar' ? 'a phone, light' : 'a desktop, dark';

  test.describe(`in ${lang === 'ar' ? 'Arabic' : 'English'} on ${screen}`, () => {
    test.use(SCREEN_OF[lang]);

    test('each content page opens from the footer with its title and its text', async ({
      page,
      context,
      baseURL,
    }) => {
      await visit(context, baseURL, lang);
      await openPage(page, lang, '/home');
      const main = page.getByRole('main');
      for (const { label, path } of PAGES) {
        await footerOf(page).getByRole('link', { name: words[label], exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(main.getByRole('heading', { level: 1, name: words[label] })).toBeVisible();
        await expect(main.getByText(updatedLine(words))).toBeVisible();
        await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expectNoSeriousAxe(page, `${path} (${lang})`);
      }
    });

    test('the terms list their sections, and a section opens from the list', async ({
      page,
      context,
      baseURL,
    }) => {
      await visit(context, baseURL, lang);
      await openPage(page, lang, '/terms-and-conditions');
      const main = page.getByRole('main');
      const contents = main.getByRole('navigation', { name: words['On this page'] });
      await expect(contents.getByRole('link')).toHaveCount(4);
      await contents.getByRole('link', { name: TERMS_PAYMENT[lang] }).click();
      const section = main.getByRole('heading', { level: 2, name: TERMS_PAYMENT[lang] });
      await expect(section).toBeFocused();
      await expect(section).toBeInViewport();
      await expectNoSeriousAxe(page, `terms, contents (${lang})`);
    });

    test.describe('given a policy the shop switches off', () => {
      test.use({ shopHold: 'exclusive' });

      test('it leaves the footer, and its route is the 404 page', async ({
        page,
        context,
        request,
        baseURL,
      }) => {
        const before = await readShopConfig(request, ['shipping_policy']);
        try {
          await changeShopConfig(request, { shipping_policy: 0 });
          await visit(context, baseURL, lang);
          await openPage(page, lang, '/home');
          const footer = footerOf(page);
          await expect(footer.getByRole('link', { name: words['Refund Policy'] })).toBeVisible();
          await expect(footer.getByRole('link', { name: words['Shipping Policy'] })).toHaveCount(0);

          await openPage(page, lang, '/shipping-policy');
          await expect(
            page
              .getByRole('main')
              .getByRole('heading', { level: 1, name: words['Page not found'] }),
          ).toBeVisible();
          await expectNoSeriousAxe(page, `shipping policy switched off (${lang})`);
        } finally {
          await changeShopConfig(request, { shipping_policy: before.shipping_policy ?? 1 });
        }
      });
    });

    test('help opens from the footer in a new tab: contacts, a question, sign-in to the inbox', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await visit(context, baseURL, lang);
      const customer = await signUpCustomer(request);
      await openPage(page, lang, '/home');
      const [help] = await Promise.all([
        context.waitForEvent('page'),
        footerOf(page).getByRole('link', { name: words['Help & Support'] }).click(),
      ]);
      await expect(help).toHaveURL(/\/help-and-support$/);
      await storefrontHolds(help);
      await expectThemeOf(help, lang);
      const main = help.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: words['Help & Support'] }),
      ).toBeVisible();

      const contacts = main.getByRole('region', { name: words['Contact us'] });
      await expect(contacts.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute(
        'href',
        'tel:+20223456789',
      );
      await expect(contacts.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${SUPPORT_EMAIL}`,
      );
      await expectNoSeriousAxe(help, `help (${lang})`);

      const question = main.getByText(words['How much does delivery cost?']);
      const answer = main.getByText(
        words[
          'The fee depends on how far the store is from you, within your zone’s minimum and maximum, and you see it at checkout before you pay.'
        ],
      );
      await expect(answer).toBeHidden();
      await question.focus();
      await help.keyboard.press('Enter');
      await expect(answer).toBeVisible();
      await expectNoSeriousAxe(help, `help, a question open (${lang})`);
      await help.keyboard.press('Space');
      await expect(answer).toBeHidden();

      await main.getByRole('link', { name: words['Sign in to message support'] }).click();
      await expect(help).toHaveURL(/\/auth\/sign-in\?from=%2Finbox$/);
      await signInOnPage(help, lang, customer.phone, CUSTOMER_PASSWORD);
      await expect(help).toHaveURL(/\/inbox$/);
      await expect(
        help.getByRole('main').getByRole('heading', { level: 1, name: words.Inbox }),
      ).toBeVisible();
    });

    test('a signed-in customer goes from help straight to the inbox', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await visit(context, baseURL, lang);
      const customer = await signUpCustomer(request);
      await signedInWith(page, customer.token);
      await openPage(page, lang, '/help-and-support');
      const main = page.getByRole('main');
      const inbox = main.getByRole('link', { name: words['Open your inbox'] });
      await expect(inbox).toBeVisible();
      await expectNoSeriousAxe(page, `help, signed in (${lang})`);
      await inbox.click();
      await expect(page).toHaveURL(/\/inbox$/);
      await expect(main.getByRole('heading', { level: 1, name: words.Inbox })).toBeVisible();
    });
  });
}
