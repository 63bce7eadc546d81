import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { MessageKey } from '../../core/i18n';
import { checkImageFile, checkRefundImages, REFUND_MAX_IMAGES } from '../../core/validation';
import type { RuleResult } from '../../core/validation/ruleResult';
import * as buttonCss from '../Button/Button.css';
import * as formCss from '../form/Form.css';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Img } from '../Img';
import { useT } from '../souq';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as css from './ImagePicker.css';

/** The picture types a shop takes (spec §5), for the file chooser's filter. */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/gif';

/** Thumbnail size in CSS pixels. */
const THUMBNAIL = 72;

/** Props of `ImagePicker`. */
export interface ImagePickerProps {
  /** The group's name, e.g. "Photos (optional)". */
  label: string;
  /** The photos chosen so far. */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Most photos the form sends; a refund's three by default. */
  max?: number | undefined;
  /** The form's rule for how many photos it sends; a refund's by default. */
  checkCount?: ((count: number) => RuleResult) | undefined;
}

/** A chosen photo, shown from the shopper's own file; its address is let go with it. */
function Thumbnail({ file, alt }: { file: File; alt: string }): ReactNode {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <Img src={src} alt={alt} width={THUMBNAIL} height={THUMBNAIL} className={css.picture} />;
}

/**
 * Photos to send with a form: a file chooser for JPG, PNG and GIF pictures, each checked before
 * anything is sent (its type by its bytes, at most 2 MB), thumbnails with a remove button each,
 * and at most `max` of them (a refund's three, spec §9). Photos beyond those, or refused by a
 * rule, are not added, and the group says why in place.
 */
export function ImagePicker({
  label,
  files,
  onChange,
  max = REFUND_MAX_IMAGES,
  checkCount = checkRefundImages,
}: ImagePickerProps): ReactNode {
  const t = useT();
  const id = useId();
  const [refusals, setRefusals] = useState<readonly MessageKey[]>([]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picked = Array.from(input.files ?? []);
    // Cleared at once, so choosing the same photo again after removing it is a change too.
    input.value = '';
    if (picked.length === 0) return;
    const room = Math.max(0, max - files.length);
    const reasons = new Set<MessageKey>();
    const tooMany = checkCount(files.length + picked.length);
    if (tooMany) reasons.add(tooMany.key);
    const checked = await Promise.all(
      picked.slice(0, room).map(async (file) => ({ file, failure: await checkImageFile(file) })),
    );
    for (const { failure } of checked) if (failure) reasons.add(failure.key);
    setRefusals([...reasons]);
    const accepted = checked.filter(({ failure }) => failure === null).map(({ file }) => file);
    if (accepted.length > 0) onChange([...files, ...accepted]);
  };

  const removeAt = (index: number) => {
    setRefusals([]);
    onChange(files.filter((_, at) => at !== index));
  };

  return (
    <fieldset className={formCss.group} aria-describedby={`${id}-hint`}>
      <legend className={formCss.legend}>{label}</legend>
      {files.length > 0 ? (
        <ul className={css.thumbnails}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={css.thumbnail}>
              <Thumbnail file={file} alt={t('Photo {number}', { number: index + 1 })} />
              <IconButton
                icon={X}
                size="sm"
                variant="secondary"
                className={css.remove}
                label={t('Remove photo {number}', { number: index + 1 })}
                onClick={() => removeAt(index)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <label
        className={[buttonCss.base, buttonCss.variant.secondary, buttonCss.size.sm, css.add].join(
          ' ',
        )}
      >
        <Icon icon={ImagePlus} size={16} />
        {t('Add photos')}
        <input
          className={visuallyHidden}
          type="file"
          accept={ACCEPTED_TYPES}
          multiple
          aria-describedby={`${id}-hint${refusals.length > 0 ? ` ${id}-refusals` : ''}`}
          onChange={(event) => void pick(event)}
        />
      </label>
      <span id={`${id}-hint`} className={formCss.below}>
        {t('photo_limit_hint', { max })}
      </span>
      <div id={`${id}-refusals`} role="alert" className={css.refusals}>
        {refusals.map((key) => (
          <p key={key} className={formCss.error}>
            {t(key)}
          </p>
        ))}
      </div>
    </fieldset>
  );
}
