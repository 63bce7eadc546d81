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
}

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
  };
}
