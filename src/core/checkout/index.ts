/*
 * The checkout (issue #18): its persisted draft, the settings it decides with, the summary priced
 * as the server prices the order, the body of the order, and the model views act through.
 */
export { type CartStoreGroup, chosenStore, storesInCart } from './cartStores';
export {
  type CheckoutAttempt,
  type CheckoutDraft,
  checkoutDefaults,
  checkoutDraftSchema,
  MAX_AMOUNT,
  ORDER_PAYMENT_METHODS,
  type OrderPaymentMethod,
  type PlacedOrderNote,
  UNAVAILABLE_ITEM_CHOICES,
  type UnavailableItemChoice,
} from './checkoutDraft';
export {
  type CheckoutEdit,
  type CheckoutModel,
  type CheckoutModelDeps,
  createCheckoutModel,
  OFFLINE_NOTE_FIELD,
  OFFLINE_STEPS,
  type OfflineOutcome,
  type OfflinePaymentDraft,
  type OfflineStep,
  type PlaceOutcome,
} from './checkoutModel';
export {
  type CheckoutSettings,
  type ConfigValues,
  checkoutSettings,
  DEFAULT_COD_MAX_ORDER_AMOUNT,
} from './checkoutSettings';
export {
  type CheckoutSummary,
  type CheckoutSummaryInput,
  checkoutSummary,
  type DeliveryPricing,
  deliveryPricing,
} from './checkoutSummary';
export {
  type CheckoutDestination,
  type DeliveryDraft,
  deliveryDraftSchema,
  EMPTY_DELIVERY_DRAFT,
} from './deliveryDraft';
export { type PlaceOrderInput, paymentOf, placeOrderBody } from './placeOrderBody';
export { type LocatedStore, type StoreFacts, storeFacts } from './storeFacts';
