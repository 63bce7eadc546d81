/*
 * Contract rows found by pointing a 6amMart v1 client at the demo server (issue #19, "Wire
 * compatibility with 6amMart clients"): each field or answer such a client needs.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import {
  cartModuleShape,
  compatibleCampaignsShape,
  compatibleFlashSalePageShape,
  placeDetailsShape,
  placePredictionsShape,
  ratedStorePageShape,
  storeRatingShape,
} from '../contentShapes';
import { addToCart, type ContractRow, get, refusal, row } from '../contractRow';
import { cartShape, configShape, itemArrayShape } from '../replyShapes';

/** The first zone's name in the config a `given` fetched, as a place search would type it. */
const firstZoneName = (config: unknown) => v.parse(configShape, config).zones[0]?.name ?? '';

/** Facts of a store's rating fields: the stars add up to its reviews, its items counted twice. */
function ratingsAddUp(store: v.InferOutput<typeof storeRatingShape>): void {
  expect(store.ratings.reduce((sum, stars) => sum + stars, 0)).toBe(store.reviews_count);
  expect(store.total_items).toBe(store.items_count);
}

/** Cart reads before a guest id, module objects, store ratings, sale and campaign dates, places. */
export const compatibilityRows: ContractRow[] = [
  row({
    endpoint: 'GET /api/v1/customer/cart/list',
    when: 'a client asks before it has a guest id (no guest_id at all)',
    as: 'nobody',
    request: () => get('/customer/cart/list'),
    status: 200,
    reply: cartShape,
    holds: (cart) => expect(cart).toEqual([]),
  }),
  row({
    endpoint: 'GET /api/v1/customer/cart/list',
    when: 'a client sends guest_id=null while its guest id is on the way',
    as: 'nobody',
    request: () => get('/customer/cart/list?guest_id=null'),
    status: 200,
    reply: cartShape,
    holds: (cart) => expect(cart).toEqual([]),
  }),
  row({
    endpoint: 'GET /api/v1/customer/cart/list',
    when: 'a 6amMart client reads the module of each line',
    as: 'guest',
    given: (ids) => [addToCart(ids.plainItem.id)],
    request: () => get('/customer/cart/list'),
    status: 200,
    reply: cartModuleShape,
    holds: (cart) => {
      expect(cart).toHaveLength(1);
      for (const line of cart) {
        expect(line.module).toEqual(line.item.module);
        expect(line.item.module.id).toBe(line.item.module_id);
      }
    },
  }),
  row({
    endpoint: 'POST /api/v1/customer/cart/add',
    when: 'the reply of an add carries each line’s module',
    as: 'customer',
    request: (ids) => addToCart(ids.plainItem.id),
    status: 200,
    reply: cartModuleShape,
  }),
  row({
    endpoint: 'GET /api/v1/stores/get-stores/{list}',
    when: 'a 6amMart store card reads every store’s rating fields',
    as: 'nobody',
    request: () => get('/stores/get-stores/all'),
    status: 200,
    reply: ratedStorePageShape,
    holds: (page) => {
      expect(page.stores.length).toBeGreaterThan(0);
      page.stores.forEach(ratingsAddUp);
    },
  }),
  row({
    endpoint: 'GET /api/v1/stores/{list}',
    when: 'the popular stores carry their rating fields too',
    as: 'nobody',
    request: () => get('/stores/popular'),
    status: 200,
    reply: ratedStorePageShape,
    holds: (page) => page.stores.forEach(ratingsAddUp),
  }),
  row({
    endpoint: 'GET /api/v1/stores/search',
    when: 'the stores a search finds carry their rating fields too',
    as: 'nobody',
    request: (ids) => get(`/stores/search?name=${ids.storeTerm}`),
    status: 200,
    reply: ratedStorePageShape,
    holds: (page) => {
      expect(page.stores.length).toBeGreaterThan(0);
      page.stores.forEach(ratingsAddUp);
    },
  }),
  row({
    endpoint: 'GET /api/v1/categories/stores/{id}',
    when: 'the stores of a category carry their rating fields too',
    as: 'nobody',
    request: (ids) => get(`/categories/stores/${ids.parentCategory}`),
    status: 200,
    reply: ratedStorePageShape,
    holds: (page) => {
      expect(page.stores.length).toBeGreaterThan(0);
      page.stores.forEach(ratingsAddUp);
    },
  }),
  row({
    endpoint: 'GET /api/v1/stores/details/{id}',
    when: 'a 6amMart store page reads the store’s rating fields',
    as: 'nobody',
    request: (ids) => get(`/stores/details/${ids.openStore.id}`),
    status: 200,
    reply: storeRatingShape,
    holds: (store) => {
      ratingsAddUp(store);
      expect(store.reviews_count).toBeGreaterThan(0);
    },
  }),
  row({
    endpoint: 'GET /api/v1/flash-sales/items',
    when: 'a 6amMart flash-sale page reads the sale’s dates and each item’s sold and left units',
    as: 'nobody',
    request: (ids) => get(`/flash-sales/items?flash_sale_id=${ids.runningFlashSale}`),
    status: 200,
    reply: compatibleFlashSalePageShape,
    holds: (page, ids) => {
      expect(page.flash_sale.id).toBe(ids.runningFlashSale);
      expect(Date.parse(page.flash_sale.start_date)).toBeLessThan(Date.now());
      expect(Date.parse(page.flash_sale.end_date)).toBeGreaterThan(Date.now());
      for (const product of page.products) {
        expect(product.item.id).toBe(product.id);
        expect(product.sold).toBe(product.flash_sale.sold);
        expect(product.available_stock).toBe(product.flash_sale.available_stock);
      }
    },
  }),
  row({
    endpoint: 'GET /api/v1/campaigns/basic',
    when: 'a 6amMart campaign card reads the days and hours',
    as: 'nobody',
    request: () => get('/campaigns/basic'),
    status: 200,
    reply: compatibleCampaignsShape,
    holds: (campaigns) => {
      for (const campaign of campaigns) {
        expect(campaign.available_date_starts <= campaign.available_date_ends).toBe(true);
      }
    },
  }),
  row({
    endpoint: 'GET /api/v1/config/place-api-autocomplete',
    when: 'a shopper types the name of a zone',
    as: 'nobody',
    given: () => [get('/config')],
    request: (_ids, [config]) =>
      get(
        `/config/place-api-autocomplete?search_text=${encodeURIComponent(firstZoneName(config))}`,
      ),
    status: 200,
    reply: placePredictionsShape,
    holds: (reply, _ids, [config]) => {
      expect(reply.status).toBe('OK');
      expect(reply.predictions.map((place) => place.structured_formatting.main_text)).toContain(
        firstZoneName(config),
      );
    },
  }),
  row({
    endpoint: 'GET /api/v1/config/place-api-autocomplete',
    when: 'nothing is called what the shopper types',
    as: 'nobody',
    request: () => get('/config/place-api-autocomplete?search_text=zzqqxx'),
    status: 200,
    reply: placePredictionsShape,
    holds: (reply) => expect(reply).toEqual({ predictions: [], status: 'ZERO_RESULTS' }),
  }),
  refusal({
    endpoint: 'GET /api/v1/config/place-api-autocomplete',
    when: 'the search text is left out',
    as: 'nobody',
    request: () => get('/config/place-api-autocomplete'),
    status: 422,
    code: 'search_text',
    message: '{field} is required',
    values: { field: 'search_text' },
  }),
  row({
    endpoint: 'GET /api/v1/config/place-api-details',
    when: 'a shopper picks a suggested place',
    as: 'nobody',
    given: () => [get('/config'), get('/config/place-api-autocomplete?search_text=a')],
    request: (_ids, [config]) =>
      get(
        `/config/place-api-details?placeid=${encodeURIComponent(
          `zone-${v.parse(configShape, config).zones[0]?.id ?? 0}`,
        )}`,
      ),
    status: 200,
    reply: placeDetailsShape,
    holds: (reply, _ids, [config]) => {
      const zone = v.parse(configShape, config).zones[0];
      expect(reply.result.formatted_address).toBe(zone?.name);
      expect(reply.result.geometry.location.lat).toBeCloseTo(Number(zone?.latitude), 3);
    },
  }),
  row({
    endpoint: 'GET /api/v1/items/related-store-items',
    when: 'the item comes as item_id, at the path api-paths.md names',
    as: 'nobody',
    given: (ids) => [get(`/items/related-store-items/${ids.plainItem.id}`)],
    request: (ids) => get(`/items/related-store-items?item_id=${ids.plainItem.id}`),
    status: 200,
    reply: itemArrayShape,
    holds: (list, _ids, [byPath]) => {
      expect(list.length).toBeGreaterThan(0);
      expect(list).toEqual(v.parse(itemArrayShape, byPath));
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/items/related-store-items',
    when: 'no item is named',
    as: 'nobody',
    request: () => get('/items/related-store-items'),
    status: 422,
    code: 'item_id',
    message: '{field} is required',
    values: { field: 'item_id' },
  }),
  refusal({
    endpoint: 'GET /api/v1/config/place-api-details',
    when: 'the place id names no place',
    as: 'nobody',
    request: () => get('/config/place-api-details?placeid=zone-999999'),
    status: 404,
    code: 'placeid',
    message: 'Place not found',
  }),
];
