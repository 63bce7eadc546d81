import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId } from 'react';
import { formatNumber } from '../../../core/i18n';
import { useCountdown } from '../../hooks/useCountdown';
import { useSouq, useT } from '../../souq';
import * as css from './SaleCountdown.css';

/** Props of `SaleCountdown`. */
export interface SaleCountdownProps {
  /** The sale's end, an ISO instant. */
  endAt: string;
  /** Called once the time has run out. */
  onEnd?: (() => void) | undefined;
  className?: string | undefined;
}

/**
 * "Ends in" and the time left in a sale as hh:mm:ss. The text changes every second, but as a
 * timer with live announcements off: a screen reader reads it when asked and is not interrupted
 * every second.
 */
export function SaleCountdown({ endAt, onEnd, className }: SaleCountdownProps): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  const labelId = useId();
  const { hours, minutes, seconds, ended } = useCountdown(endAt);
  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended, onEnd]);

  const two = (value: number) =>
    formatNumber(value, locale.language.value, { minimumIntegerDigits: 2, useGrouping: false });
  return (
    <p className={className ? `${css.countdown} ${className}` : css.countdown}>
      <span id={labelId}>{t('Ends in')}</span>
      <span
        role="timer"
        aria-live="off"
        aria-atomic="true"
        aria-labelledby={labelId}
        className={css.timer}
      >
        {`${two(hours)}:${two(minutes)}:${two(seconds)}`}
      </span>
    </p>
  );
}
