import { useSignals } from '@preact/signals-react/runtime';
import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT_POLL_MS } from '../../src/core/api/pollForChanges';
import { INBOX_PATH } from '../../src/core/catalog';
import { PageNotice, RetryNotice, SignInNotice } from '../../src/ui/catalog';
import { Spinner } from '../../src/ui/Spinner';
import { useSouq, useT } from '../../src/ui/souq';
import { Composer } from './Composer';
import { Conversation } from './Conversation';
import * as css from './Inbox.css';
import { useSupportConversation } from './useSupportConversation';

/** Props of `Inbox`. */
export interface InboxProps {
  /** Milliseconds between reads for new answers while the page is visible; 4 s by default. */
  pollMs?: number | undefined;
}

/**
 * The inbox (route `/inbox`): the signed-in customer's conversation with the shop's support as a
 * chat log, new answers arriving without a reload, and the composer to write with text and
 * pictures. A visitor is asked to sign in.
 */
export function Inbox({ pollMs = SUPPORT_POLL_MS }: InboxProps): ReactNode {
  useSignals();
  const t = useT();
  const { session, locale } = useSouq();
  const signedIn = session.isLoggedIn.value;
  const conversation = useSupportConversation(signedIn, pollMs);

  return (
    <div className={css.page} part="root">
      <h1 className={css.title}>{t('Inbox')}</h1>
      {signedIn ? body() : <SignInNotice from={INBOX_PATH} />}
    </div>
  );

  function body(): ReactNode {
    switch (conversation.status) {
      case 'loading':
        return (
          <div className={css.loading} aria-busy="true">
            <Spinner />
          </div>
        );
      case 'error':
        return (
          <RetryNotice
            message={t('Your conversation could not be loaded.')}
            onRetry={conversation.retry}
          />
        );
      case 'ready':
        return (
          <>
            {conversation.messages.length === 0 && conversation.outbox.length === 0 ? (
              <PageNotice
                icon={MessagesSquare}
                message={t(
                  'No messages yet. Write to us and our support team will answer you here.',
                )}
              />
            ) : null}
            <Conversation conversation={conversation} language={locale.language.value} />
            <Composer onSend={conversation.send} />
          </>
        );
      default:
        return conversation.status satisfies never;
    }
  }
}
