import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as formCss from '../../src/ui/form/Form.css';

/** Props of `DraftField`: any attribute of `<input>` besides those the field sets itself. */
export type DraftFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby' | 'children'
> & {
  /** The input's id, which its label points at. */
  id: string;
  label: string;
  /** The id of the words that say what is wrong with the value; null while nothing is. */
  problemId: string | null;
  /** The field's own class, beside the form kit's. */
  className: string;
  /** What shows under the input, inside the field (the problem, when it is said there). */
  children?: ReactNode;
};

/**
 * A labelled input whose value the checkout keeps itself (the coupon code, the tip typed), not a
 * rule form: in the form kit's look, marked invalid and described by its problem while it has one.
 */
export function DraftField({
  id,
  label,
  problemId,
  className,
  children,
  ...input
}: DraftFieldProps): ReactNode {
  return (
    <div className={`${formCss.field} ${className}`}>
      <label className={formCss.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={formCss.control}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId ?? undefined}
      />
      {children}
    </div>
  );
}
