/*
 * Issue #21's parcel on the real server: a signed-in customer sends a parcel from /parcel and
 * lands on its confirmation, then opens its tracking. In Arabic on a phone (light) between two
 * saved addresses; in English on a desktop (dark) with both addresses typed on the page, one
 * found by each zone. The charge the page shows is the core's price of the two points, and the
 * server charges exactly that. axe over every step, the confirmation and the tracking.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Config, Order, ParcelCategory } from '../../src/core/api/wire';
import { checkoutSettings } from '../../src/core/checkout';
import { parcelQuote } from '../../src/core/checkout/parcelQuote';
import { openPage, SCREEN_OF, signedInWith, visit } from './accountJourney';
import {
  amountOf,
  expect,
  expectNoSeriousAxe,
  type Lang,
  newPhone,
  placedOrderId,
  say,
  termValue,
  test,
  trackedOrderOf,
  WORDS,
  ZONES,
} from './checkoutJourney';
import { customerOrders, saveAddress, signUpCustomer } from './shopControls';

// Each journey runs axe at six places on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Two places in the Cairo zone, about 11 km apart: the charge is above the minimum. */
const GARDEN_CITY = { lat: 30.0333, lng: 31.2302 };
const HELIOPOLIS = { lat: 30.0911, lng: 31.323 };

/** The shop's parcel categories and configuration, in a language. */
async function shopFacts(request: APIRequestContext, lang: Lang) {
  const headers = { 'x-localization': lang };
  const categories = await request.get('/api/v1/parcel-category', { headers });
  const config = await request.get('/api/v1/config', { headers });
  expect(categories.ok() && config.ok()).toBe(true);
  return {
    categories: (await categories.json()) as ParcelCategory[],
    config: (await config.json()) as Config,
  };
}

/** The total the core prices for a parcel of `category` between two points, in the shop's config. */
function expectedTotal(
  config: Config,
  category: ParcelCategory,
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
): number {
  const zone = config.zones.find((entry) => entry.id === ZONES.cairo.id);
  if (!zone) throw new Error('the shop has no Cairo zone');
  return parcelQuote({ from, to, category, zone, settings: checkoutSettings(config) }).total;
}

/** The step of the page headed `name`. */
const stepOf = (page: Page, name: string): Locator =>
  page.getByRole('main').getByRole('region', { name });

/** The heading of each step, in a language. */
function stepHeading(lang: Lang, step: 'what' | 'from' | 'to' | 'pay'): string {
  const select = WORDS[lang].parcel_step_heading;
  // The last step is the message's `other` case.
  const match = new RegExp(`${step === 'pay' ? 'other' : step} \\{([^}]*)\\}`).exec(select);
  if (!match?.[1]) throw new Error(`no heading for the step ${step}`);
  return match[1];
}

/** The label of an end's contact field, in a language. */
function contactLabel(lang: Lang, field: 'name' | 'phone', role: 'sender' | 'receiver'): string {
  const select = WORDS[lang][field === 'name' ? 'parcel_contact_name' : 'parcel_contact_phone'];
  const match = new RegExp(`${role === 'sender' ? 'sender' : 'other'} \\{([^}]*)\\}`).exec(select);
  if (!match?.[1]) throw new Error(`no ${field} label for the ${role}`);
  return match[1];
}

/** Presses Continue on a step and waits until the next one shows. */
async function goOn(page: Page, lang: Lang, from: Locator, next: 'from' | 'to' | 'pay') {
  await from.getByRole('button', { name: WORDS[lang].Continue }).click();
  await expect(stepOf(page, stepHeading(lang, next))).toBeVisible();
}

/** Checks the parcel the server keeps: a parcel of that category, that total, to that receiver. */
async function expectParcelKept(
  request: APIRequestContext,
  token: string,
  orderId: number,
  kept: { categoryId: number; total: number; receiver: string; sender: string },
) {
  const order = (await customerOrders(request, token)).find(
    (listed): listed is Order => listed.id === orderId,
  );
  expect(order).toMatchObject({
    order_type: 'parcel',
    order_amount: kept.total,
    payment_method: 'cash_on_delivery',
    charge_payer: 'sender',
    parcel_category: { id: kept.categoryId },
    delivery_address: { address: kept.sender },
    receiver_details: { address: kept.receiver },
  });
}

/** Opens the tracking of the order from its confirmation (a parcel's), and checks it shows. */
async function openTracking(page: Page, lang: Lang, orderId: number) {
  const words = WORDS[lang];
  await expect(
    page.getByRole('main').getByText(words['A delivery man collects the parcel from the sender.']),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: words['Track Order'] }).click();
  await expect(trackedOrderOf(page, words, orderId)).toBeVisible();
}

test.describe('in Arabic on a phone', () => {
  const lang = 'ar';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  test('a customer sends a parcel between two saved addresses, cash on delivery, and tracks it', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    const sender = 'شقة 3، 12 شارع النيل، جاردن سيتي';
    const receiver = '8 شارع الأهرام، مصر الجديدة';
    await saveAddress(request, customer.token, {
      contactName: 'منى عادل',
      phone: customer.phone,
      address: sender,
      point: GARDEN_CITY,
    });
    await saveAddress(request, customer.token, {
      contactName: 'عمر نبيل',
      phone: newPhone(),
      address: receiver,
      point: HELIOPOLIS,
    });
    const { categories, config } = await shopFacts(request, lang);
    const documents = categories[0];
    if (!documents) throw new Error('the shop has no parcel category');
    await signedInWith(page, customer.token);

    await openPage(page, lang, '/parcel');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: words['Send a parcel'] }),
    ).toBeVisible();
    const what = stepOf(page, stepHeading(lang, 'what'));
    await expect(what.getByRole('radio')).toHaveCount(categories.length);
    await expectNoSeriousAxe(page, 'parcel, what (ar, phone, light)');
    await what.getByRole('radio', { name: new RegExp(documents.name) }).check();
    await goOn(page, lang, what, 'from');

    const from = stepOf(page, stepHeading(lang, 'from'));
    await expect(
      from.getByRole('textbox', { name: contactLabel(lang, 'name', 'sender') }),
    ).toHaveValue('Mona Adel');
    await from.getByRole('radio', { name: new RegExp(sender) }).check();
    await expectNoSeriousAxe(page, 'parcel, from (ar, phone, light)');
    await goOn(page, lang, from, 'to');

    const to = stepOf(page, stepHeading(lang, 'to'));
    await to.getByRole('radio', { name: new RegExp(receiver) }).check();
    // The saved address's contact fills the receiver's empty fields.
    await expect(
      to.getByRole('textbox', { name: contactLabel(lang, 'name', 'receiver') }),
    ).toHaveValue('عمر نبيل');
    await expectNoSeriousAxe(page, 'parcel, to (ar, phone, light)');
    await goOn(page, lang, to, 'pay');

    const pay = stepOf(page, stepHeading(lang, 'pay'));
    await expect(
      pay.getByRole('radio', { name: new RegExp(`^${words.cash_on_delivery}`) }),
    ).toBeChecked();
    const summary = main.getByRole('complementary', { name: words['Order summary'] });
    const total = expectedTotal(config, documents, GARDEN_CITY, HELIOPOLIS);
    await expect(termValue(summary, words.Total)).toHaveText(/\d/);
    expect(amountOf(await termValue(summary, words.Total).textContent())).toBe(total);
    await expect(termValue(summary, words.From)).toHaveText(sender);
    await expectNoSeriousAxe(page, 'parcel, pay (ar, phone, light)');
    await summary.getByRole('button', { name: words['Send parcel'] }).click();

    const orderId = await placedOrderId(page, lang);
    await expectNoSeriousAxe(page, 'parcel placed (ar, phone, light)');
    await expectParcelKept(request, customer.token, orderId, {
      categoryId: documents.id,
      total,
      sender,
      receiver,
    });
    await openTracking(page, lang, orderId);
    await expectNoSeriousAxe(page, 'parcel tracked (ar, phone, light)');
  });
});

test.describe('in English on a desktop', () => {
  const lang = 'en';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  /** Fills a new address on a step: contact, the zone (its centre is the point), the line. */
  async function fillNewAddress(
    step: Locator,
    address: {
      name?: string;
      phone?: string;
      zone: typeof ZONES.cairo | typeof ZONES.giza;
      line: string;
    },
  ) {
    if (address.name) {
      await step
        .getByRole('textbox', { name: contactLabel(lang, 'name', 'receiver') })
        .fill(address.name);
    }
    if (address.phone) {
      await step
        .getByRole('textbox', { name: contactLabel(lang, 'phone', 'receiver') })
        .fill(address.phone);
    }
    await step.getByRole('combobox', { name: words.Zone }).selectOption(String(address.zone.id));
    await expect(
      step.getByText(say(words['We deliver to {zone}'], { zone: address.zone.name[lang] })),
    ).toBeVisible();
    await step.getByRole('textbox', { name: words.Address, exact: true }).fill(address.line);
  }

  test('a customer sends a parcel between two addresses typed on the page, and tracks it', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    const { categories, config } = await shopFacts(request, lang);
    const documents = categories[0];
    if (!documents) throw new Error('the shop has no parcel category');
    await signedInWith(page, customer.token);
    const sender = '21 Kasr El Nil Street, Downtown';
    const receiver = '4 Pyramids Road, Haram';

    await openPage(page, lang, '/parcel');
    const main = page.getByRole('main');
    const summary = main.getByRole('complementary', { name: words['Order summary'] });
    // On a desktop the summary and Send parcel stand beside every step.
    await expect(summary.getByRole('button', { name: words['Send parcel'] })).toBeVisible();
    const what = stepOf(page, stepHeading(lang, 'what'));
    await what.getByRole('radio', { name: new RegExp(documents.name) }).check();
    await expect(termValue(summary, words.Parcel)).toHaveText(documents.name);
    await expectNoSeriousAxe(page, 'parcel, what (en, desktop, dark)');
    await goOn(page, lang, what, 'from');

    const from = stepOf(page, stepHeading(lang, 'from'));
    // Nothing chosen yet: the step says what is missing, in the server's words for the location.
    await from.getByRole('button', { name: words.Continue }).click();
    await expect(
      from.getByRole('alert').filter({ hasText: words['Sender or Receiver location is missing'] }),
    ).toBeVisible();
    await fillNewAddress(from, { zone: ZONES.cairo, line: sender });
    await expectNoSeriousAxe(page, 'parcel, from (en, desktop, dark)');
    await goOn(page, lang, from, 'to');

    const to = stepOf(page, stepHeading(lang, 'to'));
    await fillNewAddress(to, {
      name: 'Omar Nabil',
      phone: newPhone(),
      zone: ZONES.giza,
      line: receiver,
    });
    await expectNoSeriousAxe(page, 'parcel, to (en, desktop, dark)');
    await goOn(page, lang, to, 'pay');

    const total = expectedTotal(config, documents, ZONES.cairo.centre, ZONES.giza.centre);
    expect(amountOf(await termValue(summary, words.Total).textContent())).toBe(total);
    await expect(termValue(summary, words.To)).toHaveText(receiver);
    await expectNoSeriousAxe(page, 'parcel, pay (en, desktop, dark)');
    await summary.getByRole('button', { name: words['Send parcel'] }).click();

    const orderId = await placedOrderId(page, lang);
    await expectNoSeriousAxe(page, 'parcel placed (en, desktop, dark)');
    await expectParcelKept(request, customer.token, orderId, {
      categoryId: documents.id,
      total,
      sender,
      receiver,
    });
    await openTracking(page, lang, orderId);
    await expectNoSeriousAxe(page, 'parcel tracked (en, desktop, dark)');
  });
});
