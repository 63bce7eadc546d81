import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { StoreSchedule } from '../../src/core/api/wire';
import { secondsOfDay } from '../../src/core/catalog';
import { formatDate, intlLocale, type Locale } from '../../src/core/i18n';
import { type Translator, useSouq, useT } from '../../src/ui/souq';
import * as css from './StorePage.css';
import { type DayHours, dayHours, shopWeekday, weekHours } from './weekHours';

// A Sunday: day `n` of the week is `n` days after it. Noon, so no time zone moves the date.
const A_SUNDAY = Date.UTC(2024, 0, 7, 12);
const DAY_MS = 86_400_000;

/** A weekday's name (0 Sunday) in the shopper's language. */
function dayName(day: number, language: Locale): string {
  return formatDate(A_SUNDAY + day * DAY_MS, language, { weekday: 'long', timeZone: 'UTC' });
}

/** "HH:MM:SS" as the shopper's clock shows it ("9:00 AM", "9:00 ص"). */
function clockTime(time: string, language: Locale): string {
  const seconds = secondsOfDay(time) ?? 0;
  return formatDate(seconds * 1000, language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** A day's hours in words: "Open 24 hours", "Closed", or its spans ("… and …"). */
function hoursText(hours: DayHours, language: Locale, t: Translator): string {
  if (hours.spans.length === 0) return t('Closed');
  const list = new Intl.ListFormat(intlLocale(language), { type: 'conjunction' });
  return list.format(
    hours.spans.map((span) =>
      span.kind === 'all-day'
        ? t('Open 24 hours')
        : t('{opening} – {closing}', {
            opening: clockTime(span.opening, language),
            closing: clockTime(span.closing, language),
          }),
    ),
  );
}

/** Props of `StoreHours`. */
export interface StoreHoursProps {
  schedules: readonly StoreSchedule[];
  /** Whether the store takes orders now. */
  open: boolean;
  /** The moment the page reads the clocks at. */
  now: Date;
}

/**
 * Whether the store is open now and its hours today, then the whole week (Saturday first, days
 * named in the shopper's language, today marked) in a disclosure.
 */
export function StoreHours({ schedules, open, now }: StoreHoursProps): ReactNode {
  useSignals();
  const t = useT();
  const language = useSouq().locale.language.value;
  const today = shopWeekday(now);
  return (
    <div className={css.hours}>
      <span className={open ? css.openNow : css.closedNow}>
        {open ? t('Open now') : t('Closed now')}
      </span>
      <span>
        {t('Today: {hours}', { hours: hoursText(dayHours(schedules, today), language, t) })}
      </span>
      <details className={css.week}>
        <summary className={css.weekSummary}>{t('Opening hours')}</summary>
        <dl className={css.weekList}>
          {weekHours(schedules).map((hours) => (
            <div
              key={hours.day}
              className={css.weekDay}
              aria-current={hours.day === today ? 'date' : undefined}
            >
              <dt>{dayName(hours.day, language)}</dt>
              <dd>{hoursText(hours, language, t)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
