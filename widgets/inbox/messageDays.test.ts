import { describe, expect, it } from 'vitest';
import type { SupportMessage } from '../../src/core/api/supportWire';
import { dayDistance, messageDays } from './messageDays';

/** A message written at local `at`. */
const written = (id: number, at: Date): SupportMessage => ({
  id,
  conversation_id: 1,
  sender_id: 0,
  message: `message ${id}`,
  file: [],
  file_full_url: [],
  is_seen: 1,
  order_id: null,
  created_at: at.toISOString(),
  updated_at: at.toISOString(),
});

describe('messageDays', () => {
  it('groups messages by the local day they were written, oldest first', () => {
    const days = messageDays([
      written(1, new Date(2026, 11, 4, 23, 59)),
      written(2, new Date(2026, 11, 5, 0, 1)),
      written(3, new Date(2026, 11, 5, 18, 0)),
    ]);
    expect(days.map((day) => day.key)).toEqual(['2026-12-04', '2026-12-05']);
    expect(days[1]?.messages.map((message) => message.id)).toEqual([2, 3]);
  });

  it('names today and yesterday, and any day before by its date', () => {
    const now = new Date(2026, 11, 6, 9, 0);
    const [earlier, yesterday, today] = messageDays([
      written(1, new Date(2026, 11, 1, 10, 0)),
      written(2, new Date(2026, 11, 5, 10, 0)),
      written(3, new Date(2026, 11, 6, 8, 0)),
    ]);
    expect([earlier, yesterday, today].map((day) => day && dayDistance(day, now))).toEqual([
      'earlier',
      'yesterday',
      'today',
    ]);
  });
});
