import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { ring, ringSize, status } from './Spinner.css';

/** Sizes of the spinner ring. */
export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;

/** A spinner size: `sm` is one line of the surrounding text, `md` and `lg` stand alone. */
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

/** Props of `Spinner`. */
export interface SpinnerProps {
  /** Names the spinner and makes it a `status`; without it the spinner is decoration. */
  label?: string | undefined;
  /** Ring size, `md` by default. */
  size?: SpinnerSize | undefined;
  className?: string | undefined;
}

/**
 * A turning ring that says something is loading. Hidden from screen readers unless `label` is
 * given, because most spinners sit inside a control that already says it is busy.
 */
export function Spinner({ label, size = 'md', className }: SpinnerProps): ReactNode {
  const ringClass = `${ring} ${ringSize[size]}`;
  if (!label) {
    return (
      <span aria-hidden="true" className={className ? `${ringClass} ${className}` : ringClass} />
    );
  }
  return (
    <span
      role="status"
      aria-label={label}
      className={className ? `${status} ${className}` : status}
    >
      <span aria-hidden="true" className={ringClass} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
