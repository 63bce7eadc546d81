/*
 * Issue #18's customer journey on the real server: a customer signed in (through the API, until
 * the account pages exist) orders to a saved address, the wallet paying part and cash the rest;
 * the order is under way in My Orders, its details follow it to delivered, and the customer
 * reviews an item and asks for a refund with a photo. Arabic on a phone (light theme, as every
 * Arabic journey), with axe over My Orders and the order's details.
 */
import {
  amountOf,
  checkoutWith,
  deliveryStepOf,
  expect,
  expectNoSeriousAxe,
  feeKnown,
  ITEMS,
  JOURNEY_TIMEOUTS,
  LIFECYCLE_TIMEOUT,
  newPhone,
  PHONE,
  payCashOnDelivery,
  paymentOf,
  photoPng,
  placeOrder,
  say,
  summaryAmount,
  summaryOf,
  termValue,
  test,
  WORDS,
  ZONES,
  enterShop,
} from './checkoutJourney';
import { orderOnServer, saveAddress, signUpCustomer, topUpWallet } from './shopControls';

test.describe.configure({ timeout: 120_000 + LIFECYCLE_TIMEOUT });
const lang = 'ar';
const words = WORDS[lang];
/** What the wallet holds: less than the order, so it pays a part. */
const WALLET = 50;

test.use({ ...PHONE, ...JOURNEY_TIMEOUTS });

test('a customer pays partly from the wallet, follows the order to delivered, reviews an item and asks for a refund with a photo', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await enterShop(context, baseURL ?? '', lang);
  const customer = await signUpCustomer(request);
  await topUpWallet(request, customer.token, WALLET);
  const saved = 'الشقة 4، 9 شارع عباس العقاد، شبرا';
  await saveAddress(request, customer.token, {
    contactName: 'منى عادل',
    phone: newPhone(),
    address: saved,
    point: ZONES.cairo.centre,
  });
  await page.addInitScript((token) => localStorage.setItem('token', token), customer.token);

  await checkoutWith(page, lang, ITEMS.milk, 2);

  // The saved address is chosen, and no new-address form is asked for.
  const step = deliveryStepOf(page, words);
  await expect(step.getByRole('radio', { name: new RegExp(saved) })).toBeChecked();
  await expect(step.getByRole('textbox', { name: words['Contact person name'] })).toHaveCount(0);

  // The wallet pays its balance; cash on delivery the rest.
  const payment = paymentOf(page, words);
  await payment.getByRole('checkbox', { name: words['Pay with my wallet'] }).check();
  await payCashOnDelivery(page, lang);
  await feeKnown(page, lang);
  const summary = summaryOf(page, words);
  const total = await summaryAmount(page, words, words.Total);
  expect(amountOf(await termValue(summary, words['Paid from your wallet']).textContent())).toBe(
    WALLET,
  );
  const due = await summaryAmount(page, words, words['Left to pay']);
  expect(due).toBeCloseTo(total - WALLET, 2);

  const orderId = await placeOrder(page, lang);
  const onServer = await orderOnServer(request, orderId, { token: customer.token });
  expect(onServer).toMatchObject({
    order_amount: total,
    partially_paid_amount: WALLET,
    is_guest: 0,
    store_id: ITEMS.milk.storeId,
  });

  // My Orders: the order is in progress.
  await page.goto('/profile?page=my-orders');
  const list = page.getByRole('main');
  await expect(list.getByRole('tab', { selected: true })).toHaveText(/قيد التنفيذ/);
  const card = list.getByRole('listitem').filter({
    has: page.getByRole('link', { name: say(words['Order #{id}'], { id: orderId }) }),
  });
  await expect(card).toBeVisible();
  expect(amountOf(await termValue(card, words.Total).textContent())).toBe(total);
  await expectNoSeriousAxe(page, 'my orders');

  // Its details, which follow it to delivered.
  await card.getByRole('link', { name: say(words['Order #{id}'], { id: orderId }) }).click();
  await expect(page).toHaveURL(`/order?id=${orderId}`);
  const details = page.getByRole('main');
  await expect(
    details.getByRole('heading', { level: 1, name: say(words['Order #{id}'], { id: orderId }) }),
  ).toBeVisible();
  const bill = details.getByRole('region', { name: words['Order summary'] });
  await expect(termValue(bill, words.Total)).toBeVisible();
  expect(amountOf(await termValue(bill, words.Total).textContent())).toBe(total);
  expect(amountOf(await termValue(bill, words['Paid from wallet']).textContent())).toBe(WALLET);
  await expectNoSeriousAxe(page, 'order details');
  // The line's weight and the answer about a missing item read in Arabic, as they were chosen.
  await expect(
    details.getByRole('region', { name: words.Items }).getByRole('listitem'),
  ).toContainText(ITEMS.milk.option[lang]);
  await expect(
    termValue(
      details.getByRole('region', { name: words['Delivery address'] }),
      words['If an item is unavailable'],
    ),
  ).toHaveText(words['Remove it from my order']);

  await expect
    .poll(
      async () => (await orderOnServer(request, orderId, { token: customer.token })).order_status,
      { timeout: LIFECYCLE_TIMEOUT, intervals: [1_000] },
    )
    .toBe('delivered');
  await page.reload();
  await expect(details.getByText(words.delivered).first()).toBeVisible();

  // A review of the item: stars and a comment.
  await details.getByRole('button', { name: words['Write a review'] }).click();
  const review = page.getByRole('dialog', {
    name: say(words['Review {name}'], { name: ITEMS.milk.name[lang] }),
  });
  // The star is the radio's label: a shopper presses the star, the radio is visually hidden.
  const fourStars = review.getByRole('radio', { name: '4 نجوم' });
  await review.locator('label', { has: page.getByRole('radio', { name: '4 نجوم' }) }).click();
  await expect(fourStars).toBeChecked();
  await review.getByRole('textbox', { name: words.Comment }).fill('طازج ووصل باردًا.');
  await review.getByRole('button', { name: words['Send review'] }).click();
  await expect(review).toBeHidden();
  await expect(details.getByText(words['You reviewed this item'])).toBeVisible();

  // A refund, with a reason and a photo.
  await details.getByRole('button', { name: words['Request a refund'] }).click();
  const refund = page.getByRole('dialog', { name: words['Request a refund'] });
  await refund.getByRole('combobox', { name: words.Reason }).selectOption({ index: 1 });
  await refund.getByRole('textbox', { name: words['Note (optional)'] }).fill('العبوة مفتوحة.');
  await refund.getByLabel(words['Add photos']).setInputFiles({
    name: 'package.png',
    mimeType: 'image/png',
    buffer: photoPng(),
  });
  await expect(
    refund.getByRole('img', { name: say(words['Photo {number}'], { number: 1 }) }),
  ).toBeVisible();
  await refund.getByRole('button', { name: words['Send request'] }).click();
  await expect(refund).toBeHidden();
  await expect(
    details.getByRole('status').filter({ hasText: words['Refund request sent'] }),
  ).toBeVisible();
  await expect(details.getByText(words.refund_requested).first()).toBeVisible();
  expect((await orderOnServer(request, orderId, { token: customer.token })).order_status).toBe(
    'refund_requested',
  );

  // No longer under way: My Orders has it among the previous ones, refund requested.
  await page.goto('/profile?page=my-orders');
  await expect(list.getByRole('tab', { selected: true })).toHaveText(/قيد التنفيذ/);
  await expect(list.getByText(words['You have no orders under way.'])).toBeVisible();
  await list.getByRole('tab', { selected: false }).click();
  const previous = list.getByRole('listitem').filter({
    has: page.getByRole('link', { name: say(words['Order #{id}'], { id: orderId }) }),
  });
  await expect(previous).toContainText(words.refund_requested);
});
