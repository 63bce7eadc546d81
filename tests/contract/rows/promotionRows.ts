/*
 * Contract rows of the promotions the browse pages read: the campaigns with their items, a flash
 * sale's items with its terms, and the coupons a shopper can use today.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { OTHER_BANNER_SECTIONS } from '../../../src/core/api/wire';
import {
  type ContractRow,
  get,
  inArabic,
  readsInArabic,
  refusal,
  row,
  UNKNOWN_ID,
} from '../contractRow';
import {
  campaignDetailsShape,
  campaignsShape,
  couponsShape,
  flashSaleItemPageShape,
  itemArrayShape,
  otherBannersShape,
} from '../replyShapes';

const today = () => new Date().toISOString().slice(0, 10);

const DETAILS = 'GET /api/v1/campaigns/basic-campaign-details';
const SALE_ITEMS = 'GET /api/v1/flash-sales/items';

/** GET campaigns/basic, basic-campaign-details and item, flash-sales/items, coupon/list and other-banners. */
export const promotionRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/campaigns/basic',
    when: 'anyone lists the campaigns',
    as: 'nobody',
    request: () => get('/campaigns/basic'),
    status: 200,
    reply: campaignsShape,
    holds: (campaigns, ids) => {
      expect(campaigns.map(({ id }) => id)).toContain(ids.runningCampaign);
      // Running and coming up only, soonest first.
      for (const campaign of campaigns) expect(campaign.end_date >= today()).toBe(true);
      const starts = campaigns.map(({ start_date }) => start_date);
      expect(starts).toEqual([...starts].sort());
    },
  }),
  row({
    endpoint: 'GET /api/v1/campaigns/basic',
    when: 'asked in Arabic',
    as: 'nobody',
    request: () => inArabic(get('/campaigns/basic')),
    status: 200,
    reply: campaignsShape,
    holds: (campaigns) => {
      expect(campaigns.length).toBeGreaterThan(0);
      for (const campaign of campaigns) expect(readsInArabic(campaign.title)).toBe(true);
    },
  }),
  row({
    endpoint: DETAILS,
    when: 'a running campaign is asked for',
    as: 'nobody',
    request: (ids) =>
      get(`/campaigns/basic-campaign-details?basic_campaign_id=${ids.runningCampaign}`),
    status: 200,
    reply: campaignDetailsShape,
    holds: (campaign, ids) => {
      expect(campaign.id).toBe(ids.runningCampaign);
      expect(campaign.start_date <= today() && today() <= campaign.end_date).toBe(true);
      expect(campaign.items.length).toBeGreaterThan(0);
    },
  }),
  row({
    endpoint: DETAILS,
    when: 'a running campaign is asked for in Arabic',
    as: 'nobody',
    request: (ids) =>
      inArabic(get(`/campaigns/basic-campaign-details?basic_campaign_id=${ids.runningCampaign}`)),
    status: 200,
    reply: campaignDetailsShape,
    holds: (campaign) => {
      expect(readsInArabic(campaign.title)).toBe(true);
      for (const item of campaign.items) expect(readsInArabic(item.name)).toBe(true);
    },
  }),
  refusal({
    endpoint: DETAILS,
    when: 'no campaign has the id',
    as: 'nobody',
    request: () => get(`/campaigns/basic-campaign-details?basic_campaign_id=${UNKNOWN_ID}`),
    status: 404,
    code: 'basic_campaign_id',
    message: 'Campaign not found',
  }),
  refusal({
    endpoint: DETAILS,
    when: 'no campaign id is given',
    as: 'nobody',
    request: () => get('/campaigns/basic-campaign-details'),
    status: 422,
    code: 'basic_campaign_id',
    message: '{field} is required',
    values: { field: 'basic_campaign_id' },
  }),
  refusal({
    endpoint: DETAILS,
    when: 'the campaign id is not a number, asked in Arabic',
    as: 'nobody',
    request: () => get('/campaigns/basic-campaign-details?basic_campaign_id=ramadan'),
    status: 422,
    code: 'basic_campaign_id',
    message: '{field} is invalid',
    values: { field: 'basic_campaign_id' },
    language: 'ar',
  }),
  row({
    endpoint: 'GET /api/v1/campaigns/item',
    when: 'anyone lists the items of the current campaigns',
    as: 'nobody',
    given: (ids) => [
      get(`/campaigns/basic-campaign-details?basic_campaign_id=${ids.runningCampaign}`),
    ],
    request: () => get('/campaigns/item'),
    status: 200,
    reply: itemArrayShape,
    holds: (items, _ids, [details]) => {
      const listed = items.map(({ id }) => id);
      for (const item of v.parse(campaignDetailsShape, details).items) {
        expect(listed).toContain(item.id);
      }
    },
  }),
  row({
    endpoint: SALE_ITEMS,
    when: "the running sale's items are asked for",
    as: 'nobody',
    request: (ids) => get(`/flash-sales/items?flash_sale_id=${ids.runningFlashSale}`),
    status: 200,
    reply: flashSaleItemPageShape,
    holds: (page, ids) => {
      expect(page.products.length).toBeGreaterThan(0);
      expect(page.total_size).toBe(page.products.length);
      for (const { flash_sale: sale } of page.products) {
        expect(sale.id).toBe(ids.runningFlashSale);
        expect(sale.available_stock).toBe(Math.max(0, sale.stock - sale.sold));
        expect(Date.parse(sale.end_at)).toBeGreaterThan(Date.now());
      }
    },
  }),
  row({
    endpoint: SALE_ITEMS,
    when: 'a page of one is asked for, in Arabic',
    as: 'nobody',
    request: (ids) =>
      inArabic(get(`/flash-sales/items?flash_sale_id=${ids.runningFlashSale}&limit=1&offset=2`)),
    status: 200,
    reply: flashSaleItemPageShape,
    holds: (page) => {
      expect(page.products).toHaveLength(1);
      expect([String(page.limit), String(page.offset)]).toEqual(['1', '2']);
      expect(page.total_size).toBeGreaterThan(1);
      expect(readsInArabic(page.products[0]?.name ?? '')).toBe(true);
    },
  }),
  refusal({
    endpoint: SALE_ITEMS,
    when: 'no flash sale has the id',
    as: 'nobody',
    request: () => get(`/flash-sales/items?flash_sale_id=${UNKNOWN_ID}`),
    status: 404,
    code: 'flash_sale_id',
    message: 'Flash sale not found',
    language: 'ar',
  }),
  refusal({
    endpoint: SALE_ITEMS,
    when: 'no flash sale id is given',
    as: 'nobody',
    request: () => get('/flash-sales/items'),
    status: 422,
    code: 'flash_sale_id',
    message: '{field} is required',
    values: { field: 'flash_sale_id' },
  }),
  refusal({
    endpoint: SALE_ITEMS,
    when: 'a page of more than 100 is asked for',
    as: 'nobody',
    request: (ids) => get(`/flash-sales/items?flash_sale_id=${ids.runningFlashSale}&limit=500`),
    status: 422,
    code: 'limit',
    message: '{field} is invalid',
    values: { field: 'limit' },
  }),
  row({
    endpoint: 'GET /api/v1/coupon/list',
    when: 'anyone lists the coupons',
    as: 'nobody',
    request: () => get('/coupon/list'),
    status: 200,
    reply: couponsShape,
    holds: (coupons) => {
      // Every kind, and only what can be used today.
      expect(new Set(coupons.map(({ coupon_type }) => coupon_type))).toEqual(
        new Set(['zone_wise', 'store_wise', 'free_delivery', 'default']),
      );
      expect(new Set(coupons.map(({ discount_type }) => discount_type))).toEqual(
        new Set(['percent', 'amount']),
      );
      for (const coupon of coupons) {
        expect(coupon.start_date <= today() && today() <= coupon.expire_date).toBe(true);
      }
      const codes = coupons.map(({ code }) => code);
      for (const hidden of ['EXPIRED', 'SWITCHEDOFF', 'LATER']) expect(codes).not.toContain(hidden);
    },
  }),
  row({
    endpoint: 'GET /api/v1/coupon/list',
    when: 'asked in Arabic',
    as: 'nobody',
    request: () => inArabic(get('/coupon/list')),
    status: 200,
    reply: couponsShape,
    holds: (coupons) => {
      expect(coupons.length).toBeGreaterThan(0);
      for (const coupon of coupons) expect(/[\u0600-\u06FF]/.test(coupon.title)).toBe(true);
    },
  }),
  row({
    endpoint: 'GET /api/v1/other-banners',
    when: "anyone reads the home sections' promotional pictures",
    as: 'nobody',
    request: () => get('/other-banners'),
    status: 200,
    reply: otherBannersShape,
    holds: (banners) => {
      const folder = banners.promotional_banner_url;
      const files = OTHER_BANNER_SECTIONS.map((section) => banners[section]);
      expect(files.some((file) => file !== null)).toBe(true);
      for (const section of OTHER_BANNER_SECTIONS) {
        const file = banners[section];
        expect(banners[`${section}_full_url`]).toBe(file === null ? null : `${folder}/${file}`);
      }
    },
  }),
];
