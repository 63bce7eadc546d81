import { ImageUp, X } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useController } from 'react-hook-form';
import { checkImageFile } from '../../core/validation';
import { Button } from '../Button';
import * as buttonCss from '../Button/Button.css';
import * as formCss from '../form/Form.css';
import { errorText } from '../form/useRuleForm';
import { Icon } from '../Icon';
import { Img } from '../Img';
import { useObjectUrl } from '../picture/useObjectUrl';
import { useT } from '../souq';
import { VisuallyHidden } from '../VisuallyHidden';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as css from './Application.css';

/** The accepted types, for the file chooser's filter; the bytes are checked all the same. */
const ACCEPT = 'image/jpeg,image/png,image/gif';

/** Props of `PictureField`. */
export interface PictureFieldProps<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  /** A field holding a `Blob` or null. */
  name: Path<TValues>;
  label: string;
  hint: string;
  /** The picture must be as wide as it is high (a logo). */
  square?: boolean | undefined;
  /** Marks a picture the form cannot go without; an optional one can be removed again. */
  required?: boolean | undefined;
}

/** Preview sizes in CSS pixels: a square's, and a wide picture's (a cover, a document). */
const PREVIEW = { square: { width: 96, height: 96 }, wide: { width: 160, height: 96 } } as const;

/**
 * A picture for a form, with a preview of the one chosen. A chosen file is checked from its bytes
 * before the form takes it (JPG, PNG or GIF, at most 2 MB, square where asked); a refused one is
 * said in place and the picture chosen before stays, so nothing is lost and nothing bad is sent.
 */
export function PictureField<TValues extends FieldValues>({
  form,
  name,
  label,
  hint,
  square = false,
  required = false,
}: PictureFieldProps<TValues>): ReactNode {
  const t = useT();
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const chosen: unknown = field.value;
  const file = chosen instanceof Blob ? chosen : null;
  const preview = useObjectUrl(file);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Checking reads the file; a later choice made meanwhile wins over an earlier one.
  const latest = useRef(0);
  const error = refusal ?? errorText(fieldState.error, t);
  const size = square ? PREVIEW.square : PREVIEW.wide;

  async function choose(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const input = event.currentTarget;
    const picked = input.files?.[0];
    // Cleared at once, so choosing the same file again after a refusal is a change too.
    input.value = '';
    if (!picked) return;
    const attempt = ++latest.current;
    setChecking(true);
    const failure = await checkImageFile(picked, { square });
    if (attempt !== latest.current) return;
    setChecking(false);
    if (failure !== null) {
      setRefusal(t(failure.key, failure.values));
      return;
    }
    setRefusal(null);
    field.onChange(picked);
    field.onBlur();
  }

  return (
    <fieldset className={css.picture} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className={formCss.legend}>
        {label}
        {required ? (
          <span className={formCss.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={css.pictureRow}>
        <Img
          src={preview}
          alt={file ? t('Preview: {name}', { name: label }) : ''}
          width={size.width}
          height={size.height}
          loading="eager"
          className={css.preview}
        />
        <div className={css.pictureButtons}>
          <label
            className={[
              buttonCss.base,
              buttonCss.variant.secondary,
              buttonCss.size.sm,
              css.choose,
            ].join(' ')}
          >
            <Icon icon={ImageUp} size={16} />
            {file ? t('Choose another picture') : t('Choose a picture')}
            <VisuallyHidden>{` (${label})`}</VisuallyHidden>
            <input
              ref={field.ref}
              name={field.name}
              className={visuallyHidden}
              type="file"
              accept={ACCEPT}
              required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={(event) => void choose(event)}
            />
          </label>
          {file && !required ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setRefusal(null);
                field.onChange(null);
              }}
            >
              <Icon icon={X} size={16} />
              {t('Remove {name}', { name: label })}
            </Button>
          ) : null}
        </div>
      </div>
      <span id={`${id}-hint`} className={formCss.below}>
        {hint}
      </span>
      <VisuallyHidden role="status">{checking ? t('Checking the picture') : ''}</VisuallyHidden>
      {error ? (
        <p id={`${id}-error`} role={refusal ? 'alert' : undefined} className={formCss.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
