export { ApiError, type ApiErrorDetails, isApiError } from './ApiError';
export {
  type AuthEndpoints,
  createAuthEndpoints,
  type LoginCredentials,
  type PasswordReset,
  type SignUpFields,
} from './authEndpoints';
export { type ApiClient, type ApiClientOptions, createApiClient } from './createApiClient';
export { EMPTY_SEARCH_CODE, type Endpoints, type ItemSearchParams } from './endpoints';
export { errorMessages } from './errorMessages';
export { EXPIRED_TOKEN_MESSAGE, FALLBACK_MESSAGE, SIGN_IN_PATH, UNAUTHORIZED } from './errorPolicy';
export {
  createGiftEndpoints,
  type GiftEndpoints,
  type GiftPacketPageQuery,
} from './giftEndpoints';
export type * from './giftWire';
export {
  addressFields,
  createOrderEndpoints,
  type OrderEndpoints,
} from './orderEndpoints';
export type * from './orderWire';
export {
  PAGE_REPLIES_ID,
  type PageReply,
  pageRepliesJson,
  readPageReplies,
  requestIdentity,
} from './pageReplies';
export {
  createParcelEndpoints,
  type ParcelChargePayer,
  type ParcelEndFields,
  type ParcelEndpoints,
  type ParcelOrderBody,
  type ParcelPaymentMethod,
} from './parcelEndpoints';
export { createPlaceEndpoints, type PlaceEndpoints } from './placeEndpoints';
export type * from './placeWire';
export {
  MAX_BACKOFF_MS,
  ORDER_TRACK_POLL_MS,
  type OrderTrackWatchOptions,
  type PollOptions,
  pollForChanges,
  SUPPORT_POLL_MS,
  type SupportWatchOptions,
  type Watch,
  watchOrderTrack,
  watchSupportMessages,
} from './pollForChanges';
export {
  createPrescriptionEndpoints,
  type PrescriptionDestination,
  type PrescriptionEndpoints,
  type PrescriptionOrderDraft,
  prescriptionOrderForm,
} from './prescriptionEndpoints';
export type * from './prescriptionWire';
export type { RequestContext } from './requestContext';
export { buildHeaders, DEFAULT_LAT_LNG, DEFAULT_SOFTWARE_ID, FIXED_MODULE } from './requestHeaders';
export type {
  CallOptions,
  HttpMethod,
  Query,
  Requester,
  RequestOptions,
} from './requestOptions';
export {
  type ApplicantAccount,
  createSupportEndpoints,
  type DeliveryManApplication,
  deliveryManApplicationForm,
  type MessageQuery,
  type PageOf,
  type StoreApplication,
  type SupportEndpoints,
  type SupportMessageDraft,
  storeApplicationForm,
} from './supportEndpoints';
export type * from './supportWire';
export {
  createWalletEndpoints,
  type TopUp,
  type TopUpReply,
  type WalletEndpoints,
  type WalletLedgerQuery,
} from './walletEndpoints';
export type * from './wire';
