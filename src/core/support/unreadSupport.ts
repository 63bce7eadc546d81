/*
 * The signed-in customer's unread answers from support, for the badge beside every Inbox link.
 * One count per core, shared by all its views: read while at least one view shows it, at once and
 * then every `UNREAD_POLL_MS`, only while the tab is visible and only for a signed-in customer.
 */
import { effect, type ReadonlySignal, signal } from '@preact/signals-core';
import { pollForChanges } from '../api/pollForChanges';
import type { Requester } from '../api/requestOptions';
import { createSupportEndpoints } from '../api/supportEndpoints';
import type { ConversationPage } from '../api/supportWire';
import { documentVisibility, type PageVisibility, watchWhileVisible } from './pageVisibility';

/** How often the badge asks for the unread count: politely, as it is only a hint. */
export const UNREAD_POLL_MS = 60_000;

/** The unread count of the customer's conversation with support. */
export interface UnreadSupport {
  /** Support's messages the customer has not read; 0 for a visitor. */
  count: ReadonlySignal<number>;
  /** A view starts showing the count; the function it answers ends that (the last one stops the reads). */
  watch(): () => void;
  /** The customer has the conversation open: nothing in it is unread any more. */
  markRead(): void;
}

/** What the count needs of a core. */
export interface UnreadSupportDeps {
  api: { request: Requester };
  session: { isLoggedIn: ReadonlySignal<boolean> };
}

/** How the count reads; the defaults suit a page. */
export interface UnreadSupportOptions {
  /** The page's visibility; the browser document's by default. */
  page?: PageVisibility | null;
  intervalMs?: number;
}

/** The unread answers of support among a page of conversations. */
export function unreadOf(page: ConversationPage): number {
  return page.conversations
    .filter((conversation) => conversation.receiver_type === 'admin')
    .reduce((sum, conversation) => sum + conversation.unread_message_count, 0);
}

/** Creates a count over `deps`; views use the one `unreadSupportOf` keeps per core. */
export function createUnreadSupport(
  deps: UnreadSupportDeps,
  options: UnreadSupportOptions = {},
): UnreadSupport {
  const count = signal(0);
  const { getConversations } = createSupportEndpoints(deps.api.request);
  const page = options.page === undefined ? documentVisibility() : options.page;
  const intervalMs = options.intervalMs ?? UNREAD_POLL_MS;
  let viewers = 0;
  let stopReading: (() => void) | null = null;

  const startReading = () =>
    effect(() => {
      if (!deps.session.isLoggedIn.value) {
        count.value = 0;
        return;
      }
      const watch = watchWhileVisible(page, () =>
        pollForChanges({
          intervalMs,
          read: (signal) => getConversations({ limit: 10, offset: 1 }, { signal, silent: true }),
          onValue: (conversations) => {
            count.value = unreadOf(conversations);
          },
        }),
      );
      return () => watch.stop();
    });

  return {
    count,
    watch: () => {
      viewers += 1;
      stopReading ??= startReading();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        viewers -= 1;
        if (viewers > 0) return;
        stopReading?.();
        stopReading = null;
      };
    },
    markRead: () => {
      count.value = 0;
    },
  };
}

const perCore = new WeakMap<UnreadSupportDeps, UnreadSupport>();

/** The one unread count of `core`, made on first use. */
export function unreadSupportOf(core: UnreadSupportDeps): UnreadSupport {
  let unread = perCore.get(core);
  if (unread === undefined) {
    unread = createUnreadSupport(core);
    perCore.set(core, unread);
  }
  return unread;
}
