/*
 * Issue #21's order by prescription on the real server. In Arabic on a phone (light): a signed-in
 * customer chooses a pharmacy of the pharmacy module, adds two pictures of the prescription and a
 * note, places the order to a saved address, sees it confirmed, then opens its details, which
 * wait for the pharmacy's price; the server keeps the order with both pictures and the note. In
 * English on a desktop (dark): a file that is no picture is refused in place before anything is
 * sent, and Place order without a picture asks for the prescription. axe at every step.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { PrescriptionOrderFields } from '../../src/core/api/prescriptionWire';
import type { Module, Order, StorePage } from '../../src/core/api/wire';
import { openPage, picturePng, SCREEN_OF, signedInWith, visit } from './accountJourney';
import {
  expect,
  expectNoSeriousAxe,
  type Lang,
  placedOrderId,
  say,
  termValue,
  test,
  WORDS,
  ZONES,
} from './checkoutJourney';
import { customerOrders, openStoresAllDay, saveAddress, signUpCustomer } from './shopControls';

/** A place in the Cairo zone, where the pharmacy chosen delivers. */
const GARDEN_CITY = { lat: 30.0333, lng: 31.2302 };

/** A pharmacy of the seeded shop. */
interface Pharmacy {
  id: number;
  name: string;
}

/**
 * A pharmacy of the Cairo zone, named in `lang`, opened around the clock for the journey: the
 * stores of the shop's pharmacy module, as the page asks for them.
 */
async function cairoPharmacy(request: APIRequestContext, lang: Lang): Promise<Pharmacy> {
  const headers = { 'x-localization': lang };
  const modules = await request.get('/api/v1/module', { headers });
  expect(modules.ok(), await modules.text()).toBe(true);
  const pharmacyModule = ((await modules.json()) as Module[]).find(
    (module) => module.module_type === 'pharmacy',
  );
  if (!pharmacyModule) throw new Error('the shop has no pharmacy module');
  const list = await request.get('/api/v1/stores/get-stores/all', {
    headers: { ...headers, moduleId: String(pharmacyModule.id) },
    params: { limit: 100, offset: 1 },
  });
  expect(list.ok(), await list.text()).toBe(true);
  const stores = ((await list.json()) as StorePage).stores as Array<
    StorePage['stores'][number] & { module_id: number; zone_id: number }
  >;
  const found = stores.find(
    (store) => store.module_id === pharmacyModule.id && store.zone_id === ZONES.cairo.id,
  );
  if (!found) throw new Error('the shop has no pharmacy in Cairo');
  await openStoresAllDay(request, [found.id]);
  return { id: found.id, name: found.name };
}

/** The page's section headed `name`. */
const sectionOf = (page: Page, name: string): Locator =>
  page.getByRole('main').getByRole('region', { name });

/** The file chooser of the prescription's pictures. */
const pictureChooser = (page: Page, lang: Lang): Locator =>
  sectionOf(page, WORDS[lang]['Your prescription']).getByLabel(WORDS[lang]['Add photos']);

test.describe('in Arabic on a phone', () => {
  const lang = 'ar';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  test('a customer sends two pictures of a prescription with a note, and finds the order', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    const address = 'شقة 3، 12 شارع النيل، جاردن سيتي';
    await saveAddress(request, customer.token, {
      contactName: 'منى عادل',
      phone: customer.phone,
      address,
      point: GARDEN_CITY,
    });
    const pharmacy = await cairoPharmacy(request, lang);
    const note = 'مرتين يوميًا بعد الأكل، والبديل المحلي مقبول';
    await signedInWith(page, customer.token);

    await openPage(page, lang, '/prescription');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: words['Order with a prescription'] }),
    ).toBeVisible();
    const chosen = sectionOf(page, words.Pharmacy).getByRole('radio', {
      name: new RegExp(pharmacy.name),
    });
    await expect(chosen).toBeVisible();
    await expect(main.getByRole('radio', { name: new RegExp(address) })).toBeChecked();
    await expectNoSeriousAxe(page, 'prescription, opened (ar, phone, light)');

    await chosen.check();
    await pictureChooser(page, lang).setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: picturePng(60, 80, 0x2a) },
      { name: 'back.png', mimeType: 'image/png', buffer: picturePng(60, 80, 0x7c) },
    ]);
    const prescription = sectionOf(page, words['Your prescription']);
    await expect(
      prescription.getByRole('img', { name: say(words['Photo {number}'], { number: 2 }) }),
    ).toBeVisible();
    await prescription
      .getByRole('textbox', { name: words['Note for the pharmacy (optional)'] })
      .fill(note);
    const payment = sectionOf(page, words['Payment method']);
    await expect(payment.getByText(words.cash_on_delivery, { exact: true })).toBeVisible();
    await expect(
      payment.getByText(
        words[
          'The pharmacy prices your medicines once it has read your prescription. You pay for them and the delivery fee in cash when the order arrives.'
        ],
      ),
    ).toBeVisible();
    await expect(termValue(payment, words['Delivery fee'])).toHaveText(/\d/);
    await expectNoSeriousAxe(page, 'prescription, pictures chosen (ar, phone, light)');

    await payment.getByRole('button', { name: words['Place order'] }).click();
    const orderId = await placedOrderId(page, lang);
    await expectNoSeriousAxe(page, 'prescription placed (ar, phone, light)');
    const kept = (await customerOrders(request, customer.token)).find(
      (order) => order.id === orderId,
    ) as (Order & PrescriptionOrderFields) | undefined;
    expect(kept).toMatchObject({
      store_id: pharmacy.id,
      prescription_order: true,
      payment_method: 'cash_on_delivery',
      order_note: note,
      delivery_address: { address },
    });
    expect(kept?.order_attachment).toHaveLength(2);

    await main.getByRole('link', { name: words['Order details'] }).click();
    await expect(
      main.getByRole('heading', { level: 1, name: say(words['Order #{id}'], { id: orderId }) }),
    ).toBeVisible();
    await expect(
      main.getByText(words['The pharmacy has not priced this prescription yet.']),
    ).toBeVisible();
    await expectNoSeriousAxe(page, 'prescription order details (ar, phone, light)');
  });
});

test.describe('in English on a desktop', () => {
  const lang = 'en';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  test('a file that is no picture is refused in place, and no picture asks for the prescription', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    await saveAddress(request, customer.token, {
      contactName: 'Mona Adel',
      phone: customer.phone,
      address: 'Flat 3, 12 Nile Street, Garden City',
      point: GARDEN_CITY,
    });
    const pharmacy = await cairoPharmacy(request, lang);
    await signedInWith(page, customer.token);

    // From the pharmacy's own page, whose header offers its prescription order.
    await openPage(page, lang, `/store/${pharmacy.id}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: words['Order with a prescription'] })
      .click();
    await expect(page).toHaveURL(new RegExp(`/prescription\\?store=${pharmacy.id}$`));
    const pharmacySection = sectionOf(page, words.Pharmacy);
    await expect(pharmacySection.getByText(pharmacy.name)).toBeVisible();
    // Opened for one pharmacy: it is given, not chosen.
    await expect(pharmacySection.getByRole('radio')).toHaveCount(0);
    await expectNoSeriousAxe(page, 'prescription, one pharmacy (en, desktop, dark)');

    await pictureChooser(page, lang).setInputFiles({
      name: 'prescription.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.7 a scanned prescription, not a picture'),
    });
    const prescription = sectionOf(page, words['Your prescription']);
    await expect(
      prescription
        .getByRole('alert')
        .filter({ hasText: words['Only JPG, PNG and GIF images are allowed'] }),
    ).toBeVisible();
    await expect(prescription.getByRole('img')).toHaveCount(0);
    await expectNoSeriousAxe(page, 'prescription, file refused (en, desktop, dark)');

    const sent: string[] = [];
    page.on('request', (sending) => {
      if (sending.url().includes('/customer/order/prescription/place')) sent.push(sending.url());
    });
    await page.getByRole('button', { name: words['Place order'] }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: words['Please upload your prescription'] }),
    ).toBeVisible();
    await expect(pictureChooser(page, lang)).toBeFocused();
    expect(sent).toEqual([]);
    await expectNoSeriousAxe(page, 'prescription, no picture (en, desktop, dark)');
  });
});
