/*
 * Reply shapes of the shop's content and of the 6amMart compatibility fields (issue #19), typed
 * against their wire types like replyShapes.ts.
 */
import * as v from 'valibot';
import type {
  Config,
  FlashSaleItemPage,
  LandingData,
  ParcelCategory,
  StoreRatingFields,
  Testimonial,
  VideoContent,
  WhyChoose,
} from '../../src/core/api/wire';
import { type ContentPage, contentBlocksSchema } from '../../src/core/content';
import { flashSaleItemPageShape, landingShape } from './replyShapes';

type ShapeOf<T> = v.GenericSchema<unknown, T>;

const rowId = v.pipe(v.number(), v.integer(), v.minValue(1));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const money = v.pipe(v.number(), v.minValue(0));
const flag = v.picklist([0, 1]);
const filled = v.pipe(v.string(), v.trim(), v.nonEmpty());
const url = v.pipe(v.string(), v.url());

/** GET /api/v1/{about-us|terms-and-conditions|privacy-policy|refund-policy|cancelation|…}. */
export const contentPageShape = v.object({
  key: filled,
  title: filled,
  blocks: v.pipe(contentBlocksSchema, v.minLength(1)),
  updated_at: v.pipe(v.string(), v.isoTimestamp()),
}) satisfies ShapeOf<ContentPage>;

/** The help-and-support contacts of GET /api/v1/config. */
export const supportConfigShape = v.object({
  email: v.pipe(v.string(), v.email()),
  phone: filled,
  address: filled,
  default_location: v.object({ lat: v.number(), lng: v.number() }),
}) satisfies ShapeOf<Partial<Config>>;

const testimonialShape = v.object({
  id: rowId,
  name: filled,
  designation: filled,
  review: filled,
  reviewer_image: filled,
  reviewer_image_full_url: url,
  status: flag,
}) satisfies ShapeOf<Testimonial>;

/** GET /api/v1/testimonial. */
export const testimonialsShape = v.array(testimonialShape);

/** GET /api/v1/react-landing-page with every section. */
export const fullLandingShape = v.object({
  ...landingShape.entries,
  header_title: filled,
  header_sub_title: filled,
  header_tag_line: filled,
  header_banner: filled,
  header_banner_full_url: url,
  company_title: filled,
  company_sub_title: filled,
  company_description: filled,
  company_button_name: filled,
  company_button_url: filled,
  earning_title: filled,
  earning_sub_title: filled,
  earning_seller_title: filled,
  earning_seller_sub_title: filled,
  earning_seller_button_name: filled,
  earning_seller_button_url: filled,
  earning_seller_status: flag,
  earning_dm_title: filled,
  earning_dm_sub_title: filled,
  earning_dm_button_name: filled,
  earning_dm_button_url: filled,
  earning_dm_status: flag,
  business_title: filled,
  business_sub_title: filled,
  business_image: filled,
  business_image_full_url: url,
  testimonial_title: filled,
  testimonial_list: v.pipe(v.array(testimonialShape), v.minLength(1)),
  promotion_banners: v.array(
    v.object({
      id: rowId,
      title: filled,
      sub_title: filled,
      image: filled,
      image_full_url: url,
    }),
  ),
  fixed_promotional_banner: filled,
  fixed_promotional_banner_full_url: url,
  base_urls: v.object({
    header_banner_url: url,
    promotional_banner_url: url,
    business_image_url: url,
    testimonial_image_url: url,
  }),
}) satisfies ShapeOf<LandingData>;

/** GET /api/v1/other-banners/video-content. */
export const videoContentShape = v.object({
  banner_type: v.picklist(['video', 'video_content', 'image']),
  banner_video: v.nullable(url),
  banner_video_content: v.nullable(filled),
  banner_video_content_full_url: v.nullable(url),
  banner_image: v.nullable(filled),
  banner_image_full_url: v.nullable(url),
  banner_contents: v.array(v.object({ id: rowId, title: filled, sub_title: filled })),
}) satisfies ShapeOf<VideoContent>;

/** GET /api/v1/other-banners/why-choose. */
export const whyChooseShape = v.object({
  title: filled,
  banners: v.pipe(
    v.array(
      v.object({
        id: rowId,
        title: filled,
        short_description: filled,
        image: filled,
        image_full_url: url,
      }),
    ),
    v.minLength(1),
  ),
}) satisfies ShapeOf<WhyChoose>;

/** GET /api/v1/parcel-category. */
export const parcelCategoriesShape = v.pipe(
  v.array(
    v.object({
      id: rowId,
      name: filled,
      description: filled,
      image: filled,
      image_full_url: url,
      parcel_per_km_shipping_charge: v.nullable(money),
      parcel_minimum_shipping_charge: v.nullable(money),
      module_id: count,
      status: v.literal(1),
    }),
  ),
  v.minLength(1),
) satisfies ShapeOf<ParcelCategory[]>;

/** The rating fields a 6amMart store card reads, on every store of a reply. */
export const storeRatingShape = v.object({
  ratings: v.tuple([count, count, count, count, count]),
  positive_rating: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  items_count: count,
  total_items: count,
  reviews_count: count,
  avg_rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  rating_count: count,
}) satisfies ShapeOf<StoreRatingFields & { avg_rating: number; rating_count: number }>;

/** A page of stores, each with its rating fields. */
export const ratedStorePageShape = v.object({ stores: v.array(storeRatingShape) });

/** GET /api/v1/flash-sales/items as 6amMart's flash-sale page reads it too. */
export const compatibleFlashSalePageShape = v.object({
  ...flashSaleItemPageShape.entries,
  flash_sale: v.object({
    id: rowId,
    title: filled,
    start_date: v.pipe(v.string(), v.isoTimestamp()),
    end_date: v.pipe(v.string(), v.isoTimestamp()),
  }),
  products: v.pipe(
    v.array(
      v.object({
        ...flashSaleItemPageShape.entries.products.item.entries,
        item: v.object({ id: rowId, name: filled, image: filled, price: money }),
        sold: count,
        available_stock: count,
      }),
    ),
    v.minLength(1),
  ),
}) satisfies ShapeOf<FlashSaleItemPage>;

const clock = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const isoDay = v.pipe(v.string(), v.isoDate());

/** GET /api/v1/campaigns/basic as 6amMart's campaign cards read it. */
export const compatibleCampaignsShape = v.pipe(
  v.array(
    v.object({
      id: rowId,
      available_date_starts: isoDay,
      available_date_ends: isoDay,
      start_time: clock,
      end_time: clock,
    }),
  ),
  v.minLength(1),
);

/** The module of an item, on a cart row and its item. */
export const cartModuleShape = v.array(
  v.object({
    module: v.object({ id: rowId, module_type: filled }),
    item: v.object({ module_id: rowId, module: v.object({ id: rowId, module_type: filled }) }),
  }),
);

/** GET /api/v1/config/place-api-autocomplete, in Google's shape as 6amMart passes it through. */
export const placePredictionsShape = v.object({
  predictions: v.array(
    v.object({
      place_id: filled,
      description: filled,
      structured_formatting: v.object({ main_text: filled, secondary_text: v.string() }),
    }),
  ),
  status: v.picklist(['OK', 'ZERO_RESULTS']),
});

/** GET /api/v1/config/place-api-details: the place's point and address. */
export const placeDetailsShape = v.object({
  result: v.object({
    place_id: filled,
    formatted_address: filled,
    geometry: v.object({ location: v.object({ lat: v.number(), lng: v.number() }) }),
  }),
  status: v.literal('OK'),
});
