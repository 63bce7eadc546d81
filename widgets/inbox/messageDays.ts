/*
 * A conversation's messages grouped by the day they were written, in the shopper's own time zone,
 * each day named as a person would: Today, Yesterday, or its date.
 */
import type { SupportMessage } from '../../src/core/api/supportWire';

/** The messages of one day, oldest first. */
export interface MessageDay {
  /** The day as `YYYY-MM-DD` in local time: a key, and the `dateTime` of its heading. */
  key: string;
  /** Noon of that day, to write its date with. */
  date: Date;
  messages: SupportMessage[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day of an instant, as `YYYY-MM-DD`. */
export function dayKey(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Groups messages (oldest first) by the local day each was written. */
export function messageDays(messages: readonly SupportMessage[]): MessageDay[] {
  const days: MessageDay[] = [];
  for (const message of messages) {
    const at = new Date(message.created_at);
    const key = dayKey(at);
    const last = days.at(-1);
    if (last?.key === key) last.messages.push(message);
    else {
      const date = new Date(at.getFullYear(), at.getMonth(), at.getDate(), 12);
      days.push({ key, date, messages: [message] });
    }
  }
  return days;
}

/** How far a day is from `now`: 'today', 'yesterday', or 'earlier'. */
export function dayDistance(day: MessageDay, now: Date): 'today' | 'yesterday' | 'earlier' {
  if (day.key === dayKey(now)) return 'today';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);
  return day.key === dayKey(yesterday) ? 'yesterday' : 'earlier';
}
