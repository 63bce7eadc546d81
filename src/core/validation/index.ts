/*
 * Form rules (spec §5): pure functions shared by the storefront's forms and the demo server.
 * Each returns null for a value that passes, or the message key (and ICU values) saying why not.
 */
export {
  ACCOUNT_DELETION_WORD,
  checkAccountDeletionWord,
} from './accountDeletionRule';
export {
  ADDRESS_DETAIL_MAX_LENGTH,
  ADDRESS_MAX_LENGTH,
  ADDRESS_TYPES,
  type AddressFields,
  type AddressLines,
  type AddressType,
  type Coordinate,
  checkAddress,
  checkAddressDetail,
  checkAddressLine,
  checkAddressLines,
  checkAddressType,
  checkContactPersonName,
  checkLatitude,
  checkLongitude,
  isAddressType,
} from './addressRules';
export {
  checkEarningType,
  checkIdentityImages,
  checkIdentityNumber,
  checkIdentityType,
  checkModuleChosen,
  checkStoreAddress,
  checkStoreName,
  checkVehicle,
  checkZoneChosen,
  DELIVERY_VEHICLES,
  EARNING_TYPES,
  IDENTITY_MAX_IMAGES,
  IDENTITY_TYPES,
  type IdentityType,
  STORE_ADDRESS_MAX_LENGTH,
  STORE_NAME_MAX_LENGTH,
} from './applicationRules';
export {
  canCheckOutAsGuest,
  checkDeliveryAddress,
  checkDeliveryNote,
  checkOneRestaurant,
  checkOrderNote,
  DELIVERY_NOTE_MAX_LENGTH,
  type GuestCheckoutContext,
  ORDER_NOTE_MAX_LENGTH,
} from './checkoutRules';
export { checkEmail, EMAIL_MAX_LENGTH } from './emailRule';
export {
  IMAGE_TYPES,
  type ImageHeader,
  type ImageType,
  readImageHeader,
  sniffImageType,
} from './imageHeader';
export {
  checkImage,
  checkImageFile,
  IMAGE_MAX_BYTES,
  type ImageRuleOptions,
} from './imageRules';
export { latinDigits } from './latinDigits';
export {
  checkPointTransfer,
  LOYALTY_POINT_TRANSFER_MINIMUM,
  readPointCount,
} from './loyaltyRules';
export { checkOtp, OTP_LENGTH } from './otpRule';
export {
  checkNewPassword,
  checkPasswordConfirmation,
  checkSignInPassword,
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './passwordRules';
export { checkFirstName, checkLastName, PERSON_NAME_MAX_LENGTH } from './personNameRules';
export { checkPhone, normalizePhone, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './phoneRules';
export { checkPrescriptionImages, PRESCRIPTION_MAX_IMAGES } from './prescriptionRules';
export { checkRefundImages, checkRefundReason, REFUND_MAX_IMAGES } from './refundRules';
export { checkCoverPhoto, checkLogo } from './registrationRules';
export { checkRating, checkReviewComment, RATING_MAX, RATING_MIN } from './reviewRules';
export type {
  FieldResults,
  MessageValues,
  RuleFailure,
  RuleResult,
} from './ruleResult';
export {
  accountDeletionWordSchema,
  addressLabelSchema,
  addressLineSchema,
  addressTypeSchema,
  contactPersonNameSchema,
  deliveryNoteSchema,
  emailSchema,
  floorSchema,
  houseSchema,
  latitudeSchema,
  longitudeSchema,
  newPasswordPairSchema,
  newPasswordSchema,
  orderNoteSchema,
  otpSchema,
  phoneSchema,
  ratingSchema,
  refundReasonSchema,
  reviewCommentSchema,
  roadSchema,
  signInPasswordSchema,
  termsSchema,
} from './ruleSchemas';
export { checkSignInName, isEmailName } from './signInNameRule';
export {
  checkSupportImages,
  checkSupportMessage,
  SUPPORT_MAX_IMAGES,
  SUPPORT_MESSAGE_MAX_LENGTH,
} from './supportRules';
export { checkTermsAccepted } from './termsRule';
export { checkVariationSelection, type SelectionBounds } from './variationSelectionRule';
export {
  checkTopUpAmount,
  readTopUpAmount,
  WALLET_TOP_UP_MAX,
  WALLET_TOP_UP_MIN,
} from './walletRules';
