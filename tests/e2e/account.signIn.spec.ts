/*
 * Issue #20's sign-in and forgotten password on the real server. A visitor opening My Addresses
 * in Arabic on a phone is told to sign in, signs in, and is back at the addresses (the sign-in's
 * `from`); a visitor who presses a product's wishlist heart signs in and is back on the product
 * with the item wished; a `from` naming another site leads home instead, never away (English,
 * desktop). A
 * customer who forgot the password, in English on a desktop, gives the phone, enters the code it
 * was sent, chooses a new password twice and signs in with it; the old one no longer works. axe
 * over every page, in each language's theme.
 */
import {
  CUSTOMER_PASSWORD,
  codeSentTo,
  enterCode,
  expectSignedIn,
  expectSignedOut,
  SCREEN_OF,
  signInForm,
  signInOnPage,
  visit,
} from './accountJourney';
import {
  expect,
  expectNoSeriousAxe,
  expectThemeOf,
  ITEMS,
  storefrontHolds,
  test,
  WORDS,
} from './checkoutJourney';
import { signUpCustomer } from './shopControls';

test.describe('in Arabic on a phone', () => {
  const lang = 'ar';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  test('a visitor on My Addresses signs in and is brought back to the addresses', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    await page.goto('/profile?page=addresses');
    await expectThemeOf(page, lang);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: words['My Addresses'] }),
    ).toBeVisible();
    await expect(main.getByText(words['You must be login to access this page'])).toBeVisible();
    await expectNoSeriousAxe(page, 'my addresses, a visitor (ar, light)');

    await main.getByRole('link', { name: words['Sign In'] }).click();
    await expect(page).toHaveURL(
      `/auth/sign-in?from=${encodeURIComponent('/profile?page=addresses')}`,
    );
    await expectNoSeriousAxe(page, 'sign-in (ar, light)');
    // A wrong password is refused on the page, and the shopper stays.
    await signInOnPage(page, lang, customer.phone, 'not-the-password');
    await expect(main.getByRole('alert')).toHaveText(words['Invalid credentials']);
    await expect(page).toHaveURL(/\/auth\/sign-in\?from=/);

    await signInForm(page, lang).password.fill(CUSTOMER_PASSWORD);
    await signInForm(page, lang).submit.click();
    await expect(page).toHaveURL('/profile?page=addresses');
    await expect(
      main.getByRole('heading', { level: 1, name: words['My Addresses'] }),
    ).toBeVisible();
    await expect(main.getByText(words['You have no saved addresses yet.'])).toBeVisible();
    await expect(main.getByText(words['You must be login to access this page'])).toHaveCount(0);
    await expectSignedIn(page, lang, 'Mona');
    await expectNoSeriousAxe(page, 'my addresses, signed in (ar, light)');
  });

  test("a visitor's wishlist heart on a product page leads to sign-in and back, the item wished", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    const item = ITEMS.milk;
    await page.goto(`/product/${item.slug}`);
    await storefrontHolds(page);
    // The item's own heart, beside its name (the cards further down have theirs).
    const title = page.getByRole('main').getByRole('heading', { level: 1, name: item.name[lang] });
    const heart = title.locator('xpath=following-sibling::button[1]');
    await expect(heart).toHaveAccessibleName(words['Add to wishlist']);
    await heart.click();
    await expect(page).toHaveURL(
      `/auth/sign-in?from=${encodeURIComponent(`/product/${item.slug}`)}`,
    );
    await signInOnPage(page, lang, customer.phone, CUSTOMER_PASSWORD);

    await expect(page).toHaveURL(`/product/${item.slug}`);
    await expect(heart).toHaveAccessibleName(words['Remove from wishlist']);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const wished = await request.get('/api/v1/customer/wish-list', {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(wished.ok(), await wished.text()).toBe(true);
    const { item: items } = (await wished.json()) as { item: { id: number }[] };
    expect(items.map(({ id }) => id)).toEqual([item.id]);
    await expectNoSeriousAxe(page, 'product page, wished after signing in (ar, light)');
  });
});

test.describe('in English on a desktop', () => {
  const lang = 'en';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  test('a sign-in whose `from` names another site leads home, not away', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    await page.goto(`/auth/sign-in?from=${encodeURIComponent('//evil.example/steal')}`);
    await expectThemeOf(page, lang);
    await expectNoSeriousAxe(page, 'sign-in (en, dark)');
    await signInOnPage(page, lang, customer.phone, CUSTOMER_PASSWORD);
    await expect(page).toHaveURL('/home');
    expect(new URL(page.url()).origin).toBe(baseURL);
    await expectSignedIn(page, lang, 'Mona');
  });

  test('a customer who forgot the password sets a new one with the code sent to the phone', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    const newPassword = 'Fresh#Start-2027';
    await page.goto('/auth/sign-in');
    await expectThemeOf(page, lang);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: words['Forgot password?'] }).click();
    await expect(page).toHaveURL('/auth/forgot-password');
    await expect(
      main.getByRole('heading', { level: 1, name: words['Reset your password'] }),
    ).toBeVisible();
    await expectNoSeriousAxe(page, 'forgot password, the phone (en, dark)');

    await main.getByRole('textbox', { name: words['Phone number'] }).fill(customer.phone);
    await main.getByRole('button', { name: words['Send code'] }).click();
    await expect(main.getByRole('group', { name: words['Verification code'] })).toBeVisible();
    await expect(main).toContainText(customer.phone);
    await expectNoSeriousAxe(page, 'forgot password, the code (en, dark)');
    await enterCode(page, lang, await codeSentTo(request, customer.phone, 'reset_password'));

    await expect(main.getByText(words['Choose a new password'])).toBeVisible();
    await expectNoSeriousAxe(page, 'forgot password, the new password (en, dark)');
    const password = main.getByRole('textbox', { name: words['New password'], exact: true });
    const again = main.getByRole('textbox', { name: words['Confirm new password'], exact: true });
    // Two passwords that differ are refused before anything is sent.
    await password.fill(newPassword);
    await again.fill(`${newPassword}x`);
    await main.getByRole('button', { name: words['Save password'] }).click();
    await expect(again).toHaveAttribute('aria-invalid', 'true');
    await again.fill(newPassword);
    await main.getByRole('button', { name: words['Save password'] }).click();
    await expect(
      main
        .getByRole('status')
        .getByText(words['Your password has been changed. Sign in with your new password.']),
    ).toBeVisible();
    await expectNoSeriousAxe(page, 'forgot password, done (en, dark)');

    // The old password no longer opens the account; the new one does.
    await main.getByRole('link', { name: words['Back to sign in'] }).click();
    await signInOnPage(page, lang, customer.phone, CUSTOMER_PASSWORD);
    await expect(main.getByRole('alert')).toHaveText(words['Invalid credentials']);
    await expectSignedOut(page, lang);
    await signInForm(page, lang).password.fill(newPassword);
    await signInForm(page, lang).submit.click();
    await expect(page).toHaveURL('/home');
    await expectSignedIn(page, lang, 'Mona');
  });
});
