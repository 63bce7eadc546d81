import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { GiftDraw, GiftPacketPage } from '../../src/core/api/giftWire';
import { itemUnderPointer, WHEEL_TURNS, wheelSlices } from '../../src/core/gifts';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop, type FakeShop } from '../../src/core/testing';
import { FAKE_GIFT_PACKET_ID } from '../../src/core/testing/fakeGifts';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { GiftSpin } from './GiftSpin';
import { REDUCED_MOTION_QUERY } from './usePacketSpin';
import './define';

// Axe over a page of pictures takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const PACKETS = '/api/v1/home-gift-packets';
const SPIN = '/api/v1/customer/random-item-by-gift-packet';
const GIFT_ITEM = '/api/v1/customer/get-gift-item';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const core of cores.splice(0)) core.dispose();
});

/** The browser asks for reduced motion, or not. */
function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    if (query !== REDUCED_MOTION_QUERY) return original(query);
    const ignore = () => undefined;
    const asked: MediaQueryList = {
      matches: reduce,
      media: query,
      onchange: null,
      addEventListener: ignore,
      removeEventListener: ignore,
      addListener: ignore,
      removeListener: ignore,
      dispatchEvent: () => false,
    };
    return asked;
  });
}

beforeEach(() => preferReducedMotion(false));

/** What the shop answered: its packets and every draw it made. */
interface Heard {
  packets: GiftPacketPage[];
  draws: GiftDraw[];
}

const pathOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input), 'http://fake.shop').pathname;

/** The gift spin on `shop`, listening to what the shop answers. */
async function renderSpin(
  shop: FakeShop,
  {
    signedIn = true,
    language = 'en',
    answer,
  }: {
    signedIn?: boolean;
    language?: Locale;
    /** Answers some paths itself instead of the shop. */
    answer?: (path: string) => unknown;
  } = {},
) {
  const heard: Heard = { packets: [], draws: [] };
  const rendered = await renderOnShop(<GiftSpin />, {
    language,
    ...(signedIn ? { token: shop.token } : {}),
    wrap: () => async (input, init) => {
      const path = pathOf(input);
      const own = answer?.(path);
      if (own !== undefined) return Response.json(own);
      const reply = await shop.fetch(input, init);
      if (reply.ok && path === SPIN) heard.draws.push(await reply.clone().json());
      if (reply.ok && path === PACKETS) heard.packets.push(await reply.clone().json());
      return reply;
    },
  });
  cores.push(rendered.core);
  return { ...rendered, heard };
}

/** The fake shop's one packet's card, once it is there. */
const packetCard = async (name = 'Welcome gift') =>
  screen.findByRole('region', { name }, { timeout: 5000 });

/** How far the card's wheel stands turned. */
function wheelTurn(card: HTMLElement): number {
  const wheel = card.querySelector('[data-turn]');
  if (!wheel) throw new Error('no wheel');
  return Number(wheel.getAttribute('data-turn'));
}

/** The item the card's wheel stops under its pointer, by the packet's weights. */
function itemOnTheWheel(card: HTMLElement, heard: Heard): number | null {
  const packet = heard.packets[0]?.gift_packets[0];
  if (!packet) throw new Error('no packet heard');
  const slices = wheelSlices(packet.items.map((i) => ({ itemId: i.item_id, weight: i.weight })));
  return itemUnderPointer(slices, wheelTurn(card));
}

/** The card's live region. */
const announcement = (card: HTMLElement) => within(card).getByRole('status');

describe('GiftSpin', () => {
  describe('given a visitor', () => {
    it('shows the packets with each item’s chance, and asks them to sign in to spin', async () => {
      const shop = createFakeShop();
      await renderSpin(shop, { signedIn: false });
      expect(screen.getByRole('heading', { level: 1, name: 'Gift spin' })).toBeTruthy();
      const card = await packetCard();
      const items = within(
        within(card).getByRole('list', { name: 'What you can win' }),
      ).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(items[0]?.textContent).toContain('Chance: 25%');
      expect(items[1]?.textContent).toContain('Chance: 75%');
      const signIn = within(card).getByRole('link', { name: 'Sign in to spin' });
      expect(signIn.getAttribute('href')).toBe(
        `/auth/sign-in?from=${encodeURIComponent('/gifts')}`,
      );
      expect(within(card).queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
      expect(shop.calls.some((call) => call.path === GIFT_ITEM)).toBe(false);
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderSpin(createFakeShop(), { signedIn: false });
      await packetCard();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('when a signed-in customer spins a packet', () => {
    it('turns the wheel to the item the server drew, then says the prize and when it comes', async () => {
      const shop = createFakeShop();
      const { user, heard } = await renderSpin(shop);
      const card = await packetCard();
      const spin = await within(card).findByRole('button', { name: 'Spin the wheel' });
      expect(wheelTurn(card)).toBe(0);
      await user.click(spin);

      await waitFor(() => expect(announcement(card).textContent).toBe('The wheel is spinning…'));
      expect(spin.getAttribute('aria-busy')).toBe('true');
      const [draw] = heard.draws;
      if (!draw) throw new Error('no draw heard');
      expect(wheelTurn(card)).toBeGreaterThanOrEqual(WHEEL_TURNS * 360);
      expect(itemOnTheWheel(card, heard)).toBe(draw.item.item_id);
      expect(within(card).queryByText(/You won/)).toBeNull();

      const wheel = card.querySelector('[data-turn]');
      if (!wheel) throw new Error('no wheel');
      fireEvent.transitionEnd(wheel);

      await waitFor(() =>
        expect(announcement(card).textContent).toBe(
          `You won ${draw.item.name}! It comes free with your next order.`,
        ),
      );
      expect(itemOnTheWheel(card, heard)).toBe(draw.item.item_id);
      expect(within(card).queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
      expect(document.activeElement).toBe(
        within(card).getByRole('link', { name: 'Continue shopping' }),
      );
    });

    it('shows the prize at once, with no turning, when the shopper asks for reduced motion', async () => {
      preferReducedMotion(true);
      const shop = createFakeShop();
      const { user, heard } = await renderSpin(shop);
      const card = await packetCard();
      await user.click(await within(card).findByRole('button', { name: 'Spin the wheel' }));

      await waitFor(() => expect(announcement(card).textContent).toMatch(/^You won /));
      const [draw] = heard.draws;
      expect(announcement(card).textContent).toContain(`You won ${draw?.item.name}!`);
      expect(wheelTurn(card)).toBeLessThan(360);
      expect(itemOnTheWheel(card, heard)).toBe(draw?.item.item_id);
      expect(screen.queryByText('The wheel is spinning…')).toBeNull();
    });

    it('spins a packet once: a later visit shows the same prize and no Spin button', async () => {
      preferReducedMotion(true);
      const shop = createFakeShop();
      const first = await renderSpin(shop);
      await first.user.click(
        await within(await packetCard()).findByRole('button', { name: 'Spin the wheel' }),
      );
      await waitFor(() => expect(screen.getByText(/^You won /)).toBeTruthy());
      const won = first.heard.draws[0]?.item.name;
      cleanup();

      preferReducedMotion(false);
      const again = await renderSpin(shop);
      const card = await packetCard();
      await waitFor(() =>
        expect(announcement(card).textContent).toBe(
          `You won ${won}! It comes free with your next order.`,
        ),
      );
      expect(wheelTurn(card)).toBeLessThan(360);
      expect(itemOnTheWheel(card, again.heard)).toBe(first.heard.draws[0]?.item.item_id);
      expect(within(card).queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
      expect(shop.calls.filter((call) => call.path === SPIN)).toHaveLength(1);
      expect(document.activeElement).toBe(document.body);
    });

    it('says the shop’s refusal in place and keeps the Spin button', async () => {
      const shop = createFakeShop();
      shop.failNext(SPIN, 409, 'This gift packet is empty');
      const { user } = await renderSpin(shop);
      const card = await packetCard();
      const spin = await within(card).findByRole('button', { name: 'Spin the wheel' });
      await user.click(spin);
      await waitFor(() =>
        expect(within(card).getByRole('alert').textContent).toBe('This gift packet is empty'),
      );
      expect(spin.getAttribute('aria-busy')).not.toBe('true');
      expect(wheelTurn(card)).toBe(0);
    });

    it('has no serious accessibility violations once the prize shows', async () => {
      preferReducedMotion(true);
      const { user, container } = await renderSpin(createFakeShop());
      await user.click(
        await within(await packetCard()).findByRole('button', { name: 'Spin the wheel' }),
      );
      await waitFor(() => expect(screen.getByText(/^You won /)).toBeTruthy());
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a prize already on an order', () => {
    it('names the order and leads to it', async () => {
      const shop = createFakeShop();
      const draw: GiftDraw = {
        id: 4,
        gift_packet_id: FAKE_GIFT_PACKET_ID,
        item: { item_id: 1, name: 'Red apples', image: '', price: 30 },
        gift_price: 0,
        seed: 'ab'.repeat(32),
        order_id: 100021,
        created_at: '2026-12-01T10:00:00Z',
      };
      await renderSpin(shop, {
        answer: (path) => (path === GIFT_ITEM ? { gift_item: draw } : undefined),
      });
      const card = await packetCard();
      await waitFor(() =>
        expect(announcement(card).textContent).toBe(
          'You won Red apples! It comes free with order #100021.',
        ),
      );
      expect(within(card).getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe(
        '/order?id=100021',
      );
    });
  });

  describe('when the customer’s spin cannot be read', () => {
    it('says so on the card, and Try again reads it again', async () => {
      const shop = createFakeShop();
      shop.failNext(GIFT_ITEM, 500, 'Internal server error');
      const { user } = await renderSpin(shop);
      const card = await packetCard();
      await within(card).findByText('We could not check whether you have spun this packet.');
      await user.click(within(card).getByRole('button', { name: 'Try again' }));
      expect(await within(card).findByRole('button', { name: 'Spin the wheel' })).toBeTruthy();
    });
  });

  describe('when the packets cannot be loaded', () => {
    it('says so with Try again, which loads them', async () => {
      const shop = createFakeShop();
      shop.failNext(PACKETS, 500, 'Internal server error');
      const { user } = await renderSpin(shop, { signedIn: false });
      await screen.findByText('The gift packets could not be loaded.');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await packetCard()).toBeTruthy();
    });
  });

  describe('given a shop with no packets on offer', () => {
    it('says so and leads home', async () => {
      await renderSpin(createFakeShop(), {
        answer: (path) =>
          path === PACKETS
            ? { total_size: 0, limit: '20', offset: '1', gift_packets: [] }
            : undefined,
      });
      await screen.findByText('No gift packets are on offer right now');
      expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    });
  });

  describe('in Arabic', () => {
    it('names the page, the packet and the spin in Arabic', async () => {
      preferReducedMotion(true);
      const { user } = await renderSpin(createFakeShop(), { language: 'ar' });
      expect(screen.getByRole('heading', { level: 1, name: 'عجلة الهدايا' })).toBeTruthy();
      const card = await packetCard('هدية الترحيب');
      expect(within(card).getByRole('list', { name: 'ما يمكنك ربحه' })).toBeTruthy();
      await user.click(await within(card).findByRole('button', { name: 'أدر العجلة' }));
      await waitFor(() =>
        expect(announcement(card).textContent).toMatch(/^ربحت .+! ستصلك مجانًا مع طلبك القادم\.$/),
      );
    });

    it('asks a visitor to sign in to spin', async () => {
      await renderSpin(createFakeShop(), { language: 'ar', signedIn: false });
      const card = await packetCard('هدية الترحيب');
      expect(within(card).getByRole('link', { name: 'سجّل الدخول لتدير العجلة' })).toBeTruthy();
    });
  });

  describe('as the <souq-gift-spin> element', () => {
    it('is defined', () => {
      const element = document.createElement('souq-gift-spin');
      expect(element).toBeInstanceOf(customElements.get('souq-gift-spin'));
    });
  });
});
