import type { FastifyPluginAsync } from 'fastify';
import type { Locale } from '../../../../src/core/i18n';
import type { Database } from '../../db/database';
import { requestLanguage } from '../../http/language';
import {
  absoluteBaseUrls,
  isJsonObject,
  type JsonObject,
  type JsonValue,
  localizeSettingObject,
} from '../../serializers/settings';
import { readSetting } from '../catalog/settingsStore';
import { publicOrigin, type RouteContext } from '../context';
import { fullUrl, readStoredSetting } from './storedSettings';

const objects = (value: JsonValue | undefined): JsonObject[] =>
  Array.isArray(value) ? value.filter(isJsonObject) : [];

/** The testimonials of a localized landing row, each with its picture's whole URL. */
function testimonialList(landing: JsonObject, folder: string | undefined, shownOnly = false) {
  return objects(landing.testimonial_list)
    .filter((entry) => !shownOnly || entry.status === 1)
    .map((entry) => ({
      ...entry,
      reviewer_image_full_url: fullUrl(folder, entry.reviewer_image),
    }));
}

/**
 * react-landing-page: the footer text and app links of spec §3 and every section 6amMart's web
 * reads (header, company, earning, business, testimonials, promotion banners), in the request's
 * language, with absolute picture folders and each picture's whole URL beside its file name.
 */
export async function landingReply(db: Database, language: Locale, origin: string) {
  const landing = localizeSettingObject(await readSetting(db, 'landing'), language);
  const baseUrls = absoluteBaseUrls(landing.base_urls, origin);
  return {
    ...landing,
    base_urls: baseUrls,
    header_banner_full_url: fullUrl(baseUrls.header_banner_url, landing.header_banner),
    business_image_full_url: fullUrl(baseUrls.business_image_url, landing.business_image),
    fixed_promotional_banner_full_url: fullUrl(
      baseUrls.promotional_banner_url,
      landing.fixed_promotional_banner,
    ),
    promotion_banners: objects(landing.promotion_banners).map((entry) => ({
      ...entry,
      image_full_url: fullUrl(baseUrls.promotional_banner_url, entry.image),
    })),
    testimonial_list: testimonialList(landing, baseUrls.testimonial_image_url),
  };
}

/** The banner folder as the client reached it. */
const bannerFolder = (origin: string) =>
  absoluteBaseUrls({ folder: '/images/banner' }, origin).folder;

/** The landing page's other sections: testimonials, the video section and why choose the shop. */
export const landingRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/testimonial', async (request) => {
    const landing = localizeSettingObject(
      await readSetting(db, 'landing'),
      requestLanguage(request),
    );
    const folder = absoluteBaseUrls(landing.base_urls, publicOrigin(request)).testimonial_image_url;
    return testimonialList(landing, folder, true);
  });

  app.get('/other-banners/video-content', async (request) => {
    const stored = localizeSettingObject(
      await readStoredSetting(db, 'video_content'),
      requestLanguage(request),
    );
    const folder = bannerFolder(publicOrigin(request));
    return {
      banner_type: stored.banner_type ?? 'image',
      banner_video: stored.banner_video ?? null,
      banner_video_content: stored.banner_video_content ?? null,
      banner_video_content_full_url: fullUrl(folder, stored.banner_video_content),
      banner_image: stored.banner_image ?? null,
      banner_image_full_url: fullUrl(folder, stored.banner_image),
      banner_contents: objects(stored.banner_contents),
    };
  });

  app.get('/other-banners/why-choose', async (request) => {
    const stored = localizeSettingObject(
      await readStoredSetting(db, 'why_choose'),
      requestLanguage(request),
    );
    const folder = bannerFolder(publicOrigin(request));
    return {
      title: typeof stored.title === 'string' ? stored.title : '',
      banners: objects(stored.banners).map((entry) => ({
        ...entry,
        image_full_url: fullUrl(folder, entry.image),
      })),
    };
  });
};
