import { Send } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import type { SupportMessageDraft } from '../../src/core/api/supportEndpoints';
import {
  checkSupportImages,
  SUPPORT_MAX_IMAGES,
  SUPPORT_MESSAGE_MAX_LENGTH,
} from '../../src/core/validation';
import { Button } from '../../src/ui/Button';
import { TextAreaField, useRuleForm } from '../../src/ui/form';
import { Icon } from '../../src/ui/Icon';
import { ImagePicker } from '../../src/ui/orders';
import { useT } from '../../src/ui/souq';
import { type ComposerValues, composerSchema } from './composerSchema';
import * as css from './Inbox.css';

/** Props of `Composer`. */
export interface ComposerProps {
  /** Sends the draft: the conversation shows it at once, and says there how it went. */
  onSend: (draft: SupportMessageDraft) => void;
}

/**
 * Writes to support: the text (required unless a picture is attached, at most the rule's length),
 * up to three pictures checked before anything is sent, and Send. Enter sends and Shift+Enter
 * starts a new line. A message sent leaves the composer for the conversation at once, where it
 * shows as sending, and stays whole there if it could not be sent.
 */
export function Composer({ onSend }: ComposerProps): ReactNode {
  const t = useT();
  const [images, setImages] = useState<File[]>([]);
  const form = useRuleForm<ComposerValues>({
    schema: composerSchema(images.length),
    defaultValues: { message: '' },
  });

  const send = form.handleSubmit(({ message }) => {
    const text = message.trim();
    onSend({ ...(text === '' ? {} : { message: text }), images });
    form.reset({ message: '' });
    setImages([]);
  });

  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form className={css.composer} noValidate onSubmit={(event) => void send(event)}>
      <TextAreaField
        form={form}
        name="message"
        label={t('Message')}
        hint={t('Enter sends, Shift+Enter starts a new line')}
        required={images.length === 0}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        rows={2}
        onKeyDown={sendOnEnter}
      />
      <ImagePicker
        label={t('Photos (optional)')}
        files={images}
        onChange={(next) => {
          setImages(next);
          if (next.length > 0) form.clearErrors('message');
        }}
        max={SUPPORT_MAX_IMAGES}
        checkCount={checkSupportImages}
      />
      <div className={css.send}>
        <Button type="submit">
          <Icon icon={Send} size={16} mirrorInRtl />
          {t('Send')}
        </Button>
      </div>
    </form>
  );
}
