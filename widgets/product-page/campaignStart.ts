import type { Item } from '../../src/core/api/wire';

/** A campaign's start still to come: the instant, and whether the shop named only a day. */
export interface CampaignStart {
  at: number;
  /** A bare 'YYYY-MM-DD': its calendar day is shown as written, in any time zone. */
  dateOnly: boolean;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When a campaign item can first be ordered, if that is after `now`; null for an item that is no
 * campaign's, a campaign already running, or a date that cannot be read.
 */
export function campaignStart(
  item: Pick<Item, 'available_date_starts'>,
  now: number,
): CampaignStart | null {
  const starts = item.available_date_starts?.trim();
  if (!starts) return null;
  const at = Date.parse(starts);
  if (!Number.isFinite(at) || at <= now) return null;
  return { at, dateOnly: DAY_ONLY.test(starts) };
}
