import * as v from 'valibot';
import { catalogImageSrc } from '../../../src/core/catalog';
import { escapeHtml } from './escape';

/** The pictures a first screen paints largest: a phone's first row of results, the first banner. */
const LEAD_PICTURES = 2;

const picture = v.looseObject({ image: v.nullish(v.string()) });
const itemPage = v.looseObject({ products: v.array(picture) });
const banners = v.looseObject({ banners: v.array(picture), campaigns: v.array(picture) });
const baseUrls = v.looseObject({ base_urls: v.record(v.string(), v.string()) });

/** One read of the first screen and the API's reply to it. */
export interface AnsweredRead {
  path: string;
  body: unknown;
}

/** The addresses of the pictures a reply shows first, as the kit's cards and banners write them. */
function picturesOf(
  { path, body }: AnsweredRead,
  folders: Record<string, string>,
): (string | null)[] {
  if (path === '/api/v1/items/search') {
    const page = v.safeParse(itemPage, body);
    if (!page.success) return [];
    return page.output.products.map((item) =>
      catalogImageSrc(item.image, folders, 'item_image_url'),
    );
  }
  if (path === '/api/v1/banners') {
    const reply = v.safeParse(banners, body);
    if (!reply.success) return [];
    return [
      ...reply.output.banners.map((banner) =>
        catalogImageSrc(banner.image, folders, 'banner_image_url'),
      ),
      ...reply.output.campaigns.map((campaign) =>
        catalogImageSrc(campaign.image, folders, 'campaign_image_url'),
      ),
    ];
  }
  return [];
}

/**
 * Preload links for the pictures the first screen paints largest, at high priority: the page's
 * code renders them only after it has run, and by then they are here.
 */
export function leadPictureTags(answered: readonly AnsweredRead[], config: object): string {
  const folders = v.safeParse(baseUrls, config);
  if (!folders.success) return '';
  return answered
    .flatMap((read) => picturesOf(read, folders.output.base_urls))
    .filter((src): src is string => src !== null)
    .slice(0, LEAD_PICTURES)
    .map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`)
    .join('');
}
