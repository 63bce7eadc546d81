/*
 * Issue #20's wallet and loyalty points on the real server. In Arabic on a phone a customer tops
 * the wallet up: the amount, the shop's demo payment page, Approve, and back on the wallet with
 * the payment said to have gone through and the balance grown by it. In English on a desktop a
 * customer given 250 points (as delivered orders earn them, through the e2e controls) converts
 * 200: the worth is said before, the last question asked, the points drop to 50 and the wallet
 * grows by 200 ÷ the shop's exchange rate. axe over every page, the payment page too.
 */
import { openPage, SCREEN_OF, settled, signedInWith, visit } from './accountJourney';
import { amountOf, expect, expectNoSeriousAxe, test, WORDS } from './checkoutJourney';
import {
  customerBalances,
  givePoints,
  readShopConfig,
  signUpCustomer,
  topUpWallet,
} from './shopControls';

test.describe('in Arabic on a phone', () => {
  const lang = 'ar';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  test('a customer tops the wallet up through the payment page and comes back to a larger balance', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    await topUpWallet(request, customer.token, 40);
    await signedInWith(page, customer.token);

    await openPage(page, lang, '/profile?page=wallet');
    const main = page.getByRole('main');
    const balance = main.getByRole('region', { name: words['Wallet balance'] }).locator('output');
    await expect(balance).toHaveText(/[0-9٠-٩]/);
    expect(amountOf(await balance.textContent())).toBe(40);
    await expectNoSeriousAxe(page, 'wallet (ar, light)');

    await main.getByRole('textbox', { name: words['Amount to add'] }).fill('150');
    await main.getByRole('button', { name: words['Continue to payment'] }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: words['Demo payment'] }),
    ).toBeVisible();
    await expectNoSeriousAxe(page, 'demo payment page (ar)');
    await page.getByRole('button', { name: words['Approve payment'] }).click();

    await expect(page).toHaveURL(/\/profile\?page=wallet/);
    await expect(
      main
        .getByRole('status')
        .filter({ hasText: words['Your payment went through: the amount is in your wallet.'] }),
    ).toBeVisible();
    await expect.poll(async () => amountOf(await balance.textContent())).toBe(190);
    expect((await customerBalances(request, customer.token)).wallet).toBe(190);
    await expectNoSeriousAxe(page, 'wallet after the top-up (ar, light)');
  });
});

test.describe('in English on a desktop', () => {
  const lang = 'en';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  test('a customer with 250 points converts 200 of them into wallet money', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    await givePoints(request, customer.phone, 250);
    const { loyalty_point_exchange_rate: rate } = await readShopConfig(request, [
      'loyalty_point_exchange_rate',
    ]);
    const worth = 200 / Number(rate);
    expect(worth).toBeGreaterThan(0);
    await signedInWith(page, customer.token);

    await openPage(page, lang, '/profile?page=loyalty-points');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: words['Loyalty Points'] }),
    ).toBeVisible();
    const points = main.getByRole('region', { name: words['Your points'] }).locator('output');
    await expect(points).toHaveText('250 points');
    await expectNoSeriousAxe(page, 'loyalty points (en, dark)');

    const convert = main.getByRole('region', { name: words['Convert points to wallet money'] });
    await convert.getByRole('textbox', { name: words['Points to convert'] }).fill('200');
    const youGet = convert.getByText(/^You get /);
    await expect(youGet).toBeVisible();
    expect(amountOf(await youGet.textContent())).toBe(worth);
    await convert.getByRole('button', { name: words.Convert }).click();
    const question = page.getByRole('alertdialog', { name: /^Convert 200 points into / });
    await expect(question).toBeVisible();
    await settled(question);
    await expectNoSeriousAxe(page, 'loyalty points, the last question (en, dark)');
    await question.getByRole('button', { name: words.Convert }).click();
    await expect(question).toBeHidden();

    await expect(points).toHaveText('50 points');
    await expect(main.getByText(words['Points transferred to your wallet'])).toBeVisible();
    expect(await customerBalances(request, customer.token)).toEqual({ wallet: worth, points: 50 });

    // The wallet has the money, from the points.
    await main.getByRole('link', { name: words.Wallet }).click();
    await expect(page).toHaveURL('/profile?page=wallet');
    const balance = main.getByRole('region', { name: words['Wallet balance'] }).locator('output');
    await expect.poll(async () => amountOf(await balance.textContent())).toBe(worth);
    const movement = main.getByRole('listitem').filter({ hasText: words.point_to_wallet });
    await expect(movement).toHaveCount(1);
    // Its first figure is what it credited ("Credit +20.00 EGP", then the balance after).
    await expect(movement).toContainText(words.Credit);
    expect(amountOf(await movement.textContent())).toBe(worth);
    await expectNoSeriousAxe(page, 'wallet after converting (en, dark)');
  });
});
