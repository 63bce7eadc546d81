/*
 * The customer's conversation with support, kept up to date without a reload. The newest page is
 * read first and earlier pages on request; then `watchSupportMessages` asks for the messages after
 * the newest one held, every `pollMs` while the tab is visible and not at all while it is hidden,
 * until the page goes away. Reading the conversation marks support's answers read on the server,
 * so the shared unread count is set to none as well.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { watchSupportMessages } from '../../src/core/api/pollForChanges';
import {
  createSupportEndpoints,
  type SupportMessageDraft,
} from '../../src/core/api/supportEndpoints';
import type { SupportMessage, SupportMessagePage } from '../../src/core/api/supportWire';
import { documentVisibility, unreadSupportOf, watchWhileVisible } from '../../src/core/support';
import { useSouq } from '../../src/ui/souq';

/** Messages per page read, the first and each earlier one. */
export const MESSAGES_PAGE_SIZE = 20;

/** Where the conversation stands. */
export type ConversationStatus = 'loading' | 'error' | 'ready';

/** The conversation of the page, and what the page can do with it. */
export interface SupportConversation {
  status: ConversationStatus;
  /** Oldest first. */
  messages: readonly SupportMessage[];
  /** Older messages are on the server than those held. */
  hasEarlier: boolean;
  /** An earlier page is being read. */
  loadingEarlier: boolean;
  /** Reads the page of messages before the oldest one held. */
  showEarlier: () => Promise<void>;
  /** Sends a message; it shows as soon as the server has it. Throws the server's refusal. */
  send: (draft: SupportMessageDraft) => Promise<void>;
  /** Reads the conversation again after the first read failed. */
  retry: () => void;
}

/** `held` with `news` joined, each message once, oldest first. */
function joined(held: readonly SupportMessage[], news: readonly SupportMessage[]) {
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of news) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const newestId = (messages: readonly SupportMessage[]) => messages.at(-1)?.id ?? 0;

/** The signed-in customer's conversation with support; `signedIn` false reads nothing. */
export function useSupportConversation(signedIn: boolean, pollMs: number): SupportConversation {
  const core = useSouq();
  const endpoints = useMemo(() => createSupportEndpoints(core.api.request), [core]);
  const unread = unreadSupportOf(core);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<ConversationStatus>('loading');
  const [messages, setMessages] = useState<readonly SupportMessage[]>([]);
  const [total, setTotal] = useState(0);
  const [earlierPages, setEarlierPages] = useState(1);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  // What the watch starts from when the tab shows again: the newest message held by then.
  const held = useRef<readonly SupportMessage[]>([]);

  const take = useCallback((news: readonly SupportMessage[], page?: SupportMessagePage) => {
    const next = joined(held.current, news);
    const added = next.length - held.current.length;
    held.current = next;
    setMessages(next);
    setTotal((before) => (page ? page.total_size : before + added));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt reads anew
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    held.current = [];
    setStatus('loading');
    endpoints
      .getSupportMessages(
        { limit: MESSAGES_PAGE_SIZE, offset: 1 },
        { signal: controller.signal, silent: true },
      )
      .then((page) => {
        take(page.messages, page);
        setEarlierPages(1);
        setStatus('ready');
        unread.markRead();
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('error');
      });
    return () => controller.abort();
  }, [signedIn, endpoints, take, unread, attempt]);

  useEffect(() => {
    if (!signedIn || status !== 'ready') return;
    const watch = watchWhileVisible(documentVisibility(), () =>
      watchSupportMessages(endpoints, {
        lastId: newestId(held.current),
        intervalMs: pollMs,
        onMessages: (news) => {
          take(news);
          unread.markRead();
        },
      }),
    );
    return () => watch.stop();
  }, [signedIn, status, endpoints, pollMs, take, unread]);

  const showEarlier = useCallback(async () => {
    setLoadingEarlier(true);
    try {
      const page = await endpoints.getSupportMessages(
        { limit: MESSAGES_PAGE_SIZE, offset: earlierPages + 1 },
        { silent: true },
      );
      take(page.messages, page);
      setEarlierPages(earlierPages + 1);
    } finally {
      setLoadingEarlier(false);
    }
  }, [endpoints, earlierPages, take]);

  const send = useCallback(
    async (draft: SupportMessageDraft) => {
      const reply = await endpoints.sendSupportMessage(draft, { silent: true });
      take(reply.messages, reply);
    },
    [endpoints, take],
  );

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return {
    status,
    messages,
    hasEarlier: messages.length < total,
    loadingEarlier,
    showEarlier,
    send,
    retry,
  };
}
