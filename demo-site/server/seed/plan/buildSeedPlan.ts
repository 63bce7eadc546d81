/*
 * The whole seed as data: pure and deterministic apart from dates, which follow `now`.
 */
import { createRandom, SEED } from '../random';
import { TINTS } from '../vocabulary/palette';
import { buildItems } from './buildItems';
import { buildPromotions } from './buildPromotions';
import { buildReviewers, buildReviews, buildSchedules } from './buildReviews';
import { buildContentSeed } from '../content/contentSeed';
import { buildConfig, buildLanding, buildOtherBanners } from './buildSettings';
import { buildStores } from './buildStores';
import { buildStructure } from './buildStructure';
import { createImageRegistry } from './imageRegistry';
import type { SeedPlan, SeedScale } from './types';

/** Options of the plan: its scale, the instant dates count from, and the PRNG seed. */
export interface PlanOptions {
  scale: SeedScale;
  now: Date;
  seed?: number;
}

/** Builds every row and picture of the seed. */
export function buildSeedPlan({ scale, now, seed = SEED }: PlanOptions): SeedPlan {
  const random = createRandom(seed);
  const images = createImageRegistry();
  images.add({
    folder: 'business',
    name: 'logo.svg',
    shape: 'tile',
    icons: ['shopping-bags'],
    tint: TINTS.teal,
  });
  images.add({
    folder: 'business',
    name: 'favicon.svg',
    shape: 'tile',
    icons: ['shopping-bags'],
    tint: TINTS.teal,
  });
  const structure = buildStructure(images);
  const stores = buildStores(
    random.fork('stores'),
    scale,
    structure.zones,
    structure.moduleId,
    images,
    now,
  );
  const items = buildItems(random.fork('items'), scale, structure.children, stores, images, now);
  const promotions = buildPromotions({
    random: random.fork('promotions'),
    scale,
    now,
    items,
    children: structure.children,
    stores,
    zones: structure.zones,
    moduleId: structure.moduleId,
    images,
  });
  const reviewers = buildReviewers(now);
  const rated = buildReviews(
    random.fork('reviews'),
    promotions.items,
    buildSchedules(random.fork('hours'), stores),
    reviewers,
    now,
  );
  return {
    modules: structure.modules,
    zones: structure.zones,
    categories: structure.categories,
    stores: rated.stores,
    campaigns: promotions.campaigns,
    items: rated.items,
    banners: promotions.banners,
    flashSales: promotions.flashSales,
    flashSaleItems: promotions.flashSaleItems,
    coupons: promotions.coupons,
    customers: reviewers,
    reviews: rated.reviews,
    settings: {
      config: buildConfig(structure.zones),
      landing: buildLanding(),
      otherBanners: buildOtherBanners(images),
    },
    content: buildContentSeed(images),
    images: images.list(),
  };
}
