import { signal } from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWith } from '../api/testDoubles';
import { createFakeShop, type FakeShop } from '../testing';
import type { PageVisibility } from './pageVisibility';
import { createUnreadSupport } from './unreadSupport';

const LIST = '/api/v1/customer/message/list';

/** A tab whose visibility the test sets. */
function tab(visible = true) {
  const listeners = new Set<() => void>();
  const page: PageVisibility = {
    isVisible: () => visible,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const show = (next: boolean) => {
    visible = next;
    for (const listener of listeners) listener();
  };
  return { page, show };
}

/** The count over `shop`, read every `intervalMs`, for a customer signed in (or not) on `page`. */
function unreadOver(shop: FakeShop, page: PageVisibility, loggedIn = true, intervalMs = 10) {
  const { api } = clientWith({
    fetch: vi.fn(shop.fetch),
    context: { token: loggedIn ? shop.token : null, language: 'en' },
  });
  const isLoggedIn = signal(loggedIn);
  const unread = createUnreadSupport({ api, session: { isLoggedIn } }, { page, intervalMs });
  return { unread, isLoggedIn };
}

const reads = (shop: FakeShop) => shop.calls.filter((call) => call.path === LIST).length;

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the unread count of the conversation with support', () => {
  describe('given a customer with an answer they have not read', () => {
    it('counts it once a view shows the count, and shares one read among views', async () => {
      const shop = createFakeShop();
      shop.support.answer('Your order is on its way.');
      const { unread } = unreadOver(shop, tab().page, true, 60_000);
      expect(unread.count.value).toBe(0);
      stops.push(unread.watch(), unread.watch());
      await vi.waitFor(() => expect(unread.count.value).toBe(1));
      expect(reads(shop)).toBe(1);
    });

    it('is 0 once the conversation is marked read', async () => {
      const shop = createFakeShop();
      shop.support.answer('Hello');
      const { unread } = unreadOver(shop, tab().page);
      stops.push(unread.watch());
      await vi.waitFor(() => expect(unread.count.value).toBe(1));
      unread.markRead();
      expect(unread.count.value).toBe(0);
    });

    it('follows a new answer on a later read', async () => {
      const shop = createFakeShop();
      const { unread } = unreadOver(shop, tab().page);
      stops.push(unread.watch());
      await vi.waitFor(() => expect(reads(shop)).toBeGreaterThan(0));
      shop.support.answer('One more thing');
      await vi.waitFor(() => expect(unread.count.value).toBe(1));
    });
  });

  describe('given the tab is hidden', () => {
    it('does not read until it shows again', async () => {
      const shop = createFakeShop();
      shop.support.answer('Hello');
      const hidden = tab(false);
      const { unread } = unreadOver(shop, hidden.page);
      stops.push(unread.watch());
      await new Promise((resolve) => setTimeout(resolve, 40));
      expect(reads(shop)).toBe(0);
      hidden.show(true);
      await vi.waitFor(() => expect(unread.count.value).toBe(1));
    });
  });

  describe('given a visitor', () => {
    it('never reads and counts nothing; signing in starts the reads', async () => {
      const shop = createFakeShop();
      shop.support.answer('Hello');
      const { unread, isLoggedIn } = unreadOver(shop, tab().page, false);
      stops.push(unread.watch());
      await new Promise((resolve) => setTimeout(resolve, 40));
      expect(reads(shop)).toBe(0);
      expect(unread.count.value).toBe(0);
      isLoggedIn.value = true;
      await vi.waitFor(() => expect(reads(shop)).toBeGreaterThan(0));
    });
  });

  describe('when the last view lets go', () => {
    it('stops reading', async () => {
      const shop = createFakeShop();
      const { unread } = unreadOver(shop, tab().page);
      const first = unread.watch();
      const second = unread.watch();
      await vi.waitFor(() => expect(reads(shop)).toBeGreaterThan(0));
      first();
      second();
      const after = reads(shop);
      await new Promise((resolve) => setTimeout(resolve, 40));
      expect(reads(shop)).toBe(after);
    });
  });
});
