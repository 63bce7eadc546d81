/*
 * The reply shapes of the API contract: valibot schemas of what both backends must send, each
 * typed against its wire type (src/core/api/wire.ts). A wire type that changes under a schema
 * fails to compile here; a backend whose reply leaves the schema fails the contract suite.
 * Schemas ask for every field both backends send and the kit reads, even where the wire type
 * leaves it optional for other 6amMart backends.
 */
import * as v from 'valibot';
import type {
  BannersReply,
  BaseUrls,
  Campaign,
  CampaignDetails,
  Category,
  CategoryChild,
  Config,
  CustomerProfile,
  ErrorListReply,
  FlashSale,
  FlashSaleItemPage,
  GuestIdReply,
  Item,
  ItemReviewsPage,
  ItemVariation,
  LandingData,
  ListedCoupon,
  MessageReply,
  Module,
  OtherBanners,
  PriceRange,
  ProductPage,
  RecommendedPage,
  SearchSuggestions,
  ServerCartRow,
  Store,
  StoreDetails,
  StorePage,
  WishList,
  Zone,
} from '../../src/core/api/wire';

/** A schema whose output the wire type `T` accepts. */
type ShapeOf<T> = v.GenericSchema<unknown, T>;

const flag = v.picklist([0, 1]);
const rowId = v.pipe(v.number(), v.integer(), v.minValue(1));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const money = v.pipe(v.number(), v.minValue(0));
const text = v.string();
const filled = v.pipe(v.string(), v.trim(), v.nonEmpty());
const isoInstant = v.pipe(v.string(), v.isoTimestamp());
const isoDay = v.pipe(v.string(), v.isoDate());
const discountType = v.picklist(['percent', 'amount']);
/** 6amMart echoes paging numbers as text; numbers are accepted too. */
const pageNumber = v.union([v.pipe(v.string(), v.regex(/^\d+$/)), count]);

/** The `{ errors: [{ code, message }] }` refusal, with at least one reason. */
export const errorListShape = v.object({
  errors: v.pipe(v.array(v.object({ code: filled, message: filled })), v.minLength(1)),
}) satisfies ShapeOf<ErrorListReply>;

/** The `{ message }` reply of a change that returns nothing else. */
export const messageShape = v.object({ message: filled }) satisfies ShapeOf<MessageReply>;

const zoneShape = v.object({
  id: rowId,
  name: filled,
  default_zone: flag,
  latitude: v.union([v.string(), v.number()]),
  longitude: v.union([v.string(), v.number()]),
  per_km_shipping_charge: money,
  minimum_shipping_charge: money,
  maximum_shipping_charge: money,
  increased_delivery_fee: money,
  increased_delivery_fee_status: flag,
}) satisfies ShapeOf<Zone>;

const baseUrlsShape = v.object({
  category_image_url: filled,
  customer_image_url: filled,
  business_logo_url: filled,
  item_image_url: filled,
  campaign_image_url: filled,
  item_image_thumbnail_url: filled,
  store_image_url: filled,
  banner_image_url: filled,
}) satisfies ShapeOf<BaseUrls>;

/** GET /api/v1/config. */
export const configShape = v.object({
  business_name: filled,
  maintenance_mode: v.union([v.boolean(), flag]),
  guest_checkout_status: flag,
  refund_policy: flag,
  cancelation_policy: flag,
  shipping_policy: flag,
  footer_text: text,
  free_delivery_over: v.nullable(money),
  customer_wallet_status: flag,
  loyalty_point_status: flag,
  ref_earning_status: flag,
  social_media: v.array(v.object({ name: filled, link: filled })),
  app_url_android: text,
  app_url_ios: text,
  base_urls: baseUrlsShape,
  logo: text,
  fav_icon: text,
  currency_symbol: filled,
  currency_symbol_direction: v.picklist(['left', 'right']),
  digit_after_decimal_point: count,
  tax: money,
  tax_included: flag,
  per_km_shipping_charge: money,
  zones: v.pipe(v.array(zoneShape), v.minLength(1)),
  countries: v.array(v.object({ code: filled, isActive: v.boolean() })),
}) satisfies ShapeOf<Config>;

/** GET /api/v1/react-landing-page. */
export const landingShape = v.object({
  fixed_footer_description: text,
  download_user_app_links: v.object({
    playstore_url: text,
    playstore_url_status: flag,
    apple_store_url: text,
    apple_store_url_status: flag,
  }),
}) satisfies ShapeOf<LandingData>;

/** GET /api/v1/module. */
export const modulesShape = v.array(
  v.object({ id: rowId, module_name: filled, module_type: filled }),
) satisfies ShapeOf<Module[]>;

/** POST /api/v1/auth/guest/request. */
export const guestIdShape = v.object({
  guest_id: v.union([filled, rowId]),
}) satisfies ShapeOf<GuestIdReply>;

const categoryChildShape = v.object({
  id: rowId,
  name: filled,
  image: text,
}) satisfies ShapeOf<CategoryChild>;

/** GET /api/v1/categories and /api/v1/categories/{searchKey}. */
export const categoriesShape = v.array(
  v.object({ ...categoryChildShape.entries, childes: v.array(categoryChildShape) }),
) satisfies ShapeOf<Category[]>;

/** A variation: `type` reads in the reply's language, `code` is the same in every language. */
const variationShape = v.object({
  type: filled,
  code: filled,
  price: money,
  stock: count,
}) satisfies ShapeOf<ItemVariation>;

/** What every item reply carries, the search box's suggestions included. */
const pricedItemEntries = {
  id: rowId,
  slug: filled,
  name: filled,
  image: text,
  price: money,
  discount: money,
  discount_type: discountType,
  store_discount: money,
  discounted_price: money,
  stock: count,
  store_name: filled,
};

/** An item of the lists, the product page, the wishlist and the cart. */
export const itemShape = v.object({
  ...pricedItemEntries,
  description: text,
  maximum_cart_quantity: v.nullable(count),
  available_date_starts: v.nullable(isoDay),
  variations: v.array(variationShape),
  choice_options: v.array(v.object({ title: filled, options: v.array(filled) })),
  store_id: rowId,
  avg_rating: money,
}) satisfies ShapeOf<Item>;

/** GET /api/v1/items/{list}. */
export const productPageShape = v.object({
  total_size: count,
  limit: pageNumber,
  offset: pageNumber,
  products: v.array(itemShape),
}) satisfies ShapeOf<ProductPage>;

/** GET /api/v1/items/related-items/{id}, related-store-items/{id}, stores/popular-items/{id}. */
export const itemArrayShape = v.array(itemShape) satisfies ShapeOf<Item[]>;

/** GET /api/v1/items/recommended: 6amMart's paging with the items under `items`. */
export const recommendedPageShape = v.object({
  total_size: count,
  limit: pageNumber,
  offset: pageNumber,
  items: v.array(itemShape),
}) satisfies ShapeOf<RecommendedPage>;

const storeShape = v.object({
  id: rowId,
  slug: filled,
  name: filled,
  logo: text,
  cover_photo: text,
  address: text,
  active: v.union([v.boolean(), flag]),
  discount: money,
  avg_rating: money,
  rating_count: count,
  delivery_time: text,
  minimum_delivery_time: count,
  maximum_delivery_time: count,
}) satisfies ShapeOf<Store>;

/** GET /api/v1/stores/get-stores/{list} and /api/v1/stores/{list}. */
export const storePageShape = v.object({
  total_size: count,
  limit: pageNumber,
  offset: pageNumber,
  stores: v.array(storeShape),
}) satisfies ShapeOf<StorePage>;

const clockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/));
const rating = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5));
const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

/** GET /api/v1/stores/details/{id-or-slug}. */
export const storeDetailsShape = v.object({
  ...storeShape.entries,
  items_count: count,
  minimum_order: money,
  positive_rating: percent,
  open: flag,
  schedules: v.array(
    v.object({
      day: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)),
      opening_time: clockTime,
      closing_time: clockTime,
    }),
  ),
}) satisfies ShapeOf<StoreDetails>;

/** GET /api/v1/items/reviews/{id}. */
export const itemReviewsShape = v.object({
  total_size: count,
  limit: pageNumber,
  offset: pageNumber,
  reviews: v.array(
    v.object({
      id: rowId,
      item_id: rowId,
      rating,
      comment: text,
      attachment: v.array(filled),
      created_at: isoInstant,
      customer: v.object({ f_name: filled, image: v.nullable(text) }),
    }),
  ),
  rating_summary: v.object({
    avg_rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
    rating_count: count,
    ratings: v.object({ '1': count, '2': count, '3': count, '4': count, '5': count }),
  }),
}) satisfies ShapeOf<ItemReviewsPage>;

/** GET /api/v1/items/item-or-store-search: no description or options, a store's link and logo. */
export const suggestionsShape = v.object({
  items: v.array(v.object(pricedItemEntries)),
  stores: v.array(
    v.object({ id: rowId, slug: filled, name: filled, logo: text, active: v.boolean() }),
  ),
}) satisfies ShapeOf<SearchSuggestions>;

const campaignShape = v.object({
  id: rowId,
  title: filled,
  description: text,
  image: filled,
  start_date: isoDay,
  end_date: isoDay,
}) satisfies ShapeOf<Campaign>;

/** GET /api/v1/banners. */
export const bannersShape = v.object({
  banners: v.array(
    v.object({
      id: rowId,
      title: text,
      type: v.picklist(['item_wise', 'store_wise', 'default']),
      image: filled,
      item_id: v.nullable(rowId),
      store_id: v.nullable(rowId),
    }),
  ),
  campaigns: v.array(campaignShape),
}) satisfies ShapeOf<BannersReply>;

/** GET /api/v1/flash-sales while a sale runs. */
export const flashSaleShape = v.object({
  id: rowId,
  title: filled,
  start_at: isoInstant,
  end_at: isoInstant,
  products: v.pipe(v.array(itemShape), v.minLength(1)),
}) satisfies ShapeOf<FlashSale>;

/** GET /api/v1/customer/info. */
export const customerShape = v.object({
  id: rowId,
  f_name: filled,
  l_name: text,
  email: v.nullable(text),
  phone: filled,
  image: text,
  order_count: count,
  wallet_balance: money,
  member_since_days: count,
  loyalty_point: count,
  ref_code: filled,
}) satisfies ShapeOf<CustomerProfile>;

/** GET /api/v1/customer/wish-list. */
export const wishListShape = v.object({
  item: v.array(itemShape),
  store: v.array(storeShape),
}) satisfies ShapeOf<WishList>;

const cartRowShape = v.object({
  id: rowId,
  item_id: rowId,
  item: itemShape,
  quantity: v.pipe(count, v.minValue(1)),
  price: money,
  variation: v.array(variationShape),
  item_type: v.picklist(['Item', 'ItemCampaign']),
  model: v.picklist(['Item', 'ItemCampaign']),
}) satisfies ShapeOf<ServerCartRow>;

/** The cart list, and the reply of every cart change but clearing. */
export const cartShape = v.array(cartRowShape) satisfies ShapeOf<ServerCartRow[]>;

/** An item of the search page and a category's page: with the category and veg it is filtered by. */
const searchedItemShape = v.object({
  ...itemShape.entries,
  category_id: rowId,
  veg: flag,
}) satisfies ShapeOf<Item>;

/** GET /api/v1/items/search and /api/v1/categories/items/{id}. */
export const searchPageShape = v.object({
  ...productPageShape.entries,
  products: v.array(searchedItemShape),
}) satisfies ShapeOf<ProductPage>;

/** GET /api/v1/items/min-max-price. */
export const priceRangeShape = v.object({
  min_price: money,
  max_price: money,
}) satisfies ShapeOf<PriceRange>;

/** GET /api/v1/campaigns/basic. */
export const campaignsShape = v.array(campaignShape) satisfies ShapeOf<Campaign[]>;

/** GET /api/v1/campaigns/basic-campaign-details. */
export const campaignDetailsShape = v.object({
  ...campaignShape.entries,
  items: v.array(itemShape),
}) satisfies ShapeOf<CampaignDetails>;

/** GET /api/v1/flash-sales/items: each item with the listed sale's own terms. */
export const flashSaleItemPageShape = v.object({
  total_size: count,
  limit: pageNumber,
  offset: pageNumber,
  products: v.array(
    v.object({
      ...itemShape.entries,
      flash_sale: v.object({
        id: rowId,
        end_at: isoInstant,
        available_stock: count,
        discount: money,
        discount_type: discountType,
        stock: count,
        sold: count,
        price: money,
      }),
    }),
  ),
}) satisfies ShapeOf<FlashSaleItemPage>;

/** GET /api/v1/coupon/list. */
export const couponsShape = v.array(
  v.object({
    id: rowId,
    code: filled,
    title: filled,
    coupon_type: v.picklist(['zone_wise', 'store_wise', 'free_delivery', 'default']),
    discount_type: discountType,
    discount: money,
    max_discount: money,
    min_purchase: money,
    data: v.nullable(v.array(rowId)),
    zoneId: v.nullable(rowId),
    start_date: isoDay,
    expire_date: isoDay,
  }),
) satisfies ShapeOf<ListedCoupon[]>;

const pictureFile = v.nullable(filled);

/** GET /api/v1/other-banners: each home section's picture, file and full URL, or null. */
export const otherBannersShape = v.object({
  promotional_banner_url: filled,
  best_reviewed_section_banner: pictureFile,
  best_reviewed_section_banner_full_url: pictureFile,
  new_arrival_section_banner: pictureFile,
  new_arrival_section_banner_full_url: pictureFile,
  bottom_section_banner: pictureFile,
  bottom_section_banner_full_url: pictureFile,
}) satisfies ShapeOf<OtherBanners>;
