/*
 * souq-kit/core: the framework-free core shared by the widgets, the storefront and the demo API
 * server. Nothing here imports React or touches the browser at import time.
 */
export * from './api';
export * from './cart';
export * from './catalog';
export * from './checkout';
export * from './content';
export * from './cookies';
export { createSouqCore, type SouqCore, type SouqCoreOptions } from './createSouqCore';
export * from './events';
export * from './gifts';
export * from './i18n';
export * from './modules';
export * from './orders';
export * from './preferences';
export * from './pricing';
export * from './query';
export * from './search';
export * from './session';
export * from './shop';
export * from './store';
export * from './theme';
export * from './toast';
export * from './validation';
export * from './wishlist';
