import { Star } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useController } from 'react-hook-form';
import { RATING_MAX } from '../../core/validation';
import * as formCss from '../form/Form.css';
import { errorText } from '../form';
import { useT } from '../souq';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as css from './StarRatingField.css';

/** Props of `StarRatingField`: a number field of a `useRuleForm` form (null until chosen). */
export interface StarRatingFieldProps<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  name: Path<TValues>;
  label: string;
  required?: boolean | undefined;
}

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * A rating from 1 to 5 stars as a group of radio buttons drawn as stars: the platform's arrow keys
 * move between them, each is named "3 stars", and the stars up to the choice light up. Its error
 * is said under it, as the form kit's fields say theirs.
 */
export function StarRatingField<TValues extends FieldValues>({
  form,
  name,
  label,
  required,
}: StarRatingFieldProps<TValues>): ReactNode {
  const t = useT();
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const chosen = typeof field.value === 'number' ? field.value : 0;
  const error = errorText(fieldState.error, t);
  return (
    <fieldset
      className={formCss.group}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={formCss.legend}>
        {label}
        {required ? (
          <span className={formCss.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={css.stars}>
        {STARS.map((stars) => (
          <label key={stars} className={`${css.star} ${stars <= chosen ? css.lit : ''}`}>
            <input
              className={visuallyHidden}
              type="radio"
              name={`${id}-stars`}
              value={stars}
              checked={chosen === stars}
              onChange={() => field.onChange(stars)}
              onBlur={field.onBlur}
              ref={stars === 1 ? field.ref : undefined}
            />
            <Star
              aria-hidden="true"
              focusable="false"
              size={28}
              fill={stars <= chosen ? 'currentColor' : 'none'}
            />
            <span className={visuallyHidden}>{t('stars_count', { count: stars })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={formCss.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
