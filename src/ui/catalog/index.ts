/*
 * The catalog's shared pieces: what every listing (home rows, search results, a store's items)
 * and a partner's own page show products and stores with.
 */
export * from './CatalogSection';
export * from './DiscountBadge';
export * from './PageNotice';
export * from './ProductCard';
export * from './Rating';
export * from './SaleCountdown';
export * from './StoreCard';
export * from './LoadMore';
