export { AddressFields, type AddressFieldsProps } from './AddressFields';
export {
  addressDraftOf,
  addressFormSchema,
  addressLineWithLabel,
  coordinateText,
  draftOfSavedAddress,
  FIELD_OF_CODE,
  hasAddressTyped,
  isCompleteDraft,
  pointOf,
} from './addressForm';
export { useDoorDetails } from './doorDetails';
export {
  type DeliveryLocation,
  type PointDetails,
  useDeliveryLocation,
} from './useDeliveryLocation';
export { type SavedAddressesRead, useSavedAddresses } from './useSavedAddresses';
export type { ZoneStatus } from './useZoneCheck';
