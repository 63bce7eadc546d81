/*
 * Wire types: the JSON shapes the backend sends and receives (spec §3, 6amMart v1 conventions).
 * Field names stay snake_case as on the wire; the kit never renames them in transit.
 */

import type { PrescriptionOrderFields } from './prescriptionWire';

/** A point on the map, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A country offered by the shop; inactive ones are shown as coming soon and cannot be chosen. */
export interface Country {
  code: string;
  isActive: boolean;
}

/** A delivery zone with its fee rules. */
export interface Zone {
  id: number;
  name: string;
  default_zone: 0 | 1;
  latitude?: string | number;
  longitude?: string | number;
  per_km_shipping_charge?: number;
  minimum_shipping_charge?: number;
  maximum_shipping_charge?: number;
  increased_delivery_fee?: number;
  increased_delivery_fee_status?: 0 | 1;
}

/** Where the backend serves each kind of image. */
export interface BaseUrls {
  category_image_url: string;
  customer_image_url: string;
  business_logo_url: string;
  item_image_url: string;
  campaign_image_url: string;
  item_image_thumbnail_url: string;
  store_image_url?: string;
  banner_image_url?: string;
}

/** A social network link shown in the footer. */
export interface SocialMedia {
  name: string;
  link: string;
}

/** The shop configuration of spec §3, delivered by GET /api/v1/config. */
export interface Config {
  business_name?: string;
  maintenance_mode: boolean | 0 | 1;
  guest_checkout_status: 0 | 1;
  refund_policy: 0 | 1;
  cancelation_policy: 0 | 1;
  shipping_policy: 0 | 1;
  footer_text: string;
  free_delivery_over: number | null;
  customer_wallet_status: 0 | 1;
  loyalty_point_status: 0 | 1;
  ref_earning_status: 0 | 1;
  social_media: SocialMedia[];
  app_url_android: string;
  app_url_ios: string;
  base_urls: BaseUrls;
  logo: string;
  fav_icon: string;
  currency_symbol: string;
  currency_symbol_direction: 'left' | 'right';
  digit_after_decimal_point: number;
  tax: number;
  tax_included: 0 | 1;
  per_km_shipping_charge: number;
  zones: Zone[];
  countries: Country[];
}

/** GET /api/v1/config/get-zone-id: the zones holding a point, their ids as JSON text ("[1,2]"). */
export interface ZoneIdReply {
  zone_id: string;
  zone_data: Zone[];
}

/** Links of the app stores and the footer description (GET /api/v1/react-landing-page). */
export interface LandingData {
  fixed_footer_description: string;
  download_user_app_links: {
    playstore_url: string;
    playstore_url_status: 0 | 1;
    apple_store_url: string;
    apple_store_url_status: 0 | 1;
  };
}

/** A business module (grocery, food, pharmacy, parcel, ecommerce). */
export interface Module {
  id: number;
  module_name?: string;
  module_type: string;
}

/** A sub-category as listed under its parent. */
export interface CategoryChild {
  id: number;
  name: string;
  image: string;
  /** The parent's id; 0 for a parent category. */
  parent_id?: number;
}

/** A parent category with its children. */
export interface Category extends CategoryChild {
  childes: CategoryChild[];
}

/** A variation choice offered by an item (e.g. size "Large" at its own price and stock). */
export interface ItemVariation {
  /** How the shopper reads it, in the reply's language: one option of each group, joined by '-'. */
  type: string;
  /**
   * Its identity, the same in every language ("Medium-Pink"): a cart line keeps it while `type`
   * follows the language. A shop that speaks one language sends none, and `type` is both.
   */
  code?: string;
  price: number;
  stock?: number;
}

/** A group of options an item offers ("Size": ["Small", "Large"]). */
export interface ChoiceOption {
  name?: string;
  title: string;
  options: string[];
}

/** Discount kinds an item or coupon can carry. */
export type DiscountType = 'percent' | 'amount';

/** The running flash sale an item is priced by. */
export interface ItemFlashSale {
  id: number;
  /** ISO instant. */
  end_at: string;
  /** Units left at the sale price. */
  available_stock: number;
}

/** A product as listed by the catalog endpoints. */
export interface Item {
  id: number;
  slug?: string;
  name: string;
  image: string;
  /** More pictures of the item (file names, as `image`), which its page shows after `image`. */
  images?: string[];
  price: number;
  discount?: number;
  discount_type?: DiscountType;
  store_discount?: number;
  stock?: number;
  maximum_cart_quantity?: number | null;
  available_date_starts?: string | null;
  variations?: ItemVariation[];
  choice_options?: ChoiceOption[];
  module_type?: string;
  store_id?: number;
  avg_rating?: number;
  /** The product page text, in the request's language. */
  description?: string;
  /** The selling store's name, in the request's language. */
  store_name?: string;
  /** What one unit costs after the store or item discount, as the server priced it. */
  discounted_price?: number;
  /** The flash sale whose terms the discount fields carry, or null when none runs for it. */
  flash_sale?: ItemFlashSale | null;
  category_id?: number;
  module_id?: number;
  /** Whether the selling store takes orders now. */
  store_active?: boolean;
  veg?: 0 | 1;
  rating_count?: number;
  order_count?: number;
}

/** A flash sale's own terms for one of its items, as the flash-sale pages send them. */
export interface FlashSaleTerms extends ItemFlashSale {
  discount: number;
  discount_type: DiscountType;
  stock: number;
  sold: number;
  /** What one unit costs under the sale's discount. */
  price: number;
}

/** An item listed by a flash sale, with that sale's terms. */
export interface FlashSaleItem extends Item {
  flash_sale: FlashSaleTerms;
}

/** The home page's item lists (GET /api/v1/items/{list}). */
export const ITEM_LISTS = [
  'popular',
  'latest',
  'most-reviewed',
  'new-arrival',
  'discounted',
] as const;

/** One of the home page's item lists. */
export type ItemListName = (typeof ITEM_LISTS)[number];

/** A page of products as the catalog endpoints send it (6amMart paging; offset is the page number). */
export interface ProductPage {
  total_size: number;
  limit: string | number;
  offset: string | number;
  products: Item[];
}

/** 6amMart's `filter` of the recommended items: best rated, most rated, best selling, newest. */
export const RECOMMENDED_FILTERS = ['all', 'top_rated', 'best_selling', 'new_arrival'] as const;

/** One of the orders of the recommended items. */
export type RecommendedFilter = (typeof RECOMMENDED_FILTERS)[number];

/** 6amMart's `type` filter of the item lists: every item, vegetarian ones, or the others. */
export type ItemTypeFilter = 'all' | 'veg' | 'non_veg';

/** GET /api/v1/items/recommended: a page of items, which 6amMart sends under `items`. */
export interface RecommendedPage {
  total_size: number;
  limit: string | number;
  offset: string | number;
  items: Item[];
}

/** A store as listed by the catalog endpoints. */
export interface Store {
  id: number;
  name: string;
  logo?: string;
  cover_photo?: string;
  address?: string;
  active?: boolean | 0 | 1;
  discount?: number;
  slug?: string;
  avg_rating?: number;
  rating_count?: number;
  /** 6amMart's text for people ("30-40 min"); format the minutes below instead. */
  delivery_time?: string;
  /** The shortest delivery the store promises, in minutes. */
  minimum_delivery_time?: number;
  /** The longest delivery the store promises, in minutes. */
  maximum_delivery_time?: number;
  /** The business module the store sells in (a pharmacy's takes prescription orders). */
  module_id?: number;
}

/**
 * One day's opening hours (6amMart's store schedule): `day` 0 is Sunday, times are the store's
 * local "HH:MM:SS". A closing time before the opening one ends after midnight; an equal one
 * means open around the clock. A day with no entry is a closed day.
 */
export interface StoreSchedule {
  day: number;
  opening_time: string;
  closing_time: string;
}

/** GET /api/v1/stores/details/{id-or-slug}: a store with every field its page shows. */
export interface StoreDetails extends Store {
  items_count: number;
  /** The smallest order subtotal the store accepts (0: any). */
  minimum_order: number;
  /** The share of the store's reviews rated 4 or 5, in percent (0 without reviews). */
  positive_rating: number;
  /** 1 while the store takes orders now (active and within today's hours), else 0. */
  open: 0 | 1;
  schedules: StoreSchedule[];
}

/** A review's author as the API names them: the first name only. */
export interface ReviewAuthor {
  f_name: string;
  image: string | null;
}

/** One review of an item (6amMart's item review), its comment as its author wrote it. */
export interface ItemReview {
  id: number;
  item_id: number;
  rating: number;
  comment: string;
  /** Picture file names the reviewer attached. */
  attachment: string[];
  created_at: string;
  customer: ReviewAuthor;
}

/** How an item's reviews spread over the five ratings ('1'…'5'), with their average and count. */
export interface RatingSummary {
  avg_rating: number;
  rating_count: number;
  /** How many reviews gave each rating, keyed '1' to '5'. */
  ratings: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** GET /api/v1/items/reviews/{id}?limit=…&offset=…: a page of an item's reviews, newest first. */
export interface ItemReviewsPage {
  total_size: number;
  limit: number | string;
  offset: number | string;
  reviews: ItemReview[];
  /** Souq's addition: the whole item's breakdown, which 6amMart's reply lacks. */
  rating_summary: RatingSummary;
}

/** GET /api/v1/items/min-max-price: the cheapest and dearest unit price after discounts. */
export interface PriceRange {
  min_price: number;
  max_price: number;
}

/** A page of a flash sale's items, each with that sale's own terms (GET /api/v1/flash-sales/items). */
export interface FlashSaleItemPage {
  total_size: number;
  limit: string | number;
  offset: string | number;
  products: FlashSaleItem[];
}

/** The store lists (GET /api/v1/stores/get-stores/{list}, also answered at /stores/{list}). */
export const STORE_LISTS = ['all', 'popular', 'latest', 'top-rated', 'discounted'] as const;

/** One of the home page's store lists. */
export type StoreListName = (typeof STORE_LISTS)[number];

/** A page of stores as the catalog endpoints send it. */
export interface StorePage {
  total_size: number;
  limit: string | number;
  offset: string | number;
  stores: Store[];
}

/** A home banner: where it leads (an item, a store, or nowhere) and its picture. */
export interface Banner {
  id: number;
  title: string;
  type: 'item_wise' | 'store_wise' | 'default';
  /** A file name under `base_urls.banner_image_url`. */
  image: string;
  item_id: number | null;
  store_id: number | null;
}

/** A running or upcoming campaign; its picture is under `base_urls.campaign_image_url`. */
export interface Campaign {
  id: number;
  title: string;
  description: string;
  image: string;
  start_date: string;
  end_date: string;
}

/** GET /api/v1/campaigns/basic-campaign-details: a campaign with the items it offers. */
export interface CampaignDetails extends Campaign {
  items: Item[];
}

/** The home page sections 6amMart's other-banners gives a promotional picture to. */
export const OTHER_BANNER_SECTIONS = [
  'best_reviewed_section_banner',
  'new_arrival_section_banner',
  'bottom_section_banner',
] as const;

/** One of the sections with a promotional picture. */
export type OtherBannerSection = (typeof OTHER_BANNER_SECTIONS)[number];

/**
 * GET /api/v1/other-banners, in 6amMart's shape: each section's picture as a file under
 * `promotional_banner_url` and as its full URL (`…_full_url`); null for a section without one.
 */
export type OtherBanners = { promotional_banner_url: string } & Record<
  OtherBannerSection | `${OtherBannerSection}_full_url`,
  string | null
>;

/** GET /api/v1/banners: the home banners and the current campaigns. */
export interface BannersReply {
  banners: Banner[];
  campaigns: Campaign[];
}

/** The running flash sale with its items. */
export interface FlashSale {
  id: number;
  title: string;
  /** ISO instants. */
  start_at: string;
  end_at: string;
  products: Item[];
}

/** GET /api/v1/flash-sales: the running sale, or `{}` when none runs. */
export type FlashSaleReply = FlashSale | Record<string, never>;

/** Spec §3 cart item: an item in the shopper's cart, with the server row id when synced. */
export interface CartItem extends Item {
  cartItemId?: number;
  quantity: number;
  totalPrice?: number;
  item_type?: string;
  selectedOption?: ItemVariation[];
}

/** Whether a cart line holds a regular item or a campaign item (6amMart's `model`). */
export type CartModel = 'Item' | 'ItemCampaign';

/** A cart row as the server returns it (cart list, add and update replies). */
export interface ServerCartRow {
  id: number;
  item_id: number;
  item: Item;
  quantity: number;
  /** One unit after discounts, as the server priced it. */
  price: number;
  variation: ItemVariation[];
  item_type: string;
  model: CartModel;
}

/** Body of POST api/v1/customer/cart/add. */
export interface AddToCartBody {
  guest_id?: string;
  model: 'Item' | 'ItemCampaign';
  item_id: number;
  price: number;
  quantity: number;
  variation: ItemVariation[];
}

/** Body of POST api/v1/customer/cart/update. */
export interface UpdateCartBody {
  guest_id?: string;
  cart_id: number;
  price: number;
  quantity: number;
  variation: ItemVariation[];
}

/** The signed-in customer's profile (GET /api/v1/customer/info). */
export interface CustomerProfile {
  id?: number;
  f_name: string;
  l_name?: string;
  /** Null when the customer signed up without one. */
  email?: string | null;
  phone?: string;
  image: string;
  order_count: number;
  wallet_balance: number;
  member_since_days: number;
  loyalty_point?: number;
  ref_code?: string;
}

/** The wishlist reply: items and stores. */
export interface WishList {
  item: Item[];
  store: Store[];
}

/** Item-or-store suggestions for the search box. */
export interface SearchSuggestions {
  items: Array<Pick<Item, 'id' | 'name'> & Partial<Item>>;
  stores: Array<Pick<Store, 'id' | 'name'> & Partial<Store>>;
}

/** Spec §3 coupon. */
export interface Coupon {
  id?: number;
  code?: string;
  title?: string;
  coupon_type: 'zone_wise' | 'store_wise' | 'free_delivery' | 'default';
  discount_type: DiscountType;
  discount: number;
  max_discount: number;
  min_purchase: number;
  data?: string | number[] | null;
  zoneId?: number | null;
}

/** A coupon as GET /api/v1/coupon/list sends it: spec §3's fields with its code, title and dates. */
export interface ListedCoupon extends Coupon {
  id: number;
  code: string;
  title: string;
  /** ISO days ('2026-11-30'): the first and the last day it can be used. */
  start_date: string;
  expire_date: string;
}

/** The 6amMart list-style error reply, defined once beside its builder. */
export type { ErrorEntry, ErrorListReply } from './errorList';

/** The single-reason error reply. */
export interface MessageReply {
  message: string;
}

/** Reply of POST /api/v1/auth/guest/request; 6amMart issues numeric ids, other backends strings. */
export interface GuestIdReply {
  guest_id: string | number;
}

/* ---- After the order (issue #15): orders, tracking, reasons, wallet and loyalty ---- */

/**
 * The config's loyalty and referral rates, with 6amMart's names (merged into Config above): the
 * percent of an order earned as points, the points that make one unit of money, the fewest points
 * converted at once, and the referrer's reward.
 */
export interface Config {
  loyalty_point_item_purchase_point?: number;
  loyalty_point_exchange_rate?: number;
  loyalty_point_minimum_point?: number;
  ref_earning_exchange_rate?: number;
}

/** An order status of spec §4. */
export type OrderStatusName =
  | 'failed'
  | 'pending'
  | 'processing'
  | 'confirmed'
  | 'accepted'
  | 'picked_up'
  | 'handover'
  | 'delivered'
  | 'canceled'
  | 'refunded'
  | 'refund_requested'
  | 'refund_request_canceled';

/** Where an order goes, as 6amMart copies it onto the order. */
export interface OrderDeliveryAddress {
  contact_person_name: string;
  contact_person_number: string;
  address_type: string;
  address: string;
  road: string | null;
  house: string | null;
  floor: string | null;
  latitude: string;
  longitude: string;
}

/** The store an order is from, as an order reply summarises it. */
export interface OrderStoreSummary {
  id: number;
  name: string;
  slug: string;
  logo: string;
  address: string;
  latitude: number;
  longitude: number;
}

/**
 * An order as the list, running-orders and track replies send it (6amMart's fields); a
 * prescription order's flag and pictures where the server sends them.
 */
export interface Order extends Partial<PrescriptionOrderFields> {
  id: number;
  user_id: number | null;
  is_guest: 0 | 1;
  store_id: number;
  zone_id: number;
  module_id: number;
  order_amount: number;
  coupon_discount_amount: number;
  coupon_code: string | null;
  store_discount_amount: number;
  total_tax_amount: number;
  tax_status: 'included' | 'excluded';
  tax_percentage: number;
  delivery_charge: number;
  original_delivery_charge: number;
  dm_tips: number;
  partially_paid_amount: number;
  payment_status: 'paid' | 'unpaid';
  order_status: OrderStatusName;
  payment_method: string;
  order_type: 'delivery' | 'take_away' | 'parcel';
  transaction_reference: string | null;
  delivery_address: OrderDeliveryAddress;
  order_note: string | null;
  delivery_instruction: string | null;
  cutlery: 0 | 1;
  unavailable_item_note: string | null;
  cancellation_reason: string | null;
  canceled_by: string | null;
  distance: number;
  /** ISO instants of each status reached, null until then. */
  pending: string | null;
  confirmed: string | null;
  processing: string | null;
  handover: string | null;
  picked_up: string | null;
  delivered: string | null;
  canceled: string | null;
  refund_requested: string | null;
  refunded: string | null;
  failed: string | null;
  created_at: string;
  updated_at: string;
  details_count: number;
  store: OrderStoreSummary;
  /** A parcel's category (order_type 'parcel' only; its `delivery_address` is the sender). */
  parcel_category?: ParcelCategory;
  /** A parcel's receiver: contact and address, as 6amMart's `receiver_details`. */
  receiver_details?: OrderDeliveryAddress;
  /** Who pays for a parcel. */
  charge_payer?: 'sender' | 'receiver';
}

/** A page of orders: GET customer/order/list and customer/order/running-orders. */
export interface OrderPage {
  total_size: number;
  limit: string;
  offset: string;
  orders: Order[];
}

/** An order line as GET customer/order/details sends it: the item as it was sold. */
export interface OrderDetail {
  id: number;
  order_id: number;
  item_id: number;
  item_details: { id: number; name: string; image: string | null };
  variation: { type: string; price: number }[];
  price: number;
  discount_on_item: number;
  quantity: number;
  tax_amount: number;
  created_at: string;
}

/** A reason a customer may give to cancel an order. */
export interface CancellationReason {
  id: number;
  reason: string;
  user_type: 'customer';
  status: 1;
}

/** GET customer/order/cancellation-reasons. */
export interface CancellationReasonPage {
  total_size: number;
  limit: string;
  offset: string;
  data: CancellationReason[];
}

/** A reason a customer may give for a refund. */
export interface RefundReason {
  id: number;
  reason: string;
  status: 1;
}

/** GET customer/order/refund-reasons. */
export interface RefundReasonsReply {
  refund_reasons: RefundReason[];
}

/** A wallet transaction type of spec §3. */
export type WalletTransactionTypeName =
  | 'order_place'
  | 'order_refund'
  | 'add_fund_by_admin'
  | 'add_fund'
  | 'loyalty_point'
  | 'referrer'
  | 'partial_payment'
  | 'point_to_wallet';

/** One movement of the wallet. */
export interface WalletTransaction {
  id: number;
  user_id: number;
  transaction_id: string;
  reference: string | null;
  transaction_type: WalletTransactionTypeName;
  debit: number;
  credit: number;
  admin_bonus: number;
  balance: number;
  created_at: string;
}

/** One movement of the loyalty points. */
export interface LoyaltyPointTransaction {
  id: number;
  user_id: number;
  transaction_id: string;
  reference: string | null;
  transaction_type: 'order_place' | 'point_to_wallet';
  debit: number;
  credit: number;
  balance: number;
  created_at: string;
}

/** A page of a ledger: GET customer/wallet/transactions and customer/loyalty-point/transactions. */
export interface LedgerPage<TTransaction> {
  total_size: number;
  limit: string;
  offset: string;
  data: TTransaction[];
}

/** A bonus a wallet top-up earns: GET customer/wallet/bonuses. */
export interface WalletBonus {
  id: number;
  title: string;
  description: string;
  bonus_type: 'percentage' | 'amount';
  bonus_amount: number;
  minimum_add_amount: number;
  maximum_bonus_amount: number;
  start_date: string;
  end_date: string;
}

// ── Placing an order (issue #15, customer/order/place) ──

/** The reply of customer/order/place: 6amMart's, `total_ammount` spelt as 6amMart spells it. */
export interface OrderPlacedReply {
  message: string;
  order_id: number;
  /** The total charged, tip included. */
  total_ammount: number;
  status: string;
  payment_method: string;
  created_at: string;
  /** The customer's id; 0 for a guest. */
  user_id: number;
  /** For a digital payment: the demo payment page to send the shopper to. */
  redirect_link?: string;
}

/** The cash-on-delivery cap of the config (order placement, issue #15); 1000 when absent. */
export interface Config {
  cod_max_order_amount?: number;
}

/** A field the shop shows for an offline payment method (its account number). */
export interface OfflineMethodField {
  input_name: string;
  input_data: string;
}

/** A field the shopper fills for an offline payment method (the transfer's reference). */
export interface OfflineMethodInformation {
  customer_input: string;
  customer_placeholder: string;
  is_required: 0 | 1;
}

/** An offline payment method of `offline_payment_method_list` (6amMart's shape). */
export interface OfflinePaymentMethod {
  id: number;
  method_name: string;
  method_fields: OfflineMethodField[];
  method_informations: OfflineMethodInformation[];
  status: 1;
}

/** Phone verification at sign-up (issue #19): 6amMart's switch of the config; absent means off. */
export interface Config {
  /** 1: a new customer's token opens nothing until the phone is verified with the code sent. */
  customer_verification?: 0 | 1;
}

/** Whether the customer's phone was verified with a code (issue #19). */
export interface CustomerProfile {
  is_phone_verified?: 0 | 1;
}

/** Reply of sign-up and login: the token and whether the phone must be verified first (0). */
export interface SignedInReply {
  token: string;
  is_phone_verified: 0 | 1;
  /**
   * The phone on the account, which the code was sent to, when a login must verify it first (a
   * customer who signed in by e-mail has not typed it).
   */
  phone?: string;
}

/** Fields of customer/update-profile; an absent e-mail, phone or password keeps the one on file. */
export interface UpdateProfileFields {
  f_name: string;
  l_name: string;
  email?: string;
  phone?: string;
  password?: string;
}

// ── Content, landing sections and 6amMart wire compatibility (issue #19) ──

/** The help-and-support contacts of the config, with 6amMart's names. */
export interface Config {
  email?: string;
  phone?: string;
  address?: string;
  default_location?: { lat: number | string; lng: number | string };
}

/** What a customer says of the shop (GET /api/v1/testimonial and the landing page's list). */
export interface Testimonial {
  id: number;
  name: string;
  designation: string;
  review: string;
  /** A file under the landing data's `base_urls.testimonial_image_url`, and its whole URL. */
  reviewer_image: string;
  reviewer_image_full_url: string;
  status: 0 | 1;
}

/** A promotional banner of the landing page. */
export interface LandingPromotionBanner {
  id: number;
  title: string;
  sub_title: string;
  image: string;
  image_full_url: string;
}

/** The folders of the landing page's pictures. */
export interface LandingBaseUrls {
  header_banner_url: string;
  promotional_banner_url: string;
  business_image_url: string;
  testimonial_image_url: string;
}

/** The landing page's sections, with the names 6amMart's web reads (merged into LandingData). */
export interface LandingData {
  header_title?: string;
  header_sub_title?: string;
  header_tag_line?: string;
  header_banner?: string;
  header_banner_full_url?: string;
  company_title?: string;
  company_sub_title?: string;
  company_description?: string;
  company_button_name?: string;
  company_button_url?: string;
  earning_title?: string;
  earning_sub_title?: string;
  earning_seller_title?: string;
  earning_seller_sub_title?: string;
  earning_seller_button_name?: string;
  earning_seller_button_url?: string;
  earning_seller_status?: 0 | 1;
  earning_dm_title?: string;
  earning_dm_sub_title?: string;
  earning_dm_button_name?: string;
  earning_dm_button_url?: string;
  earning_dm_status?: 0 | 1;
  business_title?: string;
  business_sub_title?: string;
  business_image?: string;
  business_image_full_url?: string;
  testimonial_title?: string;
  testimonial_list?: Testimonial[];
  promotion_banners?: LandingPromotionBanner[];
  fixed_promotional_banner?: string;
  fixed_promotional_banner_full_url?: string;
  base_urls?: LandingBaseUrls;
}

/** One line of the landing page's video section. */
export interface VideoContentLine {
  id: number;
  title: string;
  sub_title: string;
}

/**
 * GET /api/v1/other-banners/video-content (6amMart's names). The demo has no video of its own
 * (nothing is fetched from another host), so it sends `banner_type: 'image'` and its picture.
 */
export interface VideoContent {
  banner_type: 'video' | 'video_content' | 'image';
  banner_video: string | null;
  banner_video_content: string | null;
  banner_video_content_full_url: string | null;
  banner_image: string | null;
  banner_image_full_url: string | null;
  banner_contents: VideoContentLine[];
}

/** One reason to choose the shop. */
export interface WhyChooseEntry {
  id: number;
  title: string;
  short_description: string;
  image: string;
  image_full_url: string;
}

/** GET /api/v1/other-banners/why-choose. */
export interface WhyChoose {
  title: string;
  banners: WhyChooseEntry[];
}

/** What a parcel may be, and what it costs (GET /api/v1/parcel-category, 6amMart's names). */
export interface ParcelCategory {
  id: number;
  name: string;
  description: string;
  image: string;
  image_full_url: string;
  /** Per kilometre; null takes the zone's rate. */
  parcel_per_km_shipping_charge: number | null;
  /** The least a parcel costs; null takes the zone's minimum. */
  parcel_minimum_shipping_charge: number | null;
  module_id: number;
  status: 1;
}

/** The rating fields every store reply carries, as 6amMart's store cards read them. */
export interface StoreRatingFields {
  /** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  ratings: [number, number, number, number, number];
  /** The share of reviews rated 4 or 5, in percent. */
  positive_rating: number;
  items_count: number;
  total_items: number;
  reviews_count: number;
}

/** The business module of an item, as 6amMart nests it in items and cart rows. */
export interface ItemModule {
  id: number;
  module_type: string;
}

/** A store reply's rating fields (merged into Store): every store reply carries them. */
export interface Store extends Partial<StoreRatingFields> {}

/** The item's module, as 6amMart nests it (merged into Item; cart rows carry it). */
export interface Item {
  module?: ItemModule;
}

/** The item's module beside `item` on a cart row, as 6amMart's cart rows carry it. */
export interface ServerCartRow {
  module?: ItemModule;
}

/**
 * A campaign's days and hours as 6amMart's clients read them (merged into Campaign): ISO days
 * and the "HH:MM" hours of the first and the last day.
 */
export interface Campaign {
  available_date_starts?: string;
  available_date_ends?: string;
  start_time?: string;
  end_time?: string;
}

/** The sale a page of flash-sale items belongs to, as 6amMart's flash-sale page reads it. */
export interface FlashSaleSummary {
  id: number;
  title: string;
  /** ISO instants the countdown reads. */
  start_date: string;
  end_date: string;
}

/** The sale of the page (merged into FlashSaleItemPage). */
export interface FlashSaleItemPage {
  flash_sale?: FlashSaleSummary;
}

/**
 * 6amMart's flash-sale row fields beside Souq's (merged into FlashSaleItem): the item again
 * under `item`, the units sold and those left.
 */
export interface FlashSaleItem {
  item?: Item;
  sold?: number;
  available_stock?: number;
}
