import type { ReactNode } from 'react';
import { fillBase, fillWidth, track } from './ProgressBar.css';
import { progressPercent } from './progressPercent';

/** Props of `ProgressBar`. */
export interface ProgressBarProps {
  /** Progress in percent; clamped to 0..100. */
  value: number;
  /** The accessible name, e.g. "Free delivery". */
  label: string;
  /** What a screen reader says instead of the bare percent, e.g. "E£ 50.00 more for free delivery". */
  valueText?: string | undefined;
  className?: string | undefined;
}

/** A horizontal progress bar whose fill grows from the inline-start side (mirrored in Arabic). */
export function ProgressBar({ value, label, valueText, className }: ProgressBarProps): ReactNode {
  const percent = progressPercent(value);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={valueText}
      className={className ? `${track} ${className}` : track}
    >
      <span className={`${fillBase} ${fillWidth[percent] ?? ''}`} />
    </div>
  );
}
