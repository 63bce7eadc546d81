import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { formatNumber } from '../../core/i18n';
import { unreadSupportOf } from '../../core/support';
import { useSouq } from '../souq';
import * as css from './UnreadBadge.css';

/** Most unread messages the badge writes out; more reads as "99+". */
const MOST_SHOWN = 99;

/** Support's unread answers for the signed-in customer, read while the caller is shown. */
export function useUnreadSupport(): number {
  useSignals();
  const core = useSouq();
  const unread = unreadSupportOf(core);
  useEffect(() => unread.watch(), [unread]);
  return unread.count.value;
}

/**
 * The count beside a link, hidden from screen readers: the link says it in its name
 * (`inbox_link`), which holds the link's visible text: its label, a space, the count (WCAG 2.5.3).
 * Nothing shows when the count is 0.
 */
export function UnreadBadge({ count }: { count: number }): ReactNode {
  useSignals();
  const { locale } = useSouq();
  if (count <= 0) return null;
  const shown = formatNumber(Math.min(count, MOST_SHOWN), locale.language.value);
  return (
    <>
      {' '}
      <span className={css.badge} aria-hidden="true">
        {count > MOST_SHOWN ? `${shown}+` : shown}
      </span>
    </>
  );
}
