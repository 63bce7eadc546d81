/*
 * Issue #20's address book on the real server, in English on a desktop (dark theme): a customer
 * with none adds an address (found by its zone, whose centre is the point), edits its line, and
 * deletes it once the confirmation is answered (Cancel keeps it). The server's address book
 * follows each step. axe over the page at each state, the form and the confirmation.
 */
import type { APIRequestContext } from '@playwright/test';
import { openPage, SCREEN_OF, settled, signedInWith, visit } from './accountJourney';
import { expect, expectNoSeriousAxe, newPhone, say, test, WORDS, ZONES } from './checkoutJourney';
import { signUpCustomer } from './shopControls';

const lang = 'en';
const words = WORDS[lang];
test.use(SCREEN_OF[lang]);

/** The lines of the customer's saved addresses, as the API lists them. */
async function savedLines(request: APIRequestContext, token: string): Promise<string[]> {
  const reply = await request.get('/api/v1/customer/address/list', {
    headers: { authorization: `Bearer ${token}` },
    params: { limit: 50, offset: 1 },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const body = (await reply.json()) as { addresses: { address: string }[] };
  return body.addresses.map(({ address }) => address);
}

test('a customer adds an address, edits it, and deletes it after confirming', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await visit(context, baseURL, lang);
  const customer = await signUpCustomer(request);
  await signedInWith(page, customer.token);
  const first = 'Flat 4, 9 Abbas El Akkad Street';
  const edited = 'Flat 12, 9 Abbas El Akkad Street';

  await openPage(page, lang, '/profile?page=addresses');
  const main = page.getByRole('main');
  await expect(main.getByText(words['You have no saved addresses yet.'])).toBeVisible();
  await expectNoSeriousAxe(page, 'my addresses, none yet (en, dark)');

  // Add: who takes the order, the zone (its centre is the point), the line.
  await main.getByRole('button', { name: words['Add a new address'] }).click();
  const adding = main.getByRole('region', { name: words['Add a new address'] });
  await adding.getByRole('textbox', { name: words['Contact person name'] }).fill('Mona Adel');
  await adding.getByRole('textbox', { name: words['Contact person number'] }).fill(newPhone());
  await adding.getByRole('combobox', { name: words.Zone }).selectOption(String(ZONES.cairo.id));
  await expect(
    adding.getByText(say(words['We deliver to {zone}'], { zone: ZONES.cairo.name[lang] })),
  ).toBeVisible();
  await adding.getByRole('textbox', { name: words.Address, exact: true }).fill(first);
  await expectNoSeriousAxe(page, 'my addresses, adding one (en, dark)');
  await adding.getByRole('button', { name: words['Save address'] }).click();
  await expect(adding).toBeHidden();
  const cards = main.getByRole('region', { name: words['My Addresses'] }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(first);
  await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(
    /^(Home|Office|Others)$/,
  );
  expect(await savedLines(request, customer.token)).toEqual([first]);
  await expectNoSeriousAxe(page, 'my addresses, one saved (en, dark)');

  // Edit: the form holds the address as saved; a new line replaces the old.
  await cards.first().getByRole('button', { name: words.Edit }).click();
  const editing = main.getByRole('region', { name: words['Edit address'] });
  const line = editing.getByRole('textbox', { name: words.Address, exact: true });
  await expect(line).toHaveValue(first);
  await expect(editing.getByRole('textbox', { name: words['Contact person name'] })).toHaveValue(
    'Mona Adel',
  );
  await line.fill(edited);
  await editing.getByRole('button', { name: words['Save address'] }).click();
  await expect(editing).toBeHidden();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(edited);
  expect(await savedLines(request, customer.token)).toEqual([edited]);

  // Delete: Cancel keeps it; Delete in the confirmation removes it.
  await cards.first().getByRole('button', { name: words.Delete }).click();
  const confirm = page.getByRole('alertdialog', {
    name: words['Are you sure you want to delete this address?'],
  });
  await expect(confirm).toBeVisible();
  await settled(confirm);
  await expectNoSeriousAxe(page, 'my addresses, delete confirmation (en, dark)');
  await confirm.getByRole('button', { name: words.Cancel }).click();
  await expect(confirm).toBeHidden();
  await expect(cards).toHaveCount(1);
  expect(await savedLines(request, customer.token)).toEqual([edited]);

  await cards.first().getByRole('button', { name: words.Delete }).click();
  await confirm.getByRole('button', { name: words.Delete }).click();
  await expect(confirm).toBeHidden();
  await expect(main.getByText(words['You have no saved addresses yet.'])).toBeVisible();
  await expect(cards).toHaveCount(0);
  expect(await savedLines(request, customer.token)).toEqual([]);
});
