/*
 * Issue #21's applications on the real server. In Arabic on a phone (light) a store owner fills
 * the four steps of /store/apply, with a square logo and a cover, and reaches the pending
 * confirmation; a logo that is not square is refused before anything is sent. In English on a
 * desktop (dark) a delivery man registers through /delivery-man/apply and reaches pending; a
 * registration with a phone another one has (sent through the API) is refused on the phone field
 * of its step. axe (0 serious or critical) at every step. Both pages arrive written by the server.
 */
import { test } from '@playwright/test';
import { openPage, picturePng, SCREEN_OF, visit } from './accountJourney';
import {
  expect,
  expectNoSeriousAxe,
  type Lang,
  newPhone,
  say,
  WORDS,
  ZONES,
} from './checkoutJourney';
import { PHONE_BROWSER } from './phone';

const PASSWORD = 'green-tea-garden-7';

/** An e-mail address new for each applicant. */
const newEmail = (who: string) =>
  `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A journey through every step, axe at each, on a busy two-core machine. */
const JOURNEY_TIMEOUT = 120_000;

test.describe('in Arabic on a phone', () => {
  const lang: Lang = 'ar';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);
  test.describe.configure({ timeout: JOURNEY_TIMEOUT });

  test('a store owner applies with a square logo and a cover, and the application waits for review', async ({
    page,
    context,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/vendor/register')) sent.push(request.method());
    });
    await openPage(page, lang, '/store/apply');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: words['Become a Store Owner'] }),
    ).toBeVisible();
    const step = main.getByRole('heading', { level: 2 });
    await expect(step).toContainText(words['Store details']);
    await expect(
      main.getByRole('list', { name: words['Application steps'] }).locator('[aria-current="step"]'),
    ).toContainText(words['Store details']);
    await expectNoSeriousAxe(page, 'store application, store step (ar, light)');

    const next = main.getByRole('button', { name: words.Next });
    await next.click();
    await expect(main.getByText(words['Logo is required'])).toBeVisible();
    await expect(step).toContainText(words['Store details']);
    await expectNoSeriousAxe(page, 'store application, store step refused (ar, light)');

    await main.getByRole('textbox', { name: words['Store name (Arabic)'] }).fill('مخبز منى');
    await main.getByRole('textbox', { name: words['Store name (English)'] }).fill('Mona Bakery');
    await main.getByRole('combobox', { name: words['Business module'] }).selectOption({ index: 1 });
    await main.getByRole('combobox', { name: words.Zone }).selectOption(ZONES.cairo.name.ar);
    await expect(
      main.getByText(say(words['We deliver to {zone}'], { zone: ZONES.cairo.name.ar })),
    ).toBeVisible();
    await main
      .getByRole('textbox', { name: words['Store address (Arabic)'] })
      .fill('12 شارع النيل، القاهرة');
    await main
      .getByRole('textbox', { name: words['Store address (English)'] })
      .fill('12 Nile Street, Cairo');

    // A logo twice as wide as high: refused at once, nothing sent.
    const logo = main.getByLabel(new RegExp(`\\(${words.Logo}\\)`));
    await logo.setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: picturePng(64, 32),
    });
    await expect(
      main.getByRole('alert').filter({ hasText: words['Image must have a 1:1 ratio'] }),
    ).toBeVisible();
    await expectNoSeriousAxe(page, 'store application, logo refused (ar, light)');
    await logo.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: picturePng(96, 96),
    });
    await expect(
      main.getByRole('img', { name: say(words['Preview: {name}'], { name: words.Logo }) }),
    ).toBeVisible();
    await main.getByLabel(new RegExp(`\\(${words['Cover photo']}\\)`)).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: picturePng(240, 80, 0x7c),
    });
    await expect(
      main.getByRole('img', {
        name: say(words['Preview: {name}'], { name: words['Cover photo'] }),
      }),
    ).toBeVisible();
    await expectNoSeriousAxe(page, 'store application, store step filled (ar, light)');
    await next.click();

    await expect(step).toContainText(words['Owner details']);
    await main.getByRole('textbox', { name: words['First name'] }).fill('منى');
    await main.getByRole('textbox', { name: words['Last name'] }).fill('عادل');
    await main.getByRole('textbox', { name: words['Phone number'] }).fill(newPhone());
    await main.getByRole('textbox', { name: words.Email }).fill(newEmail('owner'));
    await expectNoSeriousAxe(page, 'store application, owner step (ar, light)');
    await next.click();

    await expect(step).toContainText(words.Account);
    await main.getByLabel(new RegExp(`^${words.Password}`)).fill(PASSWORD);
    await main.getByLabel(new RegExp(`^${words['Confirm password']}`)).fill(PASSWORD);
    await expectNoSeriousAxe(page, 'store application, account step (ar, light)');
    await next.click();

    await expect(step).toContainText(words['Review and send']);
    await expect(main.getByText('Mona Bakery')).toBeVisible();
    await main.getByRole('checkbox', { name: words['I agree to the Terms & Conditions'] }).check();
    await expectNoSeriousAxe(page, 'store application, review step (ar, light)');
    expect(sent).toEqual([]);
    await main.getByRole('button', { name: words['Send application'] }).click();

    await expect(
      main.getByRole('heading', { level: 1, name: words['Application received'] }),
    ).toBeVisible();
    await expect(
      main.getByText(words['Your store application was received and is waiting for review']),
    ).toBeVisible();
    expect(sent).toEqual(['POST']);
    await expectNoSeriousAxe(page, 'store application, pending (ar, light)');
  });
});

test.describe('in English on a desktop', () => {
  const lang: Lang = 'en';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);
  test.describe.configure({ timeout: JOURNEY_TIMEOUT });

  /** Registers a delivery man through the page, up to pressing Send on the review step. */
  async function register(page: import('@playwright/test').Page, phone: string, axe: boolean) {
    const main = page.getByRole('main');
    const step = main.getByRole('heading', { level: 2 });
    const next = main.getByRole('button', { name: words.Next });
    const checked = async (name: string) => {
      if (axe) await expectNoSeriousAxe(page, `delivery man registration, ${name} (en, dark)`);
    };
    await expect(
      main.getByRole('heading', { level: 1, name: words['Become a delivery man'] }),
    ).toBeVisible();
    await expect(step).toContainText(words.Identity);
    await checked('identity step');

    await main.getByRole('radio', { name: 'National ID' }).check();
    await main.getByRole('textbox', { name: words['Identity number'] }).fill('29801011234567');
    await main
      .getByLabel(/\(Front of the document\)/)
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: picturePng(120, 80) });
    await expect(main.getByRole('img', { name: 'Preview: Front of the document' })).toBeVisible();
    await checked('identity step filled');
    await next.click();

    await expect(step).toContainText(words['Vehicle and zone']);
    await main.getByRole('radio', { name: 'Motorbike' }).check();
    await main.getByRole('combobox', { name: words.Zone }).selectOption(ZONES.cairo.name.en);
    await main.getByRole('radio', { name: 'Freelancer, paid per delivery' }).check();
    await checked('vehicle and zone step');
    await next.click();

    await expect(step).toContainText(words['Personal details']);
    await main.getByRole('textbox', { name: words['First name'] }).fill('Karim');
    await main.getByRole('textbox', { name: words['Last name'] }).fill('Saleh');
    await main.getByRole('textbox', { name: words['Phone number'] }).fill(phone);
    await main.getByRole('textbox', { name: words.Email }).fill(newEmail('rider'));
    await checked('personal details step');
    await next.click();

    await expect(step).toContainText(words.Account);
    await main.getByLabel(new RegExp(`^${words.Password}`)).fill(PASSWORD);
    await main.getByLabel(new RegExp(`^${words['Confirm password']}`)).fill(PASSWORD);
    await next.click();

    await expect(step).toContainText(words['Review and send']);
    await main.getByRole('checkbox', { name: words['I agree to the Terms & Conditions'] }).check();
    await checked('review step');
    await main.getByRole('button', { name: words['Send application'] }).click();
  }

  test('a delivery man registers and the registration waits for review', async ({
    page,
    context,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    await openPage(page, lang, '/delivery-man/apply');
    await register(page, newPhone(), true);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: words['Application received'] }),
    ).toBeVisible();
    await expect(
      main.getByText(words['Your delivery man application was received and is waiting for review']),
    ).toBeVisible();
    await expectNoSeriousAxe(page, 'delivery man registration, pending (en, dark)');
  });

  test('a phone another registration has is refused on the phone field of its step', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const phone = newPhone();
    const first = await request.post('/api/v1/auth/delivery-man/store', {
      headers: { 'x-localization': lang },
      multipart: {
        f_name: 'Omar',
        l_name: 'Nabil',
        phone,
        email: newEmail('first-rider'),
        password: PASSWORD,
        identity_type: 'passport',
        identity_number: 'A1234567',
        vehicle_id: '1',
        zone_id: String(ZONES.cairo.id),
        earning: '0',
        'identity_image[]': {
          name: 'passport.png',
          mimeType: 'image/png',
          buffer: picturePng(80, 60),
        },
      },
    });
    expect(first.ok(), await first.text()).toBe(true);

    await visit(context, baseURL, lang);
    await openPage(page, lang, '/delivery-man/apply');
    await register(page, phone, false);
    const main = page.getByRole('main');
    const phoneField = main.getByRole('textbox', { name: words['Phone number'] });
    await expect(main.getByRole('heading', { level: 2 })).toContainText(words['Personal details']);
    await expect(phoneField).toBeFocused();
    await expect(phoneField).toHaveValue(phone);
    await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText(words['This phone number is already registered'])).toBeVisible();
    await expectNoSeriousAxe(page, 'delivery man registration, phone refused (en, dark)');
  });
});

test.describe('without scripts, as a crawler or a slow phone sees it first', () => {
  test.use({ ...PHONE_BROWSER, javaScriptEnabled: false });

  test('both applications arrive written by the server, their first step showing', async ({
    page,
  }) => {
    const arabic = WORDS.ar;
    await page.goto('/store/apply');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: arabic['Become a Store Owner'] }),
    ).toBeVisible();
    await expect(main.getByRole('textbox', { name: arabic['Store name (Arabic)'] })).toBeVisible();

    const english = WORDS.en;
    await page.goto('/delivery-man/apply?lang=en');
    await expect(
      main.getByRole('heading', { level: 1, name: english['Become a delivery man'] }),
    ).toBeVisible();
    await expect(main.getByRole('textbox', { name: english['Identity number'] })).toBeVisible();
  });
});
