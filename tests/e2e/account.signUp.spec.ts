/*
 * Issue #20's sign-up and the cart carried into an account, on the real server. A new shopper
 * signs up in Arabic on a phone while the shop asks for phone verification: the code sent to the
 * phone is asked for next (read as the SMS would be), and once it is right the shopper is signed
 * in at home, named in the header. In English on a desktop a visitor asked to sign in on the
 * wishlist goes on to sign up instead, and once signed up is back on the wishlist (sign-in's
 * `from` carried to sign-up); a guest who filled a cart signs in and finds the same lines in the
 * account's cart drawer. axe over every page, in each language's theme.
 */
import {
  CUSTOMER_PASSWORD,
  codeSentTo,
  enterCode,
  expectSignedIn,
  openPage,
  SCREEN_OF,
  settled,
  signInLink,
  signInOnPage,
  visit,
} from './accountJourney';
import {
  addFromProductPage,
  configTest,
  expect,
  expectNoSeriousAxe,
  expectThemeOf,
  ITEMS,
  newPhone,
  test,
  WORDS,
} from './checkoutJourney';
import { changeShopConfig, readShopConfig, signUpCustomer } from './shopControls';

test.describe('in Arabic on a phone', () => {
  const lang = 'ar';
  const words = WORDS[lang];
  configTest.use(SCREEN_OF[lang]);

  // The shop's phone verification is one setting for the whole server, read at each sign-up and
  // sign-in (the token it marks verify-only stays so until the code is entered). So it is on only
  // around the press of Sign Up, with the shop held alone meanwhile (configTest): the journeys
  // that share the shop never sign up while it is on.
  configTest(
    'a new shopper signs up, enters the code sent to the phone, and is signed in at home',
    async ({ page, context, request, baseURL }) => {
      await visit(context, baseURL, lang);
      const phone = newPhone();
      await openPage(page, lang, '/auth/sign-up');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: words['Sign Up'] })).toBeVisible();
      await expectNoSeriousAxe(page, 'sign-up (ar, light)');

      await main.getByRole('textbox', { name: words['First name'] }).fill('سلمى');
      await main.getByRole('textbox', { name: words['Last name'] }).fill('حسن');
      await main.getByRole('textbox', { name: words['Phone number'] }).fill(phone);
      await main.getByRole('textbox', { name: words.Password, exact: true }).fill('Souq#2026!');
      await main
        .getByRole('textbox', { name: words['Confirm password'], exact: true })
        .fill('Souq#2026!');
      await main
        .getByRole('checkbox', { name: words['I agree to the Terms & Conditions'] })
        .check();
      const verifying = main.getByRole('heading', {
        level: 1,
        name: words['Verify your phone number'],
      });
      const before = await readShopConfig(request, ['customer_verification']);
      await changeShopConfig(request, { customer_verification: 1 });
      try {
        await main.getByRole('button', { name: words['Sign Up'], exact: true }).click();
        await expect(verifying).toBeVisible();
      } finally {
        await changeShopConfig(request, before);
      }

      // The code's step: the phone it went to, and its boxes.
      await expect(main).toContainText(phone);
      await expectNoSeriousAxe(page, 'sign-up, the code (ar, light)');
      // A wrong code is refused in place and nobody is signed in.
      const code = await codeSentTo(request, phone, 'verify_phone');
      const wrong = code === '0000' ? '1111' : '0000';
      await enterCode(page, lang, wrong);
      await expect(main.getByText(words['Invalid OTP'])).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/sign-up$/);

      await enterCode(page, lang, code);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('status').getByText(words['Signup successfully.'])).toBeVisible();
      await expectSignedIn(page, lang, 'سلمى');
      await expectNoSeriousAxe(page, 'home, signed in (ar, light)');
    },
  );
});

test.describe('in English on a desktop', () => {
  const lang = 'en';
  test.use(SCREEN_OF[lang]);

  // The shop held shared (test), so no journey turns its phone verification on meanwhile.
  test('a visitor asked to sign in on the wishlist signs up instead and is brought back to it', async ({
    page,
    context,
    baseURL,
  }) => {
    const words = WORDS[lang];
    await visit(context, baseURL, lang);
    await openPage(page, lang, '/wishlist');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: words['Sign In'] }).click();
    await expect(page).toHaveURL(`/auth/sign-in?from=${encodeURIComponent('/wishlist')}`);
    await main.getByRole('link', { name: words['Sign Up'] }).click();
    await expect(page).toHaveURL(`/auth/sign-up?from=${encodeURIComponent('/wishlist')}`);
    await expect(main.getByRole('heading', { level: 1, name: words['Sign Up'] })).toBeVisible();
    await expectNoSeriousAxe(page, 'sign-up (en, dark)');

    await main.getByRole('textbox', { name: words['First name'] }).fill('Salma');
    await main.getByRole('textbox', { name: words['Last name'] }).fill('Hassan');
    await main.getByRole('textbox', { name: words['Phone number'] }).fill(newPhone());
    await main.getByRole('textbox', { name: words.Password, exact: true }).fill('Souq#2026!');
    // A confirmation that differs is refused in place, and nothing typed is lost.
    await main
      .getByRole('textbox', { name: words['Confirm password'], exact: true })
      .fill('Souq#2026?');
    await main.getByRole('checkbox', { name: words['I agree to the Terms & Conditions'] }).check();
    await main.getByRole('button', { name: words['Sign Up'], exact: true }).click();
    await expect(main.getByText(words['Passwords must match'])).toBeVisible();
    await expect(main.getByRole('textbox', { name: words['First name'] })).toHaveValue('Salma');
    await main
      .getByRole('textbox', { name: words['Confirm password'], exact: true })
      .fill('Souq#2026!');
    await main.getByRole('button', { name: words['Sign Up'], exact: true }).click();

    await expect(page).toHaveURL('/wishlist');
    await expect(page.getByRole('status').getByText(words['Signup successfully.'])).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: words.Wishlist })).toBeVisible();
    await expect(main.getByRole('tab', { name: words.Items })).toBeVisible();
    await expectSignedIn(page, lang, 'Salma');
    await expectNoSeriousAxe(page, 'wishlist, signed up (en, dark)');
  });

  test("a guest's cart is carried into the account they sign in to", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    await addFromProductPage(page, lang, ITEMS.milk, 2);
    await addFromProductPage(page, lang, ITEMS.creamCheese);
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart/ });
    await expect(cartButton).toHaveAccessibleName('Cart, 2 items');

    await signInLink(page, lang).click();
    await expect(page).toHaveURL(/\/auth\/sign-in/);
    await expectThemeOf(page, lang);
    await expectNoSeriousAxe(page, 'sign-in (en, dark)');
    await signInOnPage(page, lang, customer.phone, CUSTOMER_PASSWORD);

    await expect(page).toHaveURL(/\/home$/);
    await expectSignedIn(page, lang, 'Mona');
    await expect(cartButton).toHaveAccessibleName('Cart, 2 items');
    await cartButton.click();
    const drawer = page.getByRole('dialog');
    const lines = drawer.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    const milk = lines.filter({ hasText: ITEMS.milk.name[lang] });
    await expect(milk.getByRole('group')).toContainText('2');
    await expect(lines.filter({ hasText: ITEMS.creamCheese.name[lang] })).toBeVisible();
    await settled(drawer);
    await expectNoSeriousAxe(page, 'cart drawer, signed in (en, dark)');

    // The server holds it in the account: another browser signed in as the customer sees it.
    const cart = await request.get('/api/v1/customer/cart/list', {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(cart.ok(), await cart.text()).toBe(true);
    const held = (await cart.json()) as { item_id: number; quantity: number }[];
    expect(held.map(({ item_id, quantity }) => [item_id, quantity]).sort()).toEqual(
      [
        [ITEMS.creamCheese.id, 1],
        [ITEMS.milk.id, 2],
      ].sort(),
    );
  });
});
