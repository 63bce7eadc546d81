import type { ComponentPropsWithRef, ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

/** Props of `VisuallyHidden`: those of a `<span>`. */
export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text that only screen readers read, e.g. "Original price:" before a struck-through amount. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps): ReactNode {
  return (
    <span {...rest} className={className ? `${visuallyHidden} ${className}` : visuallyHidden} />
  );
}
