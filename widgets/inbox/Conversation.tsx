import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import type { Locale } from '../../src/core/i18n';
import { formatDate } from '../../src/core/i18n';
import { Button } from '../../src/ui/Button';
import { useT } from '../../src/ui/souq';
import * as css from './Inbox.css';
import { MessageBubble } from './MessageBubble';
import { dayDistance, messageDays } from './messageDays';
import { OutgoingBubble } from './OutgoingBubble';
import type { SupportConversation } from './useSupportConversation';

/** How close to the end (in CSS pixels) the shopper must be for a new message to scroll in. */
const NEAR_END = 80;

/** Props of `Conversation`. */
export interface ConversationProps {
  conversation: SupportConversation;
  language: Locale;
}

/**
 * The conversation as a chat log (`role="log"`, so new answers are announced politely): the
 * messages grouped under their day, Show earlier messages above them, and the customer's messages
 * on their way (or failed) after them. It opens on the newest message, follows new ones while the
 * shopper is at the end, and keeps their place when earlier messages come in above.
 */
export function Conversation({ conversation, language }: ConversationProps): ReactNode {
  const t = useT();
  const idPrefix = useId();
  const log = useRef<HTMLDivElement>(null);
  // The distance from the log's end before a render: kept when earlier messages come in above.
  const fromEnd = useRef<number | null>(null);
  const { messages, outbox } = conversation;
  const newest = messages.at(-1)?.id;
  const oldest = messages[0]?.id;
  const outgoing = outbox.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the newest, oldest or outgoing messages changed: the log is placed anew
  useLayoutEffect(() => {
    const box = log.current;
    if (!box || (newest === undefined && outgoing === 0)) return;
    const kept = fromEnd.current;
    fromEnd.current = null;
    box.scrollTop = kept === null ? box.scrollHeight : box.scrollHeight - kept;
  }, [newest, oldest, outgoing]);

  const showEarlier = () => {
    const box = log.current;
    if (box) fromEnd.current = box.scrollHeight - box.scrollTop;
    void conversation.showEarlier().catch(() => {
      fromEnd.current = null;
    });
  };

  const remember = () => {
    const box = log.current;
    // A shopper reading back keeps their place when an answer arrives.
    if (box && box.scrollHeight - box.scrollTop - box.clientHeight > NEAR_END) {
      fromEnd.current = box.scrollHeight - box.scrollTop;
    }
  };

  const now = new Date();
  return (
    <div
      ref={log}
      className={css.log}
      role="log"
      aria-live="polite"
      aria-label={t('Your conversation with support')}
      aria-busy={conversation.loadingEarlier}
      tabIndex={0}
      onScroll={remember}
    >
      {conversation.hasEarlier ? (
        <div className={css.earlier}>
          <Button
            variant="ghost"
            size="sm"
            loading={conversation.loadingEarlier}
            onClick={showEarlier}
          >
            {t('Show earlier messages')}
          </Button>
        </div>
      ) : null}
      {messageDays(messages).map((day) => {
        const distance = dayDistance(day, now);
        return (
          <section key={day.key} className={css.day} aria-labelledby={`${idPrefix}-${day.key}`}>
            <h2 id={`${idPrefix}-${day.key}`} className={css.dayTitle}>
              <time dateTime={day.key}>
                {distance === 'today'
                  ? t('Today')
                  : distance === 'yesterday'
                    ? t('Yesterday')
                    : formatDate(day.date, language, { dateStyle: 'medium' })}
              </time>
            </h2>
            <ul className={css.messages}>
              {day.messages.map((message) => (
                <MessageBubble key={message.id} message={message} language={language} />
              ))}
            </ul>
          </section>
        );
      })}
      {outbox.length > 0 ? (
        <ul className={css.messages}>
          {outbox.map((message) => (
            <OutgoingBubble
              key={message.key}
              outgoing={message}
              onSendAgain={() => conversation.sendAgain(message.key)}
              onDiscard={() => conversation.discard(message.key)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
