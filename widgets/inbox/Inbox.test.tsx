import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import type { FakeShopOptions } from '../../src/core/testing';
import type { FakeFormFile } from '../../src/core/testing/fakeHttp';
import { pngBytes } from '../../src/core/validation/imageBytes.fixtures';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { Inbox } from './Inbox';
import './define';

// A conversation renders and polls on a busy machine; axe over it takes seconds.
vi.setConfig({ testTimeout: 20_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

const SEND = '/api/v1/customer/message/send';
const DETAILS = '/api/v1/customer/message/details';

/** The inbox of a signed-in customer (or a visitor), reading for news every 20 ms. */
async function renderInbox({
  language = 'en',
  signedIn = true,
  shop,
  prepare,
  wrap,
}: {
  language?: Locale;
  signedIn?: boolean;
  shop?: FakeShopOptions;
  prepare?: (shop: Awaited<ReturnType<typeof renderOnShop>>['shop']) => void;
  wrap?: (shopFetch: typeof globalThis.fetch) => typeof globalThis.fetch;
} = {}) {
  const rendered = await renderOnShop(<Inbox pollMs={20} />, {
    language,
    ...(shop ? { shop } : {}),
    ...(wrap ? { wrap } : {}),
    ...(signedIn ? { token: 'customer-token' } : {}),
  });
  cores.push(rendered.core);
  prepare?.(rendered.shop);
  return rendered;
}

/** The chat log once the conversation is read. */
const chatLog = () => screen.findByRole('log', { name: 'Your conversation with support' });

const messageBox = () => screen.getByRole('textbox', { name: /^Message/ });

/** Holds every message sent until `release` lets them through to the shop. */
function heldSends() {
  const waiting: (() => void)[] = [];
  const wrap =
    (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
    (input, init) =>
      String(input instanceof Request ? input.url : input).includes(SEND)
        ? new Promise<void>((resolve) => waiting.push(resolve)).then(() => shopFetch(input, init))
        : shopFetch(input, init);
  const release = () => {
    for (const go of waiting.splice(0)) go();
  };
  return { wrap, release };
}

/** Attaches a small square picture in the composer. */
async function attachPicture(
  user: Awaited<ReturnType<typeof renderOnShop>>['user'],
  name = 'receipt.png',
) {
  await user.upload(
    screen.getByLabelText('Add photos'),
    new File([pngBytes(8, 8)], name, { type: 'image/png' }),
  );
  await screen.findByRole('button', { name: 'Remove photo 1' });
}

describe('Inbox', () => {
  describe('given a customer who has not written yet', () => {
    it('says so, and their first message shows at once, then support’s answer arrives by itself', async () => {
      const { user, shop } = await renderInbox();
      const log = await chatLog();
      expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeTruthy();
      expect(log.getAttribute('aria-live')).toBe('polite');
      expect(
        screen.getByText('No messages yet. Write to us and our support team will answer you here.'),
      ).toBeTruthy();
      await user.type(messageBox(), 'Where is my order?');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await within(log).findByText('Where is my order?')).toBeTruthy();
      expect(messageBox()).toHaveProperty('value', '');
      expect(await within(log).findByText(/Our support team has it/)).toBeTruthy();
      expect(shop.calls.filter((call) => call.path === SEND)).toHaveLength(1);
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderInbox({
        prepare: (shop) => shop.support.seed([{ fromSupport: true, text: 'Welcome!' }]),
      });
      await chatLog();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('when the customer attaches a picture', () => {
    it('sends it with the text as one multipart message and shows it in the conversation', async () => {
      const { user, shop } = await renderInbox();
      await chatLog();
      await attachPicture(user);
      await user.type(messageBox(), 'The receipt');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      const log = await chatLog();
      await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
      expect(within(log).getByRole('button', { name: 'Open photo 1 full size' })).toBeTruthy();
      const sent = shop.calls.find((call) => call.path === SEND);
      const body = sent?.body as Record<string, unknown>;
      expect(body.message).toBe('The receipt');
      expect(body.receiver_type).toBe('admin');
      expect((body['image[]'] as FakeFormFile).filename).toBe('receipt.png');
      expect(screen.queryByRole('button', { name: 'Remove photo 1' })).toBeNull();
    });

    it('opens a picture in the page’s viewer, which Escape closes, the focus back on it', async () => {
      const { user } = await renderInbox({
        prepare: (shop) =>
          shop.support.seed([
            {
              fromSupport: true,
              text: 'Is this it?',
              images: ['https://shop.test/support/one.png', 'https://shop.test/support/two.png'],
            },
          ]),
      });
      const log = await chatLog();
      const second = await within(log).findByRole('button', { name: 'Open photo 2 full size' });
      await user.click(second);
      const viewer = await screen.findByRole('dialog', { name: 'Photo 2 of 2' });
      expect(viewer.getAttribute('aria-modal')).toBe('true');
      expect(within(viewer).getByRole('img', { name: 'Photo 2' })).toBeTruthy();
      await waitFor(() =>
        expect(document.activeElement).toBe(within(viewer).getByRole('button', { name: 'Close' })),
      );
      expect(await seriousViolations(document.body)).toEqual([]);
      await user.click(within(viewer).getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeTruthy();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(second));
    });

    it('sends a picture without text, and refuses neither', async () => {
      const { user, shop } = await renderInbox();
      await chatLog();
      await user.upload(
        screen.getByLabelText('Add photos'),
        new File([pngBytes(8, 8)], 'only.png', { type: 'image/png' }),
      );
      await screen.findByRole('button', { name: 'Remove photo 1' });
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(shop.calls.some((call) => call.path === SEND)).toBe(true));
    });
  });

  describe('when the customer sends nothing', () => {
    it('says what is missing in place and sends nothing', async () => {
      const { user, shop } = await renderInbox();
      await chatLog();
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Write a message or attach a picture')).toBeTruthy();
      expect(shop.calls.some((call) => call.path === SEND)).toBe(false);
    });
  });

  describe('when the customer types with the keyboard', () => {
    it('Shift+Enter starts a new line and Enter sends', async () => {
      const { user, shop } = await renderInbox();
      const log = await chatLog();
      await user.click(messageBox());
      await user.keyboard('First line{Shift>}{Enter}{/Shift}second line');
      expect(messageBox()).toHaveProperty('value', 'First line\nsecond line');
      expect(shop.calls.some((call) => call.path === SEND)).toBe(false);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(shop.calls.some((call) => call.path === SEND)).toBe(true));
      expect(
        await within(log).findByText((_, node) => node?.textContent === 'First line\nsecond line'),
      ).toBeTruthy();
    });
  });

  describe('while a message is on its way', () => {
    it('shows it at once as sending, then as sent', async () => {
      const held = heldSends();
      const { user } = await renderInbox({ wrap: held.wrap });
      const log = await chatLog();
      await attachPicture(user);
      await user.type(messageBox(), 'On my way?');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(within(log).getByText('On my way?')).toBeTruthy();
      expect(within(log).getByText('Sending…')).toBeTruthy();
      expect(within(log).getByRole('img', { name: 'Photo 1' })).toBeTruthy();
      expect(messageBox()).toHaveProperty('value', '');
      expect(
        screen.queryByText(
          'No messages yet. Write to us and our support team will answer you here.',
        ),
      ).toBeNull();
      held.release();
      await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
      expect(within(log).getAllByText('On my way?')).toHaveLength(1);
      expect(within(log).getByRole('button', { name: 'Open photo 1 full size' })).toBeTruthy();
    });
  });

  describe('when the message cannot be sent', () => {
    it('keeps it whole in the conversation, says why, and Send again sends it', async () => {
      const { user, shop } = await renderInbox();
      const log = await chatLog();
      await attachPicture(user);
      await user.type(messageBox(), 'Please help');
      shop.failNext(SEND, 0, 'offline');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await within(log).findByText('Not sent')).toBeTruthy();
      expect(
        within(log).getByText(
          'Your message could not be sent. Check your connection and try again.',
        ),
      ).toBeTruthy();
      expect(within(log).getByText('Please help')).toBeTruthy();
      expect(within(log).getByRole('img', { name: 'Photo 1' })).toBeTruthy();
      expect(await seriousViolations(log)).toEqual([]);
      await user.click(within(log).getByRole('button', { name: 'Send again' }));
      await waitFor(() => expect(within(log).queryByText('Not sent')).toBeNull());
      await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
      const sends = shop.calls.filter((call) => call.path === SEND);
      expect(sends).toHaveLength(2);
      const body = sends[1]?.body as Record<string, unknown>;
      expect(body.message).toBe('Please help');
      expect((body['image[]'] as FakeFormFile).filename).toBe('receipt.png');
      expect(within(log).getAllByText('Please help')).toHaveLength(1);
    });

    it('shows the server’s refusal in its own words, and Delete this message drops it', async () => {
      const { user, shop } = await renderInbox();
      const log = await chatLog();
      await user.type(messageBox(), 'Hello');
      shop.failNext(SEND, 429, 'Too many messages, wait a minute.');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await within(log).findByText('Too many messages, wait a minute.')).toBeTruthy();
      await user.click(within(log).getByRole('button', { name: 'Delete this message' }));
      expect(within(log).queryByText('Hello')).toBeNull();
      expect(shop.calls.filter((call) => call.path === SEND)).toHaveLength(1);
    });
  });

  describe('given support answers while the page is open', () => {
    it('shows the answer without a reload and marks it read', async () => {
      const { shop } = await renderInbox({
        prepare: (shop) => shop.support.seed([{ fromSupport: false, text: 'Is it open today?' }]),
      });
      const log = await chatLog();
      expect(within(log).getByText('Is it open today?')).toBeTruthy();
      shop.support.answer('Yes, until midnight.');
      expect(await within(log).findByText('Yes, until midnight.')).toBeTruthy();
      expect(shop.support.unread()).toBe(0);
    });

    it('stops reading once the page is gone', async () => {
      const { shop, unmount } = await renderInbox();
      await chatLog();
      await waitFor(() =>
        expect(shop.calls.filter((call) => call.path === DETAILS).length).toBeGreaterThan(1),
      );
      unmount();
      const reads = shop.calls.filter((call) => call.path === DETAILS).length;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(shop.calls.filter((call) => call.path === DETAILS)).toHaveLength(reads);
    });
  });

  describe('given a long conversation', () => {
    it('shows the newest page, and Show earlier messages brings the rest', async () => {
      const { user } = await renderInbox({
        prepare: (shop) =>
          shop.support.seed(
            Array.from({ length: 25 }, (_, index) => ({
              fromSupport: index % 2 === 1,
              text: `Message ${index + 1}`,
            })),
          ),
      });
      const log = await chatLog();
      await within(log).findByText('Message 25');
      expect(within(log).queryByText('Message 5')).toBeNull();
      await user.click(within(log).getByRole('button', { name: 'Show earlier messages' }));
      expect(await within(log).findByText('Message 1')).toBeTruthy();
      expect(within(log).queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
      expect(within(log).getByRole('heading', { level: 2, name: 'Today' })).toBeTruthy();
    });
  });

  describe('when the conversation fails to load', () => {
    it('says so, and Try again shows it', async () => {
      const { user } = await renderInbox({
        shop: { failNext: [{ path: DETAILS, status: 500, message: 'Server down' }] },
        prepare: (shop) => shop.support.seed([{ fromSupport: true, text: 'Welcome!' }]),
      });
      expect(await screen.findByText('Your conversation could not be loaded.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(within(await chatLog()).getByText('Welcome!')).toBeTruthy();
    });
  });

  describe('given a visitor', () => {
    it('asks them to sign in and come back to the inbox', async () => {
      const { shop } = await renderInbox({ signedIn: false });
      expect(screen.getByText('You must be login to access this page')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
        '/auth/sign-in?from=%2Finbox',
      );
      expect(shop.calls.some((call) => call.path === DETAILS)).toBe(false);
    });
  });

  describe('in Arabic', () => {
    it('names the conversation and its controls in Arabic', async () => {
      await renderInbox({ language: 'ar' });
      expect(await screen.findByRole('log', { name: 'محادثتك مع فريق الدعم' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'إرسال' })).toBeTruthy();
    });
  });
});
