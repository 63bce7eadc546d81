/*
 * The checkout's delivery step as the shopper leaves it: the new address typed so far and where
 * the order goes once the step is complete. The step's view owns the form; the checkout keeps
 * these so a reload loses nothing; the step fills this very shape.
 */
import * as v from 'valibot';
import type { AddressDraft, SavedAddress } from '../api/orderWire';
import { type AddressType, isAddressType } from '../validation/addressRules';

/** A new delivery address as typed so far, every field as its control holds it. */
export interface DeliveryDraft {
  addressType: AddressType;
  label: string;
  contactName: string;
  contactPhone: string;
  address: string;
  road: string;
  house: string;
  floor: string;
  latitude: string;
  longitude: string;
  zoneId: string;
  saveForLater: boolean;
}

/** Nothing typed yet: a home address, saved for next time when a customer orders. */
export const EMPTY_DELIVERY_DRAFT: DeliveryDraft = {
  addressType: 'home',
  label: '',
  contactName: '',
  contactPhone: '',
  address: '',
  road: '',
  house: '',
  floor: '',
  latitude: '',
  longitude: '',
  zoneId: '',
  saveForLater: true,
};

/** Where an order goes once the delivery step is valid: a saved address, or a new one in a zone. */
export type CheckoutDestination =
  | { kind: 'saved'; address: SavedAddress }
  | { kind: 'new'; address: AddressDraft; zoneId: number };

/** Longest text kept for one field; anything longer in storage is not the shopper's typing. */
const MAX_STORED_TEXT = 2000;

const storedText = v.fallback(v.pipe(v.string(), v.maxLength(MAX_STORED_TEXT)), '');

/** Validates a stored delivery draft field by field; a corrupt field falls back on its own. */
export const deliveryDraftSchema = v.object({
  addressType: v.fallback(v.custom<AddressType>(isAddressType), 'home'),
  label: storedText,
  contactName: storedText,
  contactPhone: storedText,
  address: storedText,
  road: storedText,
  house: storedText,
  floor: storedText,
  latitude: storedText,
  longitude: storedText,
  zoneId: storedText,
  saveForLater: v.fallback(v.boolean(), true),
});
