import type { ReactNode } from 'react';
import { Button } from '../../src/ui/Button';
import { Img } from '../../src/ui/Img';
import * as gallery from '../../src/ui/PhotoViewer/PhotoGallery.css';
import { useObjectUrl } from '../../src/ui/picture/useObjectUrl';
import { useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import * as css from './Inbox.css';
import { THUMBNAIL } from './MessageBubble';
import type { OutgoingMessage } from './useSupportConversation';

/** Props of `OutgoingBubble`. */
export interface OutgoingBubbleProps {
  outgoing: OutgoingMessage;
  /** Sends the failed message again, as it was. */
  onSendAgain: () => void;
  /** Takes the failed message away unsent. */
  onDiscard: () => void;
}

/** A picture of a message on its way, shown from the shopper's own file. */
function OutgoingPicture({ file, alt }: { file: Blob; alt: string }): ReactNode {
  return <Img src={useObjectUrl(file)} alt={alt} width={THUMBNAIL} height={THUMBNAIL} />;
}

/**
 * A message the customer sent that the server does not have yet, at the end side like their
 * others: its text and pictures at once, 'Sending…' where the time goes (read out by the log).
 * One that failed says 'Not sent' and why, with Send again and Delete this message; its text and
 * pictures stay as they were.
 */
export function OutgoingBubble({
  outgoing,
  onSendAgain,
  onDiscard,
}: OutgoingBubbleProps): ReactNode {
  const t = useT();
  const { message, images = [] } = outgoing.draft;
  const failed = outgoing.state === 'failed';
  return (
    <li className={css.outgoing}>
      <div className={`${css.bubble.mine} ${failed ? css.failed : css.sending}`}>
        <VisuallyHidden>{t('sender_you')}</VisuallyHidden>
        {message ? (
          <p className={css.text} dir="auto">
            {message}
          </p>
        ) : null}
        {images.length > 0 ? (
          <ul className={gallery.thumbnails}>
            {images.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the draft's pictures never change order
              <li key={index}>
                <OutgoingPicture file={file} alt={t('Photo {number}', { number: index + 1 })} />
              </li>
            ))}
          </ul>
        ) : null}
        <p className={css.outgoingState}>{failed ? t('Not sent') : t('Sending…')}</p>
      </div>
      {failed ? (
        <div className={css.failure}>
          <p className={css.failureText}>
            {outgoing.refusal ??
              t('Your message could not be sent. Check your connection and try again.')}
          </p>
          <div className={css.failureActions}>
            <Button size="sm" variant="secondary" onClick={onSendAgain}>
              {t('Send again')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onDiscard}>
              {t('Delete this message')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
