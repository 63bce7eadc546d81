/*
 * Issue #20's profile settings on the real server. In Arabic on a phone a customer's picture that
 * is not square is refused before anything is sent, a square one is previewed and taken with a
 * new first name, and the name the shop greets them by changes; the server keeps both. In English
 * on a desktop a
 * customer deletes the account (the typed word, then the last question), is signed out to
 * sign-in, and cannot sign in again. A session the server ended meanwhile (a profile page opened
 * with a token it no longer knows) says so once and leads to sign-in, in both languages. axe over
 * every page, in each language's theme.
 */
import type { Page } from '@playwright/test';
import {
  CUSTOMER_PASSWORD,
  endSessionOnServer,
  expectSignedIn,
  expectSignedOut,
  openPage,
  picturePng,
  SCREEN_OF,
  settled,
  signedInWith,
  signInForm,
  signInOnPage,
  visit,
} from './accountJourney';
import {
  expect,
  expectNoSeriousAxe,
  expectThemeOf,
  say,
  storefrontHolds,
  test,
  WORDS,
} from './checkoutJourney';
import { signUpCustomer } from './shopControls';

/** The calls that would send the profile (and a picture) to the server. */
function profileUpdates(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/customer/update-profile')) sent.push(request.method());
  });
  return sent;
}

test.describe('in Arabic on a phone', () => {
  const lang = 'ar';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  test('a customer renames themselves and takes a square picture; a picture not square is refused', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    await signedInWith(page, customer.token);
    const sent = profileUpdates(page);
    await openPage(page, lang, '/profile?page=profile-settings');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: words['Profile Settings'] }),
    ).toBeVisible();
    const firstName = main.getByRole('textbox', { name: words['First name'] });
    await expect(firstName).toHaveValue('Mona');
    await expectNoSeriousAxe(page, 'profile settings (ar, light)');

    // A picture twice as wide as high: refused at once, nothing sent.
    const chooser = main.getByLabel(words['Choose a picture']);
    await chooser.setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: picturePng(32, 16),
    });
    const refusal = main
      .getByRole('alert')
      .filter({ hasText: words['Image must have a 1:1 ratio'] });
    await expect(refusal).toBeVisible();
    await expect(chooser).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousAxe(page, 'profile settings, picture refused (ar, light)');

    // A square one: previewed, then sent with the new name.
    await chooser.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: picturePng(48, 48),
    });
    await expect(refusal).toBeHidden();
    await expect(chooser).not.toHaveAttribute('aria-invalid', 'true');
    const picture = main.getByRole('img', { name: words['Profile picture'] });
    await firstName.fill('ليلى');
    expect(sent).toEqual([]);
    await main.getByRole('button', { name: words['Save changes'] }).click();
    await expect(
      main.getByRole('status').filter({ hasText: words['Profile updated successfully'] }),
    ).toBeVisible();
    expect(sent).toEqual(['POST']);

    // The picture on file now shows from the server, and the shop greets the new name.
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(48);
    await expectSignedIn(page, lang, 'ليلى');
    const info = await request.get('/api/v1/customer/info', {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(await info.json()).toMatchObject({ f_name: 'ليلى', image: expect.any(String) });
    await page.reload();
    await expect(firstName).toHaveValue('ليلى');
    await expectNoSeriousAxe(page, 'profile settings, saved (ar, light)');
  });

  // Found by this journey: the pages' CSP once refused blob: pictures, so the preview fell back
  // to the placeholder (fixed in 7373056, img-src takes blob:).
  test('the square picture chosen is previewed before it is sent', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    await signedInWith(page, customer.token);
    await page.goto('/profile?page=profile-settings');
    await storefrontHolds(page);
    const main = page.getByRole('main');
    await main.getByLabel(words['Choose a picture']).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: picturePng(48, 48),
    });
    const picture = main.getByRole('img', { name: words['Profile picture'] });
    await expect(picture).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth ?? 0))
      .toBe(48);
  });
});

test.describe('in English on a desktop', () => {
  const lang = 'en';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  test('a customer deletes the account, is signed out to sign-in, and cannot sign in again', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    await signedInWith(page, customer.token);
    await openPage(page, lang, '/profile?page=profile-settings');
    const main = page.getByRole('main');
    const danger = main.getByRole('region', { name: words['Delete account'] });
    await expect(danger).toBeVisible();
    await expectNoSeriousAxe(page, 'profile settings (en, dark)');

    const word = danger.getByRole('textbox', {
      name: say(words['Type {word} to confirm'], { word: 'DELETE' }),
    });
    const remove = danger.getByRole('button', { name: words['Delete account'] });
    // Another word asks nothing.
    await word.fill('delete it');
    await remove.click();
    await expect(word).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await word.fill('DELETE');
    await remove.click();
    const question = page.getByRole('alertdialog', {
      name: words['Delete your account for good?'],
    });
    await expect(question).toBeVisible();
    await settled(question);
    await expectNoSeriousAxe(page, 'delete account, the last question (en, dark)');
    await question.getByRole('button', { name: words['Delete account'] }).click();

    await expect(page).toHaveURL(/\/auth\/sign-in/);
    await expect(
      page.getByRole('status').getByText(words['Account deleted successfully']),
    ).toBeVisible();
    await expectSignedOut(page, lang);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNoSeriousAxe(page, 'sign-in after deleting (en, dark)');

    await signInOnPage(page, lang, customer.phone, CUSTOMER_PASSWORD);
    await expect(main.getByRole('alert')).toHaveText(words['Invalid credentials']);
    await expect(page).toHaveURL(/\/auth\/sign-in/);
  });
});

for (const lang of ['ar', 'en'] as const) {
  const words = WORDS[lang];
  const where = lang === 'ar' ? 'Arabic on a phone' : 'English on a desktop';
  /** The section opened: the wallet in Arabic, the addresses in English. */
  const [section, heading] =
    lang === 'ar' ? ['wallet', words.Wallet] : ['addresses', words['My Addresses']];

  test.describe(`a session ended on the server, in ${where}`, () => {
    test.use(SCREEN_OF[lang]);

    test('a profile page says the session expired once, then sign-in brings the customer back', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await visit(context, baseURL, lang);
      const customer = await signUpCustomer(request);
      await signedInWith(page, customer.token);
      await endSessionOnServer(request, customer.token);
      const expired = page.getByText(words['Your token has been expired.please sign in again']);

      await page.goto(`/profile?page=${section}`);
      await expect(page).toHaveURL(
        `/auth/sign-in?from=${encodeURIComponent(`/profile?page=${section}`)}`,
      );
      await expectThemeOf(page, lang);
      await expect(signInForm(page, lang).heading).toBeVisible();
      await expect(expired).toHaveCount(1);
      await expectNoSeriousAxe(page, `sign-in after the session ended (${lang})`);
      await expectSignedOut(page, lang);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await signInOnPage(page, lang, customer.phone, CUSTOMER_PASSWORD);
      await expect(page).toHaveURL(`/profile?page=${section}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main.getByText(words['You must be login to access this page'])).toHaveCount(0);
      await expect(expired).toHaveCount(0);
      await expectNoSeriousAxe(page, `${section} after signing in again (${lang})`);
    });
  });
}
