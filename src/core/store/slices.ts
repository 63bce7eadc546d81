import * as v from 'valibot';
import { isCountryCode } from '../api/headerValues';
import type { CartItem, Category, Config, CustomerProfile, Item, Module, Store } from '../api/wire';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locale';
import { storedModule } from './plainKeys';
import { entity, field, listOf } from './schemaHelpers';

/*
 * Every persisted slice of spec §3 "Client-side persisted state": its shape, its defaults and the
 * schema that validates what storage returns. Each field falls back on its own, so one corrupt
 * field never wipes a whole slice.
 */

const itemShape = v.looseObject({ id: v.number(), name: v.string(), price: v.number() });
const item = entity<Item>(itemShape);
const cartItem = entity<CartItem>(
  v.looseObject({ id: v.number(), name: v.string(), price: v.number(), quantity: v.number() }),
);
const store = entity<Store>(v.looseObject({ id: v.number(), name: v.string() }));
const category = entity<Category>(
  v.looseObject({ id: v.number(), name: v.string(), childes: v.optional(v.array(v.unknown())) }),
);
const module = storedModule;
const config = entity<Config>(
  v.looseObject({ base_urls: v.looseObject({}), zones: v.array(v.unknown()) }),
);
const profile = entity<CustomerProfile>(v.looseObject({ f_name: v.string() }));
/** A cached server record whose fields the kit does not read yet (banners, campaigns, addresses). */
const record = entity<Record<string, unknown>>(v.looseObject({}));

/** The country used until the shopper or the first load picks one (spec §3). */
export const DEFAULT_COUNTRY_CODE = 'sa';

/** A country code, kept in lower case; it is sent as the X-LANG header, so nothing else passes. */
const countryCode = field(
  v.pipe(v.custom<string>(isCountryCode), v.toLowerCase()),
  DEFAULT_COUNTRY_CODE,
);

/** config: the shop configuration and the shopper's country. Language has its own slice. */
export interface ConfigState {
  configData: Config | null;
  countryCode: string;
  modules: Module[];
}
/** Defaults of the config slice. */
export const configDefaults: ConfigState = {
  configData: null,
  countryCode: DEFAULT_COUNTRY_CODE,
  modules: [],
};
/** Validates a stored config slice, field by field. */
export const configSchema = v.object({
  configData: field(v.nullable(config), null),
  countryCode,
  modules: listOf(module),
});

/** utils: module choice, order type and the tab the shopper was on. */
export interface UtilsState {
  selectedModule: Module | null;
  languageHeader: string;
  orderType: number;
  currentTab: number;
}
/** Defaults of the utils slice. */
export const utilsDefaults: UtilsState = {
  selectedModule: null,
  languageHeader: DEFAULT_COUNTRY_CODE,
  orderType: 0,
  currentTab: 0,
};
/** Validates a stored utils slice, field by field. */
export const utilsSchema = v.object({
  selectedModule: field(v.nullable(module), null),
  languageHeader: countryCode,
  orderType: field(v.number(), 0),
  currentTab: field(v.number(), 0),
});

/** profileInfo: the signed-in customer, null for guests. */
export const profileSchema = field(v.nullable(profile), null);

/** cart: the lines the shopper keeps, campaign and buy-now lines, and the wallet amount to use. */
export interface CartState {
  cartList: CartItem[];
  campaignItemList: CartItem[];
  buyNowItemList: CartItem[];
  campaignItem: CartItem | null;
  type: 'regular' | 'campaign' | 'buy_now';
  walletAmount: number;
}
/** Defaults of the cart slice. */
export const cartDefaults: CartState = {
  cartList: [],
  campaignItemList: [],
  buyNowItemList: [],
  campaignItem: null,
  type: 'regular',
  walletAmount: 0,
};
/** Validates a stored cart slice, field by field. */
export const cartSchema = v.object({
  cartList: listOf(cartItem),
  campaignItemList: listOf(cartItem),
  buyNowItemList: listOf(cartItem),
  campaignItem: field(v.nullable(cartItem), null),
  type: field(v.picklist(['regular', 'campaign', 'buy_now']), 'regular'),
  walletAmount: field(v.pipe(v.number(), v.minValue(0)), 0),
});

/** wishList: favourite items and stores. */
export interface WishListState {
  item: Item[];
  store: Store[];
}
/** Defaults of the wishList slice. */
export const wishListDefaults: WishListState = { item: [], store: [] };
/** Validates a stored wishList slice, field by field. */
export const wishListSchema = v.object({ item: listOf(item), store: listOf(store) });

/** search filter: sorting and filters of the search page. */
export interface SearchFilterState {
  sortBy: string;
  filterBy: {
    veg: boolean;
    nonVeg: boolean;
    currentAvailableFoods: boolean;
    discountedFoods: boolean;
  };
  price: [number, number] | null;
  rating: number;
  deliveryManInfo: Record<string, unknown> | null;
  filterDrawerOpen: boolean;
}
/** Defaults of the search filter slice. */
export const searchFilterDefaults: SearchFilterState = {
  sortBy: '',
  filterBy: { veg: false, nonVeg: false, currentAvailableFoods: false, discountedFoods: false },
  price: null,
  rating: 0,
  deliveryManInfo: null,
  filterDrawerOpen: false,
};
/** Validates a stored search filter slice, field by field. */
export const searchFilterSchema = v.object({
  sortBy: field(v.string(), ''),
  filterBy: field(
    v.object({
      veg: v.boolean(),
      nonVeg: v.boolean(),
      currentAvailableFoods: v.boolean(),
      discountedFoods: v.boolean(),
    }),
    searchFilterDefaults.filterBy,
  ),
  price: field(v.nullable(v.tuple([v.number(), v.number()])), null),
  rating: field(v.pipe(v.number(), v.minValue(0), v.maxValue(5)), 0),
  deliveryManInfo: field(v.nullable(record), null),
  filterDrawerOpen: field(v.boolean(), false),
});

/** social-login credential: what a social provider handed over until the sign-up completes. */
export interface SocialLoginState {
  userInfo: Record<string, unknown> | null;
  jwtToken: string | null;
  clientId: string | null;
}
/** Defaults of the social-login slice. */
export const socialLoginDefaults: SocialLoginState = {
  userInfo: null,
  jwtToken: null,
  clientId: null,
};
/** Validates a stored social-login slice, field by field. */
export const socialLoginSchema = v.object({
  userInfo: field(v.nullable(record), null),
  jwtToken: field(v.nullable(v.string()), null),
  clientId: field(v.nullable(v.string()), null),
});

/** stored home data: lists of the home page kept so a return visit paints at once. */
export interface HomeDataState {
  categories: Category[];
  subCategories: Category[];
  popularStores: Store[];
  newStores: Store[];
  basicCampaigns: Record<string, unknown>[];
  bannersWithCampaigns: Record<string, unknown>[];
  featuredCategories: Category[];
  popularItemsNearby: Item[];
  runningCampaigns: Record<string, unknown>[];
  newArrivalStores: Store[];
  bestReviewedItems: Item[];
  youWillLoveItems: Item[];
  savedAddresses: Record<string, unknown>[];
}
/** Defaults of the stored home data slice. */
export const homeDataDefaults: HomeDataState = {
  categories: [],
  subCategories: [],
  popularStores: [],
  newStores: [],
  basicCampaigns: [],
  bannersWithCampaigns: [],
  featuredCategories: [],
  popularItemsNearby: [],
  runningCampaigns: [],
  newArrivalStores: [],
  bestReviewedItems: [],
  youWillLoveItems: [],
  savedAddresses: [],
};
/** Validates a stored stored home data slice, field by field. */
export const homeDataSchema = v.object({
  categories: listOf(category),
  subCategories: listOf(category),
  popularStores: listOf(store),
  newStores: listOf(store),
  basicCampaigns: listOf(record),
  bannersWithCampaigns: listOf(record),
  featuredCategories: listOf(category),
  popularItemsNearby: listOf(item),
  runningCampaigns: listOf(record),
  newArrivalStores: listOf(store),
  bestReviewedItems: listOf(item),
  youWillLoveItems: listOf(item),
  savedAddresses: listOf(record),
});

/** language: the active locale, Arabic by default; an unknown stored value falls back to it. */
export const languageSchema = field(v.picklist(LOCALES), DEFAULT_LOCALE);

/** guest user info: the contact a guest gives at checkout. */
export interface GuestUserInfo {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string;
}
/** Validates a stored guest user info slice, field by field. */
export const guestUserInfoSchema = field(
  v.nullable(
    entity<GuestUserInfo>(
      v.looseObject({ contact_person_name: v.string(), contact_person_number: v.string() }),
    ),
  ),
  null,
);

/** offline payment: the chosen method, its filled-in details and the step of its flow. */
export interface OfflinePaymentState {
  info: Record<string, unknown> | null;
  method: Record<string, unknown> | null;
  step: number;
  detailsModalOpen: boolean;
}
/** Defaults of the offline payment slice. */
export const offlinePaymentDefaults: OfflinePaymentState = {
  info: null,
  method: null,
  step: 0,
  detailsModalOpen: false,
};
/** Validates a stored offline payment slice, field by field. */
export const offlinePaymentSchema = v.object({
  info: field(v.nullable(record), null),
  method: field(v.nullable(record), null),
  step: field(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  detailsModalOpen: field(v.boolean(), false),
});
