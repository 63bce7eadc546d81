/*
 * The customer's conversation with support, kept up to date without a reload. The newest page is
 * read first and earlier pages on request; then `watchSupportMessages` asks for the messages after
 * the newest one held, every `pollMs` while the tab is visible and not at all while it is hidden,
 * until the page goes away. Reading the conversation marks support's answers read on the server,
 * so the shared unread count is set to none as well. A message sent waits in the outbox, shown at
 * once, until the server has it; one that failed stays there, whole, to be sent again.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../src/core/api/ApiError';
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

/** A message the customer sent that the server does not have yet. */
export interface OutgoingMessage {
  /** Names it in the outbox (not a message id: it has none yet). */
  key: number;
  draft: SupportMessageDraft;
  state: 'sending' | 'failed';
  /** Why it failed: the server's refusal, or null when the server could not be reached. */
  refusal: string | null;
}

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
  /** Messages sent that the server does not have yet, oldest first. */
  outbox: readonly OutgoingMessage[];
  /** Sends a message: it waits in the outbox until the server has it, or stays there failed. */
  send: (draft: SupportMessageDraft) => void;
  /** Sends a failed message of the outbox again, as it was. */
  sendAgain: (key: number) => void;
  /** Takes a failed message out of the outbox unsent. */
  discard: (key: number) => void;
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

/** The server's words for a refused message; null when it could not be reached or failed itself. */
const refusalOf = (error: unknown): string | null =>
  isApiError(error) && error.status >= 400 && error.status < 500
    ? (error.messages[0] ?? null)
    : null;

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

  const [outbox, setOutbox] = useState<readonly OutgoingMessage[]>([]);
  const keys = useRef(0);
  const outboxNow = useRef<readonly OutgoingMessage[]>([]);
  outboxNow.current = outbox;

  const deliver = useCallback(
    async (key: number, draft: SupportMessageDraft) => {
      const update = (next: (outgoing: OutgoingMessage) => OutgoingMessage | null) =>
        setOutbox((before) =>
          before.flatMap((outgoing) => {
            if (outgoing.key !== key) return [outgoing];
            const changed = next(outgoing);
            return changed ? [changed] : [];
          }),
        );
      try {
        const reply = await endpoints.sendSupportMessage(draft, { silent: true });
        take(reply.messages, reply);
        update(() => null);
      } catch (error) {
        update((outgoing) => ({ ...outgoing, state: 'failed', refusal: refusalOf(error) }));
      }
    },
    [endpoints, take],
  );

  const send = useCallback(
    (draft: SupportMessageDraft) => {
      keys.current += 1;
      const key = keys.current;
      const outgoing: OutgoingMessage = { key, draft, state: 'sending', refusal: null };
      setOutbox((before) => [...before, outgoing]);
      void deliver(key, draft);
    },
    [deliver],
  );

  const sendAgain = useCallback(
    (key: number) => {
      const failed = outboxNow.current.find((outgoing) => outgoing.key === key);
      if (failed?.state !== 'failed') return;
      setOutbox((before) =>
        before.map((outgoing) =>
          outgoing.key === key ? { ...outgoing, state: 'sending', refusal: null } : outgoing,
        ),
      );
      void deliver(key, failed.draft);
    },
    [deliver],
  );

  const discard = useCallback((key: number) => {
    setOutbox((before) => before.filter((outgoing) => outgoing.key !== key));
  }, []);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return {
    status,
    messages,
    hasEarlier: messages.length < total,
    loadingEarlier,
    showEarlier,
    outbox,
    send,
    sendAgain,
    discard,
    retry,
  };
}
