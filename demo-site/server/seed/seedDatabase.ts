/*
 * The deterministic demo seed: a fixed PRNG seed draws the same catalog every run; only dates
 * follow the day it runs, so campaigns and flash sales are always current.
 */
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { insertGiftPackets } from './giftPackets';
import { writeImages } from './images';
import { insertPlan } from './insertPlan';
import { insertOfflinePaymentMethods } from './offlinePaymentMethods';
import { buildSeedPlan } from './plan/buildSeedPlan';
import type { SeedScale } from './plan/types';
import { insertWalletBonuses } from './walletBonuses';

/** Where the seed writes pictures by default (next to the embedded database in `.data/`). */
export const DEFAULT_IMAGES_DIR = resolve(import.meta.dirname, '../../../.data/images');

/** Options of a seed run. */
export interface SeedOptions {
  /** The folder pictures are written to; the server serves it under /images. */
  imagesDir: string;
  /** 'full' (the demo, default) or 'small' (tests). */
  scale?: SeedScale;
  /** The instant dates count from; defaults to now. */
  now?: Date;
}

/** How many rows and pictures a seed run wrote. */
export interface SeedSummary {
  modules: number;
  zones: number;
  categories: number;
  stores: number;
  items: number;
  campaigns: number;
  banners: number;
  flashSales: number;
  coupons: number;
  reviews: number;
  images: number;
}

/**
 * Seeds an empty database in one transaction and writes the pictures it refers to. Afterwards
 * VACUUM ANALYZE (which cannot run in a transaction) flushes the trigram indexes' pending lists
 * and gathers statistics; without it the planner scans the whole items table for suggestions.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const plan = buildSeedPlan({ scale: options.scale ?? 'full', now });
  await writeImages(plan.images, options.imagesDir);
  await db.transaction(async (tx) => {
    await insertPlan(tx, plan);
    await insertWalletBonuses(tx, now);
    await insertOfflinePaymentMethods(tx);
    await insertGiftPackets(tx);
  });
  await db.execute(sql`VACUUM ANALYZE`);
  return {
    modules: plan.modules.length,
    zones: plan.zones.length,
    categories: plan.categories.length,
    stores: plan.stores.length,
    items: plan.items.length,
    campaigns: plan.campaigns.length,
    banners: plan.banners.length,
    flashSales: plan.flashSales.length,
    coupons: plan.coupons.length,
    reviews: plan.reviews.length,
    images: plan.images.length,
  };
}
