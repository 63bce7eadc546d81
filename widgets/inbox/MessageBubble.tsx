import type { ReactNode } from 'react';
import type { SupportMessage } from '../../src/core/api/supportWire';
import { formatDate, type Locale } from '../../src/core/i18n';
import { PhotoGallery } from '../../src/ui/PhotoViewer';
import { useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import * as css from './Inbox.css';

/** A message's thumbnail size in CSS pixels. */
export const THUMBNAIL = 96;

/** Support writes as sender 0 (6amMart's admin); any other sender is the customer. */
export const isFromSupport = (message: SupportMessage): boolean => message.sender_id === 0;

/** Props of `MessageBubble`. */
export interface MessageBubbleProps {
  message: SupportMessage;
  language: Locale;
}

/**
 * One message of the conversation: the customer's at the end side, support's at the start, its
 * sender said to screen readers, its text, its pictures as thumbnails that open full size in the
 * page's photo viewer (a picture that fails shows the kit's placeholder), and the time it was
 * written.
 */
export function MessageBubble({ message, language }: MessageBubbleProps): ReactNode {
  const t = useT();
  const mine = !isFromSupport(message);
  return (
    <li className={mine ? css.mine : css.theirs}>
      <div className={css.bubble[mine ? 'mine' : 'theirs']}>
        <VisuallyHidden>{mine ? t('sender_you') : t('sender_support')}</VisuallyHidden>
        {message.message ? (
          // Written in either language whatever the page's: each message keeps its own direction.
          <p className={css.text} dir="auto">
            {message.message}
          </p>
        ) : null}
        <PhotoGallery photos={message.file_full_url} thumbnail={THUMBNAIL} />
        <time className={css.time} dateTime={message.created_at}>
          {formatDate(Date.parse(message.created_at), language, { timeStyle: 'short' })}
        </time>
      </div>
    </li>
  );
}
