import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { OtherBanners } from '../../../../src/core/api/wire';
import { settings } from '../../db/schema';
import { absoluteBaseUrls } from '../../serializers/settings';
import { publicOrigin, type RouteContext } from '../context';

/** Where the pictures are when no folder is stored: the banners' own. */
const DEFAULT_FOLDER = '/images/banner';

const fileName = v.optional(v.nullable(v.pipe(v.string(), v.nonEmpty())), null);

/**
 * The 'other_banners' settings value: the folder of the pictures and each section's file. A
 * value of another shape is read as no pictures, as a shop that never set any.
 */
const storedOtherBanners = v.object({
  promotional_banner_url: v.optional(v.pipe(v.string(), v.nonEmpty()), DEFAULT_FOLDER),
  best_reviewed_section_banner: fileName,
  new_arrival_section_banner: fileName,
  bottom_section_banner: fileName,
});

/**
 * 6amMart's promotional pictures of the home page's sections (api-paths "Catalog"). They are
 * shop-wide settings rather than rows of `banners`, which are the home carousel's: a picture per
 * section, with no title or target, as 6amMart keeps them apart too.
 */
export const otherBannerRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/other-banners', async (request) => {
    const [row] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'other_banners'))
      .limit(1);
    const parsed = v.safeParse(storedOtherBanners, row?.value ?? {});
    const stored = parsed.success ? parsed.output : v.parse(storedOtherBanners, {});
    const { folder = DEFAULT_FOLDER } = absoluteBaseUrls(
      { folder: stored.promotional_banner_url },
      publicOrigin(request),
    );
    const fullUrl = (file: string | null) => (file === null ? null : `${folder}/${file}`);
    const { best_reviewed_section_banner: bestReviewed, new_arrival_section_banner: newArrival } =
      stored;
    const bottom = stored.bottom_section_banner;
    return {
      promotional_banner_url: folder,
      best_reviewed_section_banner: bestReviewed,
      best_reviewed_section_banner_full_url: fullUrl(bestReviewed),
      new_arrival_section_banner: newArrival,
      new_arrival_section_banner_full_url: fullUrl(newArrival),
      bottom_section_banner: bottom,
      bottom_section_banner_full_url: fullUrl(bottom),
    } satisfies OtherBanners;
  });
};
