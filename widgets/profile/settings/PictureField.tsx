import { ImageUp } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { checkImageFile } from '../../../src/core/validation';
import { Icon } from '../../../src/ui/Icon';
import { Img } from '../../../src/ui/Img';
import { useObjectUrl } from '../../../src/ui/picture/useObjectUrl';
import { useT } from '../../../src/ui/souq';
import * as css from './ProfileSettings.css';

/** Props of `PictureField`. */
export interface PictureFieldProps {
  /** The picture on file, as an address; null when the customer has none. */
  current: string | null;
  /** The picture chosen to send, once it passed the rules; null when none is. */
  chosen: File | null;
  /** Called with a file that passed the rules, or null when a refused one replaced it. */
  onChoose: (file: File | null) => void;
}

/** The accepted types, for the file chooser's filter; the bytes are checked all the same. */
const ACCEPT = 'image/jpeg,image/png,image/gif';

/** Size of the picture in CSS pixels. */
const AVATAR = 80;

/**
 * The profile picture: the one on file, or a preview of the one chosen, and a labelled file input.
 * A chosen file is checked from its bytes before it is taken (JPG, PNG or GIF, at most 2 MB,
 * square); a refusal is said under the input at once and nothing is sent.
 */
export function PictureField({ current, chosen, onChoose }: PictureFieldProps): ReactNode {
  const t = useT();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Checking reads the file; a later choice made meanwhile wins over an earlier one.
  const latest = useRef(0);
  const preview = useObjectUrl(chosen);
  const shown = preview ?? current;

  async function choose(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const attempt = ++latest.current;
    const failure = await checkImageFile(file, { square: true });
    if (attempt !== latest.current) return;
    if (failure === null) {
      setRefusal(null);
      onChoose(file);
      return;
    }
    setRefusal(t(failure.key, failure.values));
    // The same file chosen again after a fix elsewhere must fire a change again.
    input.value = '';
    onChoose(null);
  }

  return (
    <div className={css.picture}>
      <Img
        src={shown}
        alt={t('Profile picture')}
        width={AVATAR}
        height={AVATAR}
        loading="eager"
        className={css.avatar}
      />
      <div className={css.pictureControls}>
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          className={css.fileInput}
          aria-describedby={`${id}-hint${refusal ? ` ${id}-refusal` : ''}`}
          aria-invalid={refusal ? true : undefined}
          onChange={(event) => void choose(event)}
        />
        <label htmlFor={id} className={css.chooseButton}>
          <Icon icon={ImageUp} size={18} />
          {t('Choose a picture')}
        </label>
        <p id={`${id}-hint`} className={css.hint}>
          {t('profile_picture_hint')}
        </p>
        {refusal ? (
          <p id={`${id}-refusal`} role="alert" className={css.refusal}>
            {refusal}
          </p>
        ) : null}
      </div>
    </div>
  );
}
