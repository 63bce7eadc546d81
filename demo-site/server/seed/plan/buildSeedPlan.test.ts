// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEED } from '../random';
import { isDeliberatelyMissingImage } from './buildItems';
import { buildSeedPlan } from './buildSeedPlan';
import type { ItemRow } from './types';

const NOW = new Date('2025-03-01T10:00:00Z');
const LATER = new Date('2025-07-20T18:30:00Z');

const contentOf = (items: readonly ItemRow[]) =>
  items.map((item) => [
    item.id,
    item.nameEn,
    item.nameAr,
    item.price,
    item.discount,
    item.stock,
    item.variations,
  ]);

describe('buildSeedPlan', () => {
  const small = buildSeedPlan({ scale: 'small', now: NOW });

  describe('given the same seed on another day', () => {
    const again = buildSeedPlan({ scale: 'small', now: LATER });

    it('draws the same items, names and prices', () => {
      expect(contentOf(again.items)).toEqual(contentOf(small.items));
      expect(again.stores.map((store) => store.nameAr)).toEqual(
        small.stores.map((store) => store.nameAr),
      );
    });

    it('moves the campaign dates with the day', () => {
      expect(small.campaigns[0]?.startDate).toBe('2025-02-26');
      expect(again.campaigns[0]?.startDate).toBe('2025-07-17');
    });
  });

  describe('given another seed', () => {
    it('draws another catalog', () => {
      const other = buildSeedPlan({ scale: 'small', now: NOW, seed: SEED + 1 });
      expect(contentOf(other.items)).not.toEqual(contentOf(small.items));
    });
  });

  describe('at the small scale', () => {
    it('has about 300 items in 12 stores, and items in every child category', () => {
      expect(small.items.length).toBe(300);
      expect(small.stores.length).toBe(12);
      const children = small.categories.filter((category) => category.parentId !== null);
      const used = new Set(small.items.map((item) => item.categoryId));
      expect(children.filter((child) => !used.has(child.id))).toEqual([]);
    });
  });

  describe('at the full scale', () => {
    const full = buildSeedPlan({ scale: 'full', now: NOW });

    it('has at least 5,000 items in at least 60 stores', () => {
      expect(full.items.length).toBeGreaterThanOrEqual(5000);
      expect(full.stores.length).toBeGreaterThanOrEqual(60);
    });

    it('names every item distinctly in both languages', () => {
      expect(new Set(full.items.map((item) => item.nameEn)).size).toBe(full.items.length);
      expect(new Set(full.items.map((item) => item.nameAr)).size).toBe(full.items.length);
      expect(new Set(full.items.map((item) => item.slug)).size).toBe(full.items.length);
    });

    it('names every store distinctly in both languages', () => {
      expect(new Set(full.stores.map((store) => store.nameEn)).size).toBe(full.stores.length);
      expect(new Set(full.stores.map((store) => store.nameAr)).size).toBe(full.stores.length);
    });

    it('sells each item in a store and a category of the item’s module', () => {
      const stores = new Map(full.stores.map((store) => [store.id, store]));
      const categories = new Map(full.categories.map((category) => [category.id, category]));
      for (const item of full.items) {
        expect(stores.get(item.storeId)?.moduleId, item.nameEn).toBe(item.moduleId);
        expect(categories.get(item.categoryId)?.moduleId, item.nameEn).toBe(item.moduleId);
      }
    });

    it('gives variations types made of their choice options, joined by "-"', () => {
      const varied = full.items.filter((item) => (item.variations ?? []).length > 0);
      expect(varied.length).toBeGreaterThan(0);
      for (const item of varied) {
        const combos = (item.choiceOptions ?? []).reduce<string[]>(
          (acc, choice) =>
            acc.flatMap((prefix) =>
              choice.options.map((option) => (prefix ? `${prefix}-${option}` : option)),
            ),
          [''],
        );
        expect(
          (item.variations ?? []).map((variation) => variation.type),
          item.nameEn,
        ).toEqual(combos);
        expect(item.price).toBe(item.variations?.[0]?.price);
        expect(item.stock).toBe(
          (item.variations ?? []).reduce((sum, variation) => sum + variation.stock, 0),
        );
      }
    });

    it('keeps amount discounts below the price and percent discounts within 5–30', () => {
      for (const item of full.items) {
        const discount = item.discount ?? 0;
        if (item.discountType === 'amount') expect(discount).toBeLessThan(item.price);
        else expect(discount === 0 || (discount >= 5 && discount <= 30)).toBe(true);
      }
    });

    it('leaves about 2% of items pointing at a missing picture', () => {
      const missing = full.items.filter((item) => isDeliberatelyMissingImage(item.image));
      expect(missing.length / full.items.length).toBeCloseTo(0.02, 2);
    });

    it('puts about 5% of items out of stock, wholly or in one variation', () => {
      const out = full.items.filter(
        (item) => item.stock === 0 || (item.variations ?? []).some((v) => v.stock === 0),
      );
      expect(out.length / full.items.length).toBeGreaterThan(0.03);
      expect(out.length / full.items.length).toBeLessThan(0.08);
    });

    it('closes some stores and gives some a 5–20% store discount', () => {
      expect(full.stores.some((store) => store.active === false)).toBe(true);
      const discounts = full.stores
        .map((store) => store.discount ?? 0)
        .filter((discount) => discount > 0);
      expect(discounts.length).toBeGreaterThan(0);
      expect(discounts.every((discount) => discount >= 5 && discount <= 20)).toBe(true);
    });

    it('runs one flash sale now and starts another later', () => {
      const running = full.flashSales.filter((sale) => sale.startAt <= NOW && sale.endAt > NOW);
      const upcoming = full.flashSales.filter((sale) => sale.startAt > NOW);
      expect(running).toHaveLength(1);
      expect(upcoming.length).toBeGreaterThanOrEqual(1);
      expect(full.flashSaleItems.length).toBeGreaterThan(0);
    });

    it('has banners of every type pointing at existing rows', () => {
      const itemIds = new Set(full.items.map((item) => item.id));
      const storeIds = new Set(full.stores.map((store) => store.id));
      expect(new Set(full.banners.map((banner) => banner.type))).toEqual(
        new Set(['item_wise', 'store_wise', 'default']),
      );
      for (const banner of full.banners) {
        if (banner.type === 'item_wise') expect(itemIds.has(banner.itemId ?? 0)).toBe(true);
        if (banner.type === 'store_wise') expect(storeIds.has(banner.storeId ?? 0)).toBe(true);
      }
    });
  });
});
