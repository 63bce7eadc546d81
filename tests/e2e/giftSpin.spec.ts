/*
 * Issue #21's gift spin on the real server. In Arabic on a phone (light) a customer spins a
 * packet: the wheel turns and stops on the prize the server drew, said on the card; the next
 * order they place carries it free, its details list it, and the gift page then names that order.
 * In English on a desktop (dark) with reduced motion the prize shows at once with no motion, and a
 * second visit shows the same prize with no second spin. axe over each state.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { GiftItemReply, GiftPacketPage } from '../../src/core/api/giftWire';
import { openPage, SCREEN_OF, signedInWith, visit } from './accountJourney';
import {
  checkoutWith,
  expect,
  expectNoSeriousAxe,
  feeKnown,
  ITEMS,
  type Lang,
  newPhone,
  payCashOnDelivery,
  placeOrder,
  say,
  test,
  WORDS,
  ZONES,
} from './checkoutJourney';
import { saveAddress, signUpCustomer } from './shopControls';

/** The packet both journeys spin, by its name in each language. */
const PACKET = { ar: 'هدية الترحيب', en: 'Welcome gift' } as const;

/** The seeded packet's id, read from the shop's packets. */
async function packetId(request: APIRequestContext): Promise<number> {
  const reply = await request.get('/api/v1/home-gift-packets', {
    headers: { 'x-localization': 'en' },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { gift_packets } = (await reply.json()) as GiftPacketPage;
  const packet = gift_packets.find((candidate) => candidate.name === PACKET.en);
  if (!packet) throw new Error(`no packet named ${PACKET.en}`);
  return packet.id;
}

/** The customer's draw of the packet as the server keeps it. */
async function drawOnServer(request: APIRequestContext, token: string, lang: Lang) {
  const reply = await request.get('/api/v1/customer/get-gift-item', {
    headers: { authorization: `Bearer ${token}`, 'x-localization': lang },
    params: { gift_packet_id: await packetId(request) },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { gift_item } = (await reply.json()) as GiftItemReply;
  if (!gift_item) throw new Error('the server keeps no draw');
  return gift_item;
}

/** The packet's card on the gift page. */
function packetCard(page: Page, lang: Lang): Locator {
  return page.getByRole('main').getByRole('region', { name: PACKET[lang] });
}

/** How far the card's wheel stands turned, in degrees. */
async function wheelTurn(card: Locator): Promise<number> {
  return Number(await card.locator('[data-turn]').getAttribute('data-turn'));
}

test.describe('in Arabic on a phone', () => {
  const lang = 'ar';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);
  test.describe.configure({ timeout: 150_000 });

  test('a customer spins, wins the server’s draw, and the next order carries it free', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    const address = 'الشقة 7، 12 شارع قصر النيل، وسط البلد';
    await saveAddress(request, customer.token, {
      contactName: 'سلمى فؤاد',
      phone: newPhone(),
      address,
      point: ZONES.cairo.centre,
    });
    await signedInWith(page, customer.token);

    await openPage(page, lang, '/gifts');
    await expect(page.getByRole('heading', { level: 1, name: words['Gift spin'] })).toBeVisible();
    const card = packetCard(page, lang);
    const spin = card.getByRole('button', { name: words['Spin the wheel'] });
    await expect(spin).toBeVisible();
    await expect(card.getByRole('list', { name: words['What you can win'] })).toBeVisible();
    await expectNoSeriousAxe(page, 'gift spin before the spin (ar, light)');

    await spin.click();
    const said = card.getByRole('status');
    await expect(said).toHaveText(words['The wheel is spinning…']);
    // The wheel turns its five whole turns and more, in motion, before it says the prize.
    expect(await wheelTurn(card)).toBeGreaterThanOrEqual(360 * 5);
    expect(
      await card.locator('[data-turn]').evaluate((element) => element.getAnimations().length),
    ).toBe(1);
    await expect(said).toHaveText(/^ربحت /, { timeout: 10_000 });
    const draw = await drawOnServer(request, customer.token, lang);
    await expect(said).toHaveText(
      `${say(words['You won {item}!'], { item: draw.item.name })} ${words['It comes free with your next order.']}`,
    );
    await expect(card.getByRole('button', { name: words['Spin the wheel'] })).toHaveCount(0);
    await expectNoSeriousAxe(page, 'gift spin with its prize (ar, light)');

    await checkoutWith(page, lang, ITEMS.milk, 1);
    await payCashOnDelivery(page, lang);
    await feeKnown(page, lang);
    const orderId = await placeOrder(page, lang);

    await page.goto(`/order?id=${orderId}`);
    const details = page.getByRole('main');
    await expect(
      details.getByRole('heading', { level: 1, name: say(words['Order #{id}'], { id: orderId }) }),
    ).toBeVisible();
    const lines = details.getByRole('region', { name: words.Items }).getByRole('listitem');
    await expect(lines.filter({ hasText: draw.item.name })).toHaveCount(1);
    await expect(lines.filter({ hasText: ITEMS.milk.name[lang] })).toHaveCount(1);
    expect((await drawOnServer(request, customer.token, lang)).order_id).toBe(orderId);
    await expectNoSeriousAxe(page, 'order details with the gift (ar, light)');

    await openPage(page, lang, '/gifts');
    await expect(packetCard(page, lang).getByRole('status')).toContainText(
      say(words['It comes free with order #{id}.'], { id: orderId }),
    );
    await packetCard(page, lang).getByRole('link', { name: words['View the order'] }).click();
    await expect(page).toHaveURL(`/order?id=${orderId}`);
  });
});

test.describe('in English on a desktop, with reduced motion', () => {
  const lang = 'en';
  const words = WORDS[lang];
  test.use(SCREEN_OF[lang]);

  test('the prize shows at once without motion, and a second visit shows the same prize', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(context, baseURL, lang);
    const customer = await signUpCustomer(request);
    await signedInWith(page, customer.token);

    await openPage(page, lang, '/gifts');
    const card = packetCard(page, lang);
    await card.getByRole('button', { name: words['Spin the wheel'] }).click();
    const said = card.getByRole('status');
    await expect(said).toHaveText(/^You won /, { timeout: 3_000 });
    const wheel = card.locator('[data-turn]');
    expect(await wheel.evaluate((element) => element.getAnimations().length)).toBe(0);
    expect(await wheelTurn(card)).toBeLessThan(360);
    const draw = await drawOnServer(request, customer.token, lang);
    const prize = `You won ${draw.item.name}! It comes free with your next order.`;
    await expect(said).toHaveText(prize);
    await expect(card.getByRole('link', { name: words['Continue shopping'] })).toBeFocused();
    const turn = await wheelTurn(card);
    await expectNoSeriousAxe(page, 'gift spin with its prize (en, dark)');

    await page.reload();
    await expect(packetCard(page, lang).getByRole('status')).toHaveText(prize);
    await expect(
      packetCard(page, lang).getByRole('button', { name: words['Spin the wheel'] }),
    ).toHaveCount(0);
    expect(await wheelTurn(packetCard(page, lang))).toBe(turn);
    expect((await drawOnServer(request, customer.token, lang)).id).toBe(draw.id);
    await expectNoSeriousAxe(page, 'gift spin on a second visit (en, dark)');
  });
});
