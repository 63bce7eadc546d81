/*
 * One end of a parcel (the sender or the receiver) as the page holds it: who gives or takes it
 * and where, as the form fills it, and as the order sends it.
 */
import type { SavedAddress } from '../../src/core/api/orderWire';
import type { ParcelEndFields } from '../../src/core/api/parcelEndpoints';
import type { LatLng } from '../../src/core/api/wire';
import { type DeliveryDraft, EMPTY_DELIVERY_DRAFT } from '../../src/core/checkout';
import { normalizePhone } from '../../src/core/validation';
import { addressDraftOf } from '../../src/ui/address';

/** Which end of the parcel a step is for. */
export type ParcelEndRole = 'sender' | 'receiver';

/** Where one end is, once it is known: its point, the zone serving it and its address line. */
export interface ParcelPlace {
  point: LatLng;
  zoneId: number;
  address: string;
}

/** One end, complete and checked: what the order sends, and where it is. */
export interface ParcelEndChoice {
  fields: ParcelEndFields;
  place: ParcelPlace;
}

/** What the page may ask of an end's step. */
export interface ParcelEndHandle {
  /** Whether the end is complete as it stands, without saying anything to the shopper. */
  isReady(): boolean;
  /** Says every problem of the end in place and focuses the first; the end when it is valid. */
  validate(): Promise<ParcelEndChoice | null>;
  /** Puts a server's refusal on the field its code names; false when it names none here. */
  showRefusal(code: string, message: string): boolean;
}

/** The contact a step starts with (the sender's, from the customer's profile). */
export interface ParcelContact {
  name: string;
  phone: string;
}

/** A new end's form before anything is typed: a parcel's address is of no type of its own. */
export const EMPTY_END_DRAFT: DeliveryDraft = {
  ...EMPTY_DELIVERY_DRAFT,
  addressType: 'others',
  saveForLater: false,
};

/** The point of a saved address. */
export const pointOfSaved = (saved: SavedAddress): LatLng => ({
  lat: Number(saved.latitude),
  lng: Number(saved.longitude),
});

/** A door detail as sent: trimmed, and left out when blank. */
function detail(name: 'road' | 'house' | 'floor', value: string | null): Partial<ParcelEndFields> {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? {} : { [name]: trimmed };
}

/** The end as sent, from a saved address and the contact typed for it. */
export function fieldsOfSaved(saved: SavedAddress, contact: ParcelContact): ParcelEndFields {
  return {
    contact_person_name: contact.name.trim(),
    contact_person_number: normalizePhone(contact.phone),
    address_type: saved.address_type,
    address: saved.address,
    latitude: saved.latitude,
    longitude: saved.longitude,
    ...detail('road', saved.road),
    ...detail('house', saved.house),
    ...detail('floor', saved.floor),
  };
}

/** The end as sent, from a form that passes its rules. */
export function fieldsOfDraft(draft: DeliveryDraft): ParcelEndFields {
  const { latitude, longitude, ...rest } = addressDraftOf(draft);
  return { ...rest, latitude: String(latitude), longitude: String(longitude) };
}
