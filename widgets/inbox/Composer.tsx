import { Send } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { isApiError } from '../../src/core/api/ApiError';
import type { SupportMessageDraft } from '../../src/core/api/supportEndpoints';
import {
  checkSupportImages,
  SUPPORT_MAX_IMAGES,
  SUPPORT_MESSAGE_MAX_LENGTH,
} from '../../src/core/validation';
import { Button } from '../../src/ui/Button';
import { FormAlert, showServerFieldError, TextAreaField, useRuleForm } from '../../src/ui/form';
import { Icon } from '../../src/ui/Icon';
import { ImagePicker } from '../../src/ui/orders';
import { useT } from '../../src/ui/souq';
import { type ComposerValues, composerSchema } from './composerSchema';
import * as css from './Inbox.css';

/** Props of `Composer`. */
export interface ComposerProps {
  /** Sends the draft; throws when the server refuses it or cannot be reached. */
  onSend: (draft: SupportMessageDraft) => Promise<void>;
}

/**
 * Writes to support: the text (required unless a picture is attached, at most the rule's length),
 * up to three pictures checked before anything is sent, and Send, busy while it goes. Enter sends
 * and Shift+Enter starts a new line. A message that could not be sent stays as it was, and the
 * form says why in place.
 */
export function Composer({ onSend }: ComposerProps): ReactNode {
  const t = useT();
  const [images, setImages] = useState<File[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useRuleForm<ComposerValues>({
    schema: composerSchema(images.length),
    defaultValues: { message: '' },
  });
  const busy = form.formState.isSubmitting;

  const send = form.handleSubmit(async ({ message }) => {
    setAlert(null);
    const text = message.trim();
    try {
      await onSend({ ...(text === '' ? {} : { message: text }), images });
      form.reset({ message: '' });
      setImages([]);
    } catch (error) {
      if (showServerFieldError(form, error, ['message'])) return;
      const refusal = isApiError(error) && error.status >= 400 ? error.messages[0] : undefined;
      setAlert(
        refusal ?? t('Your message could not be sent. Check your connection and try again.'),
      );
    }
  });

  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!busy) void send();
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
      <FormAlert>{alert}</FormAlert>
      <div className={css.send}>
        <Button type="submit" loading={busy}>
          <Icon icon={Send} size={16} mirrorInRtl />
          {t('Send')}
        </Button>
      </div>
    </form>
  );
}
