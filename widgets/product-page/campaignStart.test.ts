import { describe, expect, it } from 'vitest';
import { campaignStart } from './campaignStart';

const now = Date.parse('2026-11-26T12:00:00Z');

describe('when a campaign item starts', () => {
  it('is the day the shop named, while it is still to come', () => {
    expect(campaignStart({ available_date_starts: '2026-12-01' }, now)).toEqual({
      at: Date.parse('2026-12-01'),
      dateOnly: true,
    });
  });

  it('keeps a full instant as one', () => {
    expect(campaignStart({ available_date_starts: '2026-12-01T08:00:00Z' }, now)?.dateOnly).toBe(
      false,
    );
  });

  it('is nothing for a running campaign, no campaign, or an unreadable date', () => {
    expect(campaignStart({ available_date_starts: '2025-03-01' }, now)).toBeNull();
    expect(campaignStart({ available_date_starts: null }, now)).toBeNull();
    expect(campaignStart({}, now)).toBeNull();
    expect(campaignStart({ available_date_starts: 'soon' }, now)).toBeNull();
  });
});
