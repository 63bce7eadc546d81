import type { Database } from '../../db/database';
import { contentPages, parcelCategories, settings } from '../../db/schema';
import type { ImageRegistry } from '../plan/imageRegistry';
import { ABOUT_US, PRIVACY_POLICY, TERMS_AND_CONDITIONS } from './aboutAndLegalPages';
import type { SeededPage } from './blocks';
import { buildLandingSections, buildVideoContent, buildWhyChoose } from './landingSections';
import { buildParcelCategories } from './parcelCategories';
import { CANCELLATION_POLICY, REFUND_POLICY, SHIPPING_POLICY } from './policyPages';

/** Every seeded content page. */
export const SEEDED_PAGES: readonly SeededPage[] = [
  ABOUT_US,
  TERMS_AND_CONDITIONS,
  PRIVACY_POLICY,
  REFUND_POLICY,
  CANCELLATION_POLICY,
  SHIPPING_POLICY,
];

/** The shop's content the seed writes beside the catalog (issue #19, "Content"). */
export interface ContentSeed {
  pages: readonly SeededPage[];
  parcelCategories: ReturnType<typeof buildParcelCategories>;
  /** Fields merged into the 'landing' settings row. */
  landingSections: ReturnType<typeof buildLandingSections>;
  videoContent: ReturnType<typeof buildVideoContent>;
  whyChoose: ReturnType<typeof buildWhyChoose>;
}

/** Builds the content, registering its pictures. */
export function buildContentSeed(images: ImageRegistry): ContentSeed {
  return {
    pages: SEEDED_PAGES,
    parcelCategories: buildParcelCategories(images),
    landingSections: buildLandingSections(images),
    videoContent: buildVideoContent(images),
    whyChoose: buildWhyChoose(images),
  };
}

type Writer = Pick<Database, 'insert'>;

/**
 * Writes the content: the pages, the parcel categories and the landing's video and why-choose
 * settings. The landing sections go into the landing row, which the caller writes.
 */
export async function insertContentSeed(db: Writer, seed: ContentSeed): Promise<void> {
  await db.insert(contentPages).values(
    seed.pages.map((page) => ({
      key: page.key,
      titleEn: page.title.en,
      titleAr: page.title.ar,
      bodyEn: page.body.en,
      bodyAr: page.body.ar,
    })),
  );
  await db.insert(parcelCategories).values([...seed.parcelCategories]);
  await db.insert(settings).values([
    { key: 'video_content', value: seed.videoContent },
    { key: 'why_choose', value: seed.whyChoose },
  ]);
}
