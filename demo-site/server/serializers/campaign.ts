import type { Locale } from '../../../src/core/i18n';
import type { campaigns } from '../db/schema';
import { localized } from '../http/language';

/** A campaign as the API sends it; its picture is a file under `base_urls.campaign_image_url`. */
export interface CampaignWire {
  id: number;
  title: string;
  description: string;
  image: string;
  start_date: string;
  end_date: string;
  module_id: number;
  /** 6amMart's names of the same days, and the hours of the first and the last day. */
  available_date_starts: string;
  available_date_ends: string;
  start_time: string;
  end_time: string;
}

/** A campaign runs whole days: from the first day's start to the last day's end. */
const FIRST_MINUTE = '00:00';
const LAST_MINUTE = '23:59';

/** Serialises a campaign row in the request's language. */
export function campaignWire(row: typeof campaigns.$inferSelect, language: Locale): CampaignWire {
  return {
    id: row.id,
    title: localized(language, row.titleEn, row.titleAr),
    description: localized(language, row.descriptionEn, row.descriptionAr),
    image: row.image,
    start_date: row.startDate,
    end_date: row.endDate,
    module_id: row.moduleId,
    available_date_starts: row.startDate,
    available_date_ends: row.endDate,
    start_time: FIRST_MINUTE,
    end_time: LAST_MINUTE,
  };
}
