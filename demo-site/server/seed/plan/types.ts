/*
 * The seed plan: every row the seed inserts, with explicit ids so rows can reference each other
 * before they reach the database, and every picture it writes.
 */
import type { OtherBannerSection } from '../../../../src/core/api/wire';
import type {
  banners,
  campaigns,
  categories,
  coupons,
  customers,
  flashSaleItems,
  flashSales,
  items,
  modules,
  reviews,
  stores,
  zones,
} from '../../db/schema';
import type { ContentSeed } from '../content/contentSeed';
import type { StoredConfig, StoredLanding } from '../localized';
import type { Tint } from '../vocabulary/types';

type WithId<T> = T & { id: number };

/** A module row. */
export type ModuleRow = WithId<typeof modules.$inferInsert>;
/** A zone row. */
export type ZoneRow = WithId<typeof zones.$inferInsert>;
/** A category row. */
export type CategoryRow = WithId<typeof categories.$inferInsert>;
/** A store row. */
export type StoreRow = WithId<typeof stores.$inferInsert>;
/** A campaign row. */
export type CampaignRow = WithId<typeof campaigns.$inferInsert>;
/** An item row. */
export type ItemRow = WithId<typeof items.$inferInsert>;
/** A banner row. */
export type BannerRow = WithId<typeof banners.$inferInsert>;
/** A flash sale row. */
export type FlashSaleRow = WithId<typeof flashSales.$inferInsert>;
/** An item on a flash sale. */
export type FlashSaleItemRow = typeof flashSaleItems.$inferInsert;
/** A coupon row. */
export type CouponRow = WithId<typeof coupons.$inferInsert>;

/** A customer row (the seed's reviewers). */
export type CustomerRow = WithId<typeof customers.$inferInsert>;
/** A review row. */
export type ReviewRow = WithId<typeof reviews.$inferInsert>;

/** The folders under the images directory, one per base URL. */
export const IMAGE_FOLDERS = [
  'product',
  'category',
  'store',
  'banner',
  'campaign',
  'business',
] as const;

/** One of the image folders. */
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

/** Picture shapes: a square tile, a 3:1 banner or store cover, a 2:1 campaign card. */
export type ImageShape = 'tile' | 'banner' | 'card';

/** A picture to compose: icons from the icon set on a tinted background. */
export interface ImageSpec {
  folder: ImageFolder;
  name: string;
  shape: ImageShape;
  icons: readonly string[];
  tint: Tint;
}

/** How much data to seed: the full demo, or a small catalog for tests. */
export type SeedScale = 'full' | 'small';

/** The 'other_banners' settings value: the pictures' folder and each home section's file. */
export type StoredOtherBanners = { promotional_banner_url: string } & Record<
  OtherBannerSection,
  string
>;

/** Everything the seed writes. */
export interface SeedPlan {
  modules: ModuleRow[];
  zones: ZoneRow[];
  categories: CategoryRow[];
  stores: StoreRow[];
  campaigns: CampaignRow[];
  items: ItemRow[];
  banners: BannerRow[];
  flashSales: FlashSaleRow[];
  flashSaleItems: FlashSaleItemRow[];
  coupons: CouponRow[];
  customers: CustomerRow[];
  reviews: ReviewRow[];
  settings: { config: StoredConfig; landing: StoredLanding; otherBanners: StoredOtherBanners };
  /** The footer's pages, the parcel categories and the landing sections (issue #19). */
  content: ContentSeed;
  images: ImageSpec[];
}
