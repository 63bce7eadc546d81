/*
 * One typed function per backend call the shell makes (spec §7), with the paths of api-paths.md.
 * Guest rules (spec §4): guest_id goes into the query or body only while there is no token.
 */

import type { SearchSort } from '../search/searchPageQuery';
import { ApiError } from './ApiError';
import type { CallOptions, Requester } from './requestOptions';
import type {
  AddToCartBody,
  BannersReply,
  Campaign,
  CampaignDetails,
  Category,
  Config,
  CustomerProfile,
  FlashSale,
  FlashSaleItemPage,
  FlashSaleReply,
  GuestIdReply,
  Item,
  ItemListName,
  ItemReviewsPage,
  ItemTypeFilter,
  LandingData,
  ListedCoupon,
  MessageReply,
  Module,
  OtherBanners,
  PriceRange,
  ProductPage,
  RecommendedFilter,
  RecommendedPage,
  SearchSuggestions,
  ServerCartRow,
  StoreDetails,
  StoreListName,
  StorePage,
  UpdateCartBody,
  WishList,
} from './wire';

/** The typed endpoint functions of the client. */
export interface Endpoints {
  /** GET /api/v1/config: the shop configuration. */
  getConfig(call?: CallOptions): Promise<Config>;
  /** GET /api/v1/react-landing-page: footer text and app links. */
  getLandingData(call?: CallOptions): Promise<LandingData>;
  /** GET /api/v1/module: the business modules. */
  getModules(call?: CallOptions): Promise<Module[]>;
  /** POST /api/v1/auth/guest/request: issues a guest id (normalised to a string). */
  requestGuestId(call?: CallOptions): Promise<{ guest_id: string }>;
  /** POST /api/v1/customer/logout: revokes the bearer token the call is sent with. */
  logout(call?: CallOptions): Promise<MessageReply>;
  /** GET /api/v1/categories, or /api/v1/categories/{searchKey} when a key is given. */
  getCategories(searchKey?: string, call?: CallOptions): Promise<Category[]>;
  /** GET /api/v1/items/{list}?limit=…&offset=…: a page of one of the home page's lists. */
  getItemList(
    list: ItemListName,
    page?: { limit: number; offset: number },
    call?: CallOptions,
  ): Promise<ProductPage>;
  /** GET /api/v1/items/related-items/{id}: up to 10 items like the item, for its product page. */
  getRelatedItems(itemId: number, call?: CallOptions): Promise<Item[]>;
  /** GET /api/v1/items/related-store-items/{id}: up to 10 other items of the item's store. */
  getRelatedStoreItems(itemId: number, call?: CallOptions): Promise<Item[]>;
  /** GET /api/v1/items/recommended?limit=…&offset=…&filter=…&type=…: a page of recommended items. */
  getRecommendedItems(query?: RecommendedQuery, call?: CallOptions): Promise<RecommendedPage>;
  /** GET /api/v1/stores/get-stores/{list}?limit=…&offset=…: a page of one of the store lists. */
  getStoreList(
    list: StoreListName,
    page?: { limit: number; offset: number },
    call?: CallOptions,
  ): Promise<StorePage>;
  /** GET /api/v1/stores/popular-items/{id-or-slug}: up to 10 of a store's best-selling items. */
  getStorePopularItems(storeIdOrSlug: number | string, call?: CallOptions): Promise<Item[]>;
  /** GET /api/v1/banners: the home banners and the current campaigns. */
  getBanners(call?: CallOptions): Promise<BannersReply>;
  /** GET /api/v1/other-banners: the promotional pictures of the home page's sections. */
  getOtherBanners(call?: CallOptions): Promise<OtherBanners>;
  /** GET /api/v1/flash-sales: the running flash sale, or null when none runs. */
  getFlashSale(call?: CallOptions): Promise<FlashSale | null>;
  /** GET /api/v1/items/item-or-store-search?name=…; rejects a blank name without calling. */
  searchSuggestions(name: string, call?: CallOptions): Promise<SearchSuggestions>;
  /** GET /api/v1/items/details/{id-or-slug}: one item by numeric id or slug. */
  getItem(idOrSlug: number | string, call?: CallOptions): Promise<Item>;
  /** GET /api/v1/items/reviews/{id}?limit=…&offset=…: a page of an item's reviews, newest first. */
  getItemReviews(
    itemId: number,
    page?: { limit: number; offset: number },
    call?: CallOptions,
  ): Promise<ItemReviewsPage>;
  /** GET /api/v1/stores/details/{id-or-slug}: one store with its rating, hours and whether it is open. */
  getStoreDetails(idOrSlug: number | string, call?: CallOptions): Promise<StoreDetails>;
  /** GET /api/v1/items/search: a page of items matching a name and the search page's filters. */
  searchItems(params: ItemSearchParams, call?: CallOptions): Promise<ProductPage>;
  /** GET /api/v1/items/min-max-price: the price range the search page's filter spans. */
  getPriceRange(call?: CallOptions): Promise<PriceRange>;
  /** GET /api/v1/stores/search?name=…&limit=…&offset=…: a page of stores whose name matches. */
  searchStores(
    name: string,
    page?: { limit: number; offset: number },
    call?: CallOptions,
  ): Promise<StorePage>;
  /** GET /api/v1/categories/items/{id}: a page of a category's items (its children's included), filtered as a search. */
  getCategoryItems(
    categoryId: number,
    params?: Omit<ItemSearchParams, 'category_id'>,
    call?: CallOptions,
  ): Promise<ProductPage>;
  /** GET /api/v1/categories/stores/{id}?limit=…&offset=…: a page of the stores selling in a category. */
  getCategoryStores(
    categoryId: number,
    page?: { limit: number; offset: number },
    call?: CallOptions,
  ): Promise<StorePage>;
  /** GET /api/v1/campaigns/basic: the campaigns running or coming up, soonest first. */
  getBasicCampaigns(call?: CallOptions): Promise<Campaign[]>;
  /** GET /api/v1/campaigns/basic-campaign-details?basic_campaign_id=…: a campaign with its items. */
  getCampaignDetails(campaignId: number, call?: CallOptions): Promise<CampaignDetails>;
  /** GET /api/v1/campaigns/item: the items sold in a campaign that has not ended. */
  getCampaignItems(call?: CallOptions): Promise<Item[]>;
  /** GET /api/v1/flash-sales/items?flash_sale_id=…: a page of a flash sale's items with its terms. */
  getFlashSaleItems(
    flashSaleId: number,
    page?: { limit: number; offset: number },
    call?: CallOptions,
  ): Promise<FlashSaleItemPage>;
  /** GET /api/v1/coupon/list: the coupons a shopper can use today. */
  getCoupons(call?: CallOptions): Promise<ListedCoupon[]>;
  /** GET /api/v1/customer/info: the signed-in customer's profile. */
  getCustomerInfo(call?: CallOptions): Promise<CustomerProfile>;
  /** GET /api/v1/customer/wish-list: wished items and stores. */
  getWishList(call?: CallOptions): Promise<WishList>;
  /** POST /api/v1/customer/wish-list/add?item_id=…. */
  addToWishList(itemId: number, call?: CallOptions): Promise<MessageReply>;
  /** DELETE /api/v1/customer/wish-list/remove?item_id=…. */
  removeFromWishList(itemId: number, call?: CallOptions): Promise<MessageReply>;
  /** DELETE /api/v1/customer/wish-list/remove?store_id=…. */
  removeStoreFromWishList(storeId: number, call?: CallOptions): Promise<MessageReply>;
  /** GET /api/v1/customer/cart/list (+ guest_id for guests). */
  getCart(call?: CallOptions): Promise<ServerCartRow[]>;
  /** POST /api/v1/customer/cart/add (+ guest_id for guests); replies with the cart rows. */
  addToCart(body: Omit<AddToCartBody, 'guest_id'>, call?: CallOptions): Promise<ServerCartRow[]>;
  /** POST /api/v1/customer/cart/update (+ guest_id for guests); replies with the cart rows. */
  updateCartItem(
    body: Omit<UpdateCartBody, 'guest_id'>,
    call?: CallOptions,
  ): Promise<ServerCartRow[]>;
  /** DELETE /api/v1/customer/cart/remove-item?cart_id=… (+ guest_id for guests); replies with the cart rows. */
  removeCartItem(cartId: number, call?: CallOptions): Promise<ServerCartRow[]>;
  /** DELETE /api/v1/customer/cart/remove (+ guest_id for guests): empties the cart. */
  clearCart(call?: CallOptions): Promise<void>;
}

/** What a page of recommended items asks for; unset fields take the server's defaults. */
export interface RecommendedQuery {
  limit?: number;
  offset?: number;
  filter?: RecommendedFilter;
  type?: ItemTypeFilter;
}

/**
 * The query of items/search: a name and the search page's filters; unset fields take the
 * server's defaults (every item, relevance order, the first page of 10).
 */
export interface ItemSearchParams {
  name?: string;
  type?: ItemTypeFilter;
  /** Lowest and highest unit price after discounts. */
  min_price?: number;
  max_price?: number;
  /** Lowest average rating. */
  rating?: number;
  /** 1: only discounted items. */
  discounted?: 0 | 1;
  /** 1: only what can be bought today (in stock, campaign started). */
  available?: 0 | 1;
  category_id?: number;
  /** One store's items (the search inside a store page). */
  store_id?: number;
  sort_by?: SearchSort;
  limit?: number;
  offset?: number;
}

const FIRST_PAGE = { limit: 10, offset: 1 } as const;

const isRunningSale = (reply: FlashSaleReply): reply is FlashSale => 'id' in reply;

/** The code of the rejection for a blank search, so callers can tell it from a server error. */
export const EMPTY_SEARCH_CODE = 'empty_search';

/** Builds the endpoint functions on top of a requester. */
export function createEndpoints(request: Requester): Endpoints {
  return {
    getConfig: (call) => request<Config>('/api/v1/config', { ...call }),
    getLandingData: (call) => request<LandingData>('/api/v1/react-landing-page', { ...call }),
    getModules: (call) => request<Module[]>('/api/v1/module', { ...call }),
    requestGuestId: async (call) => {
      const reply = await request<GuestIdReply>('/api/v1/auth/guest/request', {
        ...call,
        method: 'POST',
      });
      return { guest_id: String(reply.guest_id) };
    },
    logout: (call) => request<MessageReply>('/api/v1/customer/logout', { ...call, method: 'POST' }),
    getCategories: (searchKey, call) => {
      const path =
        searchKey === undefined || searchKey === ''
          ? '/api/v1/categories'
          : `/api/v1/categories/${encodeURIComponent(searchKey)}`;
      return request<Category[]>(path, { ...call });
    },
    getItemList: (list, page = { limit: 10, offset: 1 }, call) =>
      request<ProductPage>(`/api/v1/items/${list}`, { ...call, query: { ...page } }),
    getRelatedItems: (itemId, call) =>
      request<Item[]>(`/api/v1/items/related-items/${itemId}`, { ...call }),
    getRelatedStoreItems: (itemId, call) =>
      request<Item[]>(`/api/v1/items/related-store-items/${itemId}`, { ...call }),
    getRecommendedItems: (query = {}, call) =>
      request<RecommendedPage>('/api/v1/items/recommended', {
        ...call,
        query: { limit: 10, offset: 1, ...query },
      }),
    getStoreList: (list, page = { limit: 10, offset: 1 }, call) =>
      request<StorePage>(`/api/v1/stores/get-stores/${list}`, { ...call, query: { ...page } }),
    getStorePopularItems: (storeIdOrSlug, call) =>
      request<Item[]>(`/api/v1/stores/popular-items/${encodeURIComponent(String(storeIdOrSlug))}`, {
        ...call,
      }),
    getBanners: (call) => request<BannersReply>('/api/v1/banners', { ...call }),
    getOtherBanners: (call) => request<OtherBanners>('/api/v1/other-banners', { ...call }),
    getFlashSale: async (call) => {
      const reply = await request<FlashSaleReply>('/api/v1/flash-sales', { ...call });
      // 6amMart answers `{}` when no sale runs.
      return isRunningSale(reply) ? reply : null;
    },
    searchSuggestions: (name, call) => {
      if (name.trim() === '') {
        // Spec §5: suggestions are requested only for non-empty text.
        return Promise.reject(
          new ApiError({ status: 0, messages: [], code: EMPTY_SEARCH_CODE, aborted: false }),
        );
      }
      return request<SearchSuggestions>('/api/v1/items/item-or-store-search', {
        ...call,
        query: { name },
      });
    },
    getItem: (idOrSlug, call) =>
      request<Item>(`/api/v1/items/details/${encodeURIComponent(String(idOrSlug))}`, {
        ...call,
      }),
    getItemReviews: (itemId, page = { limit: 10, offset: 1 }, call) =>
      request<ItemReviewsPage>(`/api/v1/items/reviews/${itemId}`, { ...call, query: { ...page } }),
    getStoreDetails: (idOrSlug, call) =>
      request<StoreDetails>(`/api/v1/stores/details/${encodeURIComponent(String(idOrSlug))}`, {
        ...call,
      }),
    searchItems: (params, call) =>
      request<ProductPage>('/api/v1/items/search', {
        ...call,
        query: { ...FIRST_PAGE, ...params },
      }),
    getPriceRange: (call) => request<PriceRange>('/api/v1/items/min-max-price', { ...call }),
    searchStores: (name, page = FIRST_PAGE, call) =>
      request<StorePage>('/api/v1/stores/search', { ...call, query: { name, ...page } }),
    getCategoryItems: (categoryId, params = {}, call) =>
      request<ProductPage>(`/api/v1/categories/items/${categoryId}`, {
        ...call,
        query: { ...FIRST_PAGE, ...params },
      }),
    getCategoryStores: (categoryId, page = FIRST_PAGE, call) =>
      request<StorePage>(`/api/v1/categories/stores/${categoryId}`, {
        ...call,
        query: { ...page },
      }),
    getBasicCampaigns: (call) => request<Campaign[]>('/api/v1/campaigns/basic', { ...call }),
    getCampaignDetails: (campaignId, call) =>
      request<CampaignDetails>('/api/v1/campaigns/basic-campaign-details', {
        ...call,
        query: { basic_campaign_id: campaignId },
      }),
    getCampaignItems: (call) => request<Item[]>('/api/v1/campaigns/item', { ...call }),
    getFlashSaleItems: (flashSaleId, page = FIRST_PAGE, call) =>
      request<FlashSaleItemPage>('/api/v1/flash-sales/items', {
        ...call,
        query: { flash_sale_id: flashSaleId, ...page },
      }),
    getCoupons: (call) => request<ListedCoupon[]>('/api/v1/coupon/list', { ...call }),
    getCustomerInfo: (call) => request<CustomerProfile>('/api/v1/customer/info', { ...call }),
    getWishList: (call) => request<WishList>('/api/v1/customer/wish-list', { ...call }),
    addToWishList: (itemId, call) =>
      request<MessageReply>('/api/v1/customer/wish-list/add', {
        ...call,
        method: 'POST',
        query: { item_id: itemId },
      }),
    removeFromWishList: (itemId, call) =>
      request<MessageReply>('/api/v1/customer/wish-list/remove', {
        ...call,
        method: 'DELETE',
        query: { item_id: itemId },
      }),
    removeStoreFromWishList: (storeId, call) =>
      request<MessageReply>('/api/v1/customer/wish-list/remove', {
        ...call,
        method: 'DELETE',
        query: { store_id: storeId },
      }),
    getCart: (call) =>
      request<ServerCartRow[]>('/api/v1/customer/cart/list', { ...call, guest: 'query' }),
    addToCart: (body, call) =>
      request<ServerCartRow[]>('/api/v1/customer/cart/add', {
        ...call,
        method: 'POST',
        body: { ...body },
        guest: 'body',
      }),
    updateCartItem: (body, call) =>
      request<ServerCartRow[]>('/api/v1/customer/cart/update', {
        ...call,
        method: 'POST',
        body: { ...body },
        guest: 'body',
      }),
    removeCartItem: (cartId, call) =>
      request<ServerCartRow[]>('/api/v1/customer/cart/remove-item', {
        ...call,
        method: 'DELETE',
        query: { cart_id: cartId },
        guest: 'query',
      }),
    clearCart: async (call) => {
      await request<unknown>('/api/v1/customer/cart/remove', {
        ...call,
        method: 'DELETE',
        guest: 'query',
      });
    },
  };
}
