/*
 * Issue #20's support inbox on the real server: a customer writes to support and its answer
 * arrives on the open page, without a reload (Arabic, phone, light); support's answer to a
 * message sent earlier is counted on the header's Inbox entry until the customer reads it
 * (English, desktop, dark). The demo's support answers by itself after SOUQ_SUPPORT_ANSWER_MS
 * (3 s by default), with a canned answer chosen by what the customer wrote. axe on each state.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { accountButton, openPage, SCREEN_OF, signedInWith, visit } from './accountJourney';
import { expect, expectNoSeriousAxe, test, WORDS } from './checkoutJourney';
import { signUpCustomer } from './shopControls';

/** Support's canned answer to a question about delivery (demo-site/server/support). */
const DELIVERY_ANSWER =
  "Orders usually arrive within the delivery time shown on the store's page. You can see where yours is under My orders, and the delivery man calls you when they are close.";

/** Marks the page, so a reload (which would lose the mark) shows. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset.e2eUnreloaded = 'yes';
  });
}

/** Sends `message` to support through the API, as the customer's phone app would. */
async function writeToSupport(request: APIRequestContext, token: string, message: string) {
  const reply = await request.post('/api/v1/customer/message/send', {
    headers: { authorization: `Bearer ${token}`, 'x-localization': 'en' },
    multipart: { receiver_type: 'admin', message },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

test.describe('in Arabic on a phone', () => {
  const lang = 'ar';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  test('a message to support is answered on the open page, without a reload', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    await signedInWith(page, customer.token);
    await openPage(page, lang, '/inbox');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: words.Inbox })).toBeVisible();
    const log = main.getByRole('log', { name: words['Your conversation with support'] });
    await expectNoSeriousAxe(page, 'inbox, empty (ar, light)');
    await markPage(page);

    const question = 'متى يصل المندوب؟';
    const box = main.getByRole('textbox', { name: words.Message });
    await box.fill(question);
    await box.press('Enter');
    await expect(log.getByText(question)).toBeVisible();
    await expect(box).toHaveValue('');

    await expect(log.getByText(words[DELIVERY_ANSWER])).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('data-e2e-unreloaded', 'yes');
    await expectNoSeriousAxe(page, 'inbox, answered (ar, light)');
  });
});

test.describe('in English on a desktop', () => {
  const lang = 'en';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  test("support's answer is counted on the header's Inbox entry until it is read", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    await writeToSupport(request, customer.token, 'When will the courier arrive?');
    // The answer is written once its delay is over; the count waits for it.
    await expect
      .poll(
        async () => {
          const reply = await request.get('/api/v1/customer/message/list', {
            headers: { authorization: `Bearer ${customer.token}` },
            params: { limit: 10, offset: 1 },
          });
          const body = (await reply.json()) as {
            conversations: { unread_message_count: number }[];
          };
          return body.conversations[0]?.unread_message_count ?? 0;
        },
        { timeout: 20_000 },
      )
      .toBe(1);

    await signedInWith(page, customer.token);
    await openPage(page, lang, '/home');
    await accountButton(page, lang, 'Mona').click();
    // The entry's name says the count (inbox_link, an ICU plural): one unread answer.
    const unread = page.getByRole('menuitem', { name: 'Inbox, 1 unread message' });
    await expect(unread).toBeVisible();
    await expectNoSeriousAxe(page, 'account menu, one unread answer (en, dark)');
    await unread.click();

    await expect(page).toHaveURL(/\/inbox$/);
    const log = page.getByRole('log', { name: words['Your conversation with support'] });
    await expect(log.getByText(DELIVERY_ANSWER)).toBeVisible();
    await expectNoSeriousAxe(page, 'inbox, read (en, dark)');
    await accountButton(page, lang, 'Mona').click();
    await expect(page.getByRole('menuitem', { name: words.Inbox, exact: true })).toBeVisible();
  });
});
