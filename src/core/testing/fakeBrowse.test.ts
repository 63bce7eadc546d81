import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { fakeContext } from '../api/testDoubles';
import { FIXTURE_IDS } from './catalogFixtures';
import { FIXTURE_CAMPAIGN_IDS } from './fakePromotions';
import { createFakeShop, type FakeShopOptions } from './fakeShop';

/** A real API client talking to a fresh fake shop, in English. */
function shopApi(options: FakeShopOptions = {}) {
  const shop = createFakeShop(options);
  const { context } = fakeContext({ language: 'en' });
  return createApiClient({
    baseURL: 'https://shop.test',
    context,
    fetch: shop.fetch,
    onUnauthorized: () => {},
    notifyError: () => {},
    navigate: () => {},
    t: (key) => key,
  });
}

const ids = (page: { products: { id: number }[] }) => page.products.map(({ id }) => id);

describe('the fake shop, for the browse pages', () => {
  describe('when searched', () => {
    it("finds a parent category's items through its children", async () => {
      const page = await shopApi().searchItems({ category_id: 1, limit: 50 });
      expect(ids(page)).toEqual([1, 2, 3, 4, 5, 8, 9]);
    });

    it('keeps the items that are not vegetarian apart', async () => {
      const page = await shopApi().searchItems({ type: 'non_veg' });
      expect(ids(page)).toEqual([FIXTURE_IDS.capped, FIXTURE_IDS.lowStock]);
    });

    it('searches inside one store, cheapest first', async () => {
      const page = await shopApi().searchItems({ store_id: 2, sort_by: 'low', limit: 50 });
      expect(page.products.every((item) => item.store_id === 2)).toBe(true);
      const prices = page.products.map((item) => item.discounted_price ?? 0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it("filters a category's items as a search does", async () => {
      const page = await shopApi().getCategoryItems(1, { discounted: 1, sort_by: 'high' });
      expect(ids(page)).toEqual([
        FIXTURE_IDS.amountOff,
        FIXTURE_IDS.storeDiscount,
        FIXTURE_IDS.percentOff,
      ]);
    });
  });

  describe('when asked for promotions', () => {
    it('lists the running campaigns and the one coming up, but not the one over', async () => {
      const campaigns = await shopApi().getBasicCampaigns();
      expect(campaigns.map(({ id }) => id)).toEqual([
        FIXTURE_CAMPAIGN_IDS.backToSchool,
        FIXTURE_CAMPAIGN_IDS.ramadan,
        FIXTURE_CAMPAIGN_IDS.eid,
      ]);
    });

    it("lists the running sale's items with its terms, one of them sold out", async () => {
      const page = await shopApi().getFlashSaleItems(1, { limit: 10, offset: 1 });
      const sale = page.products.map(({ id, flash_sale }) => [id, flash_sale.available_stock]);
      expect(sale).toEqual([
        [FIXTURE_IDS.percentOff, 15],
        [FIXTURE_IDS.amountOff, 3],
        [FIXTURE_IDS.storeDiscount, 0],
        [FIXTURE_IDS.uncapped, 20],
      ]);
      for (const item of page.products) expect(item.flash_sale.price).toBe(item.discounted_price);
    });

    it('answers 404 for the flash sale items when no sale runs', async () => {
      await expect(shopApi({ flashSale: false }).getFlashSaleItems(1)).rejects.toMatchObject({
        status: 404,
      });
    });

    it('lists one coupon of each kind that can be used today', async () => {
      const coupons = await shopApi().getCoupons();
      expect(coupons.map(({ code, coupon_type }) => [code, coupon_type])).toEqual([
        ['WELCOME', 'default'],
        ['FREESHIP', 'free_delivery'],
        ['CAIRO10', 'zone_wise'],
        ['NILE20', 'store_wise'],
      ]);
    });
  });
});
