// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/database';
import {
  banners,
  campaigns,
  categories,
  coupons,
  flashSaleItems,
  items,
  modules,
  settings,
  stores,
  zones,
} from '../db/schema';
import { type JsonObject, localizeSettingObject } from '../serializers/settings';
import { isEmpty } from './isEmpty';
import { LOCALIZED_CONFIG_FIELDS, type StoredConfig } from './localized';
import { isDeliberatelyMissingImage } from './plan/buildItems';
import { clearDatabase } from './resetDatabase';
import { seedDatabase } from './seedDatabase';

const ARABIC = /[\u0600-\u06FF]/;
const NOW = new Date('2025-03-01T10:00:00Z');

/** Every field of spec §3 Config, and the nested fields it names. */
const SPEC_CONFIG_FIELDS = [
  'maintenance_mode',
  'guest_checkout_status',
  'refund_policy',
  'cancelation_policy',
  'shipping_policy',
  'footer_text',
  'free_delivery_over',
  'customer_wallet_status',
  'loyalty_point_status',
  'ref_earning_status',
  'social_media',
  'app_url_android',
  'app_url_ios',
  'base_urls',
  'logo',
  'fav_icon',
  'currency_symbol',
  'currency_symbol_direction',
  'digit_after_decimal_point',
  'tax',
  'tax_included',
  'per_km_shipping_charge',
  'countries',
];
const SPEC_BASE_URLS = [
  'category_image_url',
  'customer_image_url',
  'business_logo_url',
  'item_image_url',
  'campaign_image_url',
  'item_image_thumbnail_url',
];

let database: OpenDatabase;
let imagesDir: string;

beforeAll(async () => {
  imagesDir = await mkdtemp(join(tmpdir(), 'souq-seed-'));
  database = await openDatabase({ memory: true });
}, 60_000);

afterAll(async () => {
  await database?.close();
  await rm(imagesDir, { recursive: true, force: true });
});

const readConfig = async (): Promise<StoredConfig> => {
  const [row] = await database.db.select().from(settings).where(eq(settings.key, 'config'));
  return row?.value as StoredConfig;
};

const itemContent = () =>
  database.db
    .select({
      id: items.id,
      nameEn: items.nameEn,
      nameAr: items.nameAr,
      price: items.price,
      stock: items.stock,
    })
    .from(items)
    .orderBy(asc(items.id));

describe('seedDatabase', () => {
  describe('given an empty database', () => {
    it('reports it as empty', async () => {
      expect(await isEmpty(database.db)).toBe(true);
    });
  });

  describe('when the small catalog is seeded', () => {
    beforeAll(async () => {
      await seedDatabase(database.db, { imagesDir, scale: 'small', now: NOW });
    }, 60_000);

    it('no longer reports the database as empty', async () => {
      expect(await isEmpty(database.db)).toBe(false);
    });

    it('gives module id 1 to ecommerce, then grocery, food, pharmacy and parcel', async () => {
      const rows = await database.db.select().from(modules).orderBy(asc(modules.id));
      expect(rows.map((row) => [row.id, row.moduleType])).toEqual([
        [1, 'ecommerce'],
        [2, 'grocery'],
        [3, 'food'],
        [4, 'pharmacy'],
        [5, 'parcel'],
      ]);
    });

    it('has at least 12 parent categories, each with children', async () => {
      const rows = await database.db.select().from(categories);
      const parents = rows.filter((row) => row.parentId === null);
      expect(parents.length).toBeGreaterThanOrEqual(12);
      for (const parent of parents) {
        expect(
          rows.some((row) => row.parentId === parent.id),
          parent.nameEn,
        ).toBe(true);
      }
    });

    it('points every item at an existing child category and store of its module', async () => {
      const categoryRows = new Map(
        (await database.db.select().from(categories)).map((row) => [row.id, row]),
      );
      const storeRows = new Map(
        (await database.db.select().from(stores)).map((row) => [row.id, row]),
      );
      const itemRows = await database.db.select().from(items);
      expect(itemRows.length).toBe(300);
      for (const item of itemRows) {
        expect(categoryRows.get(item.categoryId)?.parentId, item.nameEn).not.toBeNull();
        expect(storeRows.get(item.storeId)?.moduleId, item.nameEn).toBe(item.moduleId);
      }
    });

    it('names items in Arabic script and in English', async () => {
      const rows = await itemContent();
      expect(rows.every((row) => ARABIC.test(row.nameAr) && /[A-Za-z]/.test(row.nameEn))).toBe(
        true,
      );
    });

    it('has percent and amount discounts, and items without discount', async () => {
      const rows = await database.db.select().from(items);
      expect(rows.some((row) => row.discountType === 'percent' && row.discount > 0)).toBe(true);
      expect(rows.some((row) => row.discountType === 'amount' && row.discount > 0)).toBe(true);
      expect(rows.some((row) => row.discount === 0)).toBe(true);
    });

    it('has items out of stock, items with variations, and items with a cart maximum', async () => {
      const rows = await database.db.select().from(items);
      expect(rows.some((row) => row.stock === 0)).toBe(true);
      expect(rows.some((row) => row.variations.length > 0 && row.choiceOptions.length > 0)).toBe(
        true,
      );
      expect(rows.some((row) => row.maximumCartQuantity !== null)).toBe(true);
    });

    it('gives campaign items the campaign start date as available_date_starts', async () => {
      const campaignRows = new Map(
        (await database.db.select().from(campaigns)).map((row) => [row.id, row]),
      );
      expect(campaignRows.size).toBeGreaterThanOrEqual(3);
      const campaignItems = (await database.db.select().from(items)).filter(
        (row) => row.campaignId !== null,
      );
      expect(campaignItems.length).toBeGreaterThan(0);
      for (const item of campaignItems) {
        expect(item.availableDateStarts).toBe(campaignRows.get(item.campaignId ?? 0)?.startDate);
      }
    });

    it('has coupons of all four types, percent and amount, capped and uncapped', async () => {
      const rows = await database.db.select().from(coupons);
      expect(new Set(rows.map((row) => row.couponType))).toEqual(
        new Set(['zone_wise', 'store_wise', 'free_delivery', 'default']),
      );
      expect(new Set(rows.map((row) => row.discountType))).toEqual(new Set(['percent', 'amount']));
      expect(
        rows.some((row) => row.maxDiscount === 0) && rows.some((row) => row.maxDiscount > 0),
      ).toBe(true);
      const zoneIds = new Set((await database.db.select().from(zones)).map((zone) => zone.id));
      for (const coupon of rows.filter((row) => row.couponType === 'zone_wise')) {
        expect(coupon.data.length).toBeGreaterThan(0);
        expect(coupon.data.every((id) => zoneIds.has(id))).toBe(true);
      }
    });

    it('flags exactly one default zone, and raises the fee in at least one', async () => {
      const rows = await database.db.select().from(zones);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
      expect(rows.some((row) => row.increasedDeliveryFeeStatus === 1)).toBe(true);
    });

    it('puts items on flash sale and banners on the home page', async () => {
      expect((await database.db.select().from(flashSaleItems)).length).toBeGreaterThan(0);
      expect((await database.db.select().from(banners)).length).toBeGreaterThan(0);
    });

    it('stores a config with every field of spec §3', async () => {
      const config = await readConfig();
      for (const field of SPEC_CONFIG_FIELDS) expect(config, field).toHaveProperty(field);
      for (const field of SPEC_BASE_URLS) expect(config.base_urls, field).toHaveProperty(field);
      // The config's zones are served from the zones table; each row has every fee field.
      for (const zone of await database.db.select().from(zones)) {
        expect(zone.perKmShippingCharge).toBeGreaterThan(0);
        expect(zone.minimumShippingCharge).toBeGreaterThanOrEqual(0);
        expect(zone.maximumShippingCharge).toBeGreaterThan(zone.minimumShippingCharge);
        expect([0, 1]).toContain(zone.increasedDeliveryFeeStatus);
      }
      expect(config.countries).toEqual([
        { code: 'eg', isActive: true },
        { code: 'sa', isActive: false },
        { code: 'in', isActive: false },
      ]);
      expect(config).toMatchObject({
        guest_checkout_status: 1,
        free_delivery_over: 500,
        tax: 14,
        tax_included: 0,
        digit_after_decimal_point: 2,
      });
    });

    it('stores the localized config texts in both languages', async () => {
      const config = await readConfig();
      for (const field of LOCALIZED_CONFIG_FIELDS) expect(config[field].ar, field).toMatch(ARABIC);
      const stored = JSON.parse(JSON.stringify(config)) as JsonObject;
      expect(localizeSettingObject(stored, 'ar').currency_symbol).toBe('ج.م');
      expect(localizeSettingObject(stored, 'en').currency_symbol).toBe('EGP');
    });

    it('stores the landing data', async () => {
      const [row] = await database.db.select().from(settings).where(eq(settings.key, 'landing'));
      expect(row?.value).toMatchObject({
        fixed_footer_description: { en: expect.any(String), ar: expect.stringMatching(ARABIC) },
        download_user_app_links: { playstore_url_status: 1, apple_store_url_status: 1 },
      });
    });

    it('writes every picture the rows refer to, except the deliberately missing ones', async () => {
      const config = await readConfig();
      const referenced: Array<[string, string]> = [
        ['business', config.logo],
        ['business', config.fav_icon],
        ...(await database.db.select().from(modules)).map((row): [string, string] => [
          'business',
          row.icon,
        ]),
        ...(await database.db.select().from(categories)).map((row): [string, string] => [
          'category',
          row.image,
        ]),
        ...(await database.db.select().from(stores)).flatMap(
          (row): Array<[string, string]> => [
            ['store', row.logo],
            ['store', row.coverPhoto],
          ],
        ),
        ...(await database.db.select().from(campaigns)).map((row): [string, string] => [
          'campaign',
          row.image,
        ]),
        ...(await database.db.select().from(banners)).map((row): [string, string] => [
          'banner',
          row.image,
        ]),
        ...(await database.db.select().from(items)).map((row): [string, string] => [
          'product',
          row.image,
        ]),
      ];
      const missing = referenced.filter(([, name]) => isDeliberatelyMissingImage(name));
      expect(missing.length).toBeGreaterThan(0);
      for (const [folder, name] of referenced) {
        expect(existsSync(join(imagesDir, folder, name)), `${folder}/${name}`).toBe(
          !isDeliberatelyMissingImage(name),
        );
      }
    });

    it('moves the id sequences past the seeded rows', async () => {
      const [row] = await database.db
        .insert(zones)
        .values({
          nameEn: 'Test',
          nameAr: 'تجربة',
          latitude: 0,
          longitude: 0,
          radiusKm: 1,
          perKmShippingCharge: 1,
          minimumShippingCharge: 1,
          maximumShippingCharge: 1,
        })
        .returning({ id: zones.id });
      expect(row?.id).toBe(6);
      await database.db.delete(zones).where(eq(zones.id, 6));
    });
  });

  describe('when the database is cleared and seeded again on another day', () => {
    let before: Awaited<ReturnType<typeof itemContent>>;
    let firstCampaignStart: string | undefined;

    beforeAll(async () => {
      before = await itemContent();
      firstCampaignStart = (
        await database.db.select().from(campaigns).orderBy(asc(campaigns.id))
      )[0]?.startDate;
      await clearDatabase(database.db);
      expect(await isEmpty(database.db)).toBe(true);
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-07-20T18:30:00Z') });
      try {
        await seedDatabase(database.db, { imagesDir, scale: 'small' });
      } finally {
        vi.useRealTimers();
      }
    }, 60_000);

    it('yields identical item names, prices and stock', async () => {
      expect(await itemContent()).toEqual(before);
    });

    it('dates the campaigns from the new day', async () => {
      const [campaign] = await database.db.select().from(campaigns).orderBy(asc(campaigns.id));
      expect(firstCampaignStart).toBe('2025-02-26');
      expect(campaign?.startDate).toBe('2025-07-17');
    });
  });
});
