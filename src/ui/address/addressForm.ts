/*
 * The address form (the checkout's new address, the addresses page's add and edit) as data:
 * its schema, built from the rules of src/core/validation, and how its values become the address
 * the API takes.
 */
import * as v from 'valibot';
import type { AddressDraft, SavedAddress } from '../../core/api/orderWire';
import type { LatLng } from '../../core/api/wire';
import { type DeliveryDraft, EMPTY_DELIVERY_DRAFT } from '../../core/checkout';
import {
  addressLabelSchema,
  addressLineSchema,
  addressTypeSchema,
  checkAddressLine,
  contactPersonNameSchema,
  floorSchema,
  houseSchema,
  latitudeSchema,
  longitudeSchema,
  normalizePhone,
  phoneSchema,
  roadSchema,
} from '../../core/validation';

/** The separator `addressLineWithLabel` puts between a label and the address. */
const LABEL_SEPARATOR = ' — ';

/**
 * The address line as sent: the server keeps no label of its own, so a label the shopper gives
 * leads the line ("Grandma's house — 12 Nile Street"), where the courier and the saved address
 * list both show it.
 */
export function addressLineWithLabel(label: string, address: string): string {
  const named = label.trim();
  return named === '' ? address.trim() : `${named}${LABEL_SEPARATOR}${address.trim()}`;
}

/** The form's schema: each field by its rule, and the labelled line within the line's limit. */
export const addressFormSchema = v.pipe(
  v.object({
    addressType: addressTypeSchema,
    label: addressLabelSchema,
    contactName: contactPersonNameSchema,
    contactPhone: phoneSchema,
    address: addressLineSchema,
    road: roadSchema,
    house: houseSchema,
    floor: floorSchema,
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    zoneId: v.string(),
    saveForLater: v.boolean(),
  }),
  v.forward(
    v.partialCheck(
      [['label'], ['address']],
      ({ label, address }) => checkAddressLine(addressLineWithLabel(label, address)) === null,
      'The label and the address together must be at most 255 characters',
    ),
    ['address'],
  ),
);

/** Whether the draft's fields pass every rule. */
export const isCompleteDraft = (draft: DeliveryDraft): boolean => v.is(addressFormSchema, draft);

/** The draft's point, or null while it has none that the rules pass. */
export function pointOf(draft: Pick<DeliveryDraft, 'latitude' | 'longitude'>): LatLng | null {
  const result = v.safeParse(v.object({ lat: latitudeSchema, lng: longitudeSchema }), {
    lat: draft.latitude,
    lng: draft.longitude,
  });
  return result.success ? { lat: Number(result.output.lat), lng: Number(result.output.lng) } : null;
}

/** A coordinate as the form holds it: at most 7 decimals (about a centimetre), no float noise. */
export const coordinateText = (value: number): string => String(Number(value.toFixed(7)));

/** A door detail as sent: trimmed, and left out when blank. */
function detail(name: 'road' | 'house' | 'floor', value: string): Partial<AddressDraft> {
  const trimmed = value.trim();
  return trimmed === '' ? {} : { [name]: trimmed };
}

/** The address the API takes, from a draft that passes the rules. */
export function addressDraftOf(draft: DeliveryDraft): AddressDraft {
  return {
    address_type: draft.addressType,
    contact_person_name: draft.contactName.trim(),
    contact_person_number: normalizePhone(draft.contactPhone),
    address: addressLineWithLabel(draft.label, draft.address),
    latitude: Number(draft.latitude),
    longitude: Number(draft.longitude),
    ...detail('road', draft.road),
    ...detail('house', draft.house),
    ...detail('floor', draft.floor),
  };
}

/**
 * A saved address as the form holds it, to edit: the label split off the line again, its point
 * and zone as checked when it was saved, and nothing to save "for later" (it is saved).
 */
export function draftOfSavedAddress(saved: SavedAddress): DeliveryDraft {
  const at = saved.address.indexOf(LABEL_SEPARATOR);
  return {
    ...EMPTY_DELIVERY_DRAFT,
    addressType: saved.address_type,
    label: at < 0 ? '' : saved.address.slice(0, at),
    address: at < 0 ? saved.address : saved.address.slice(at + LABEL_SEPARATOR.length),
    contactName: saved.contact_person_name,
    contactPhone: saved.contact_person_number,
    road: saved.road ?? '',
    house: saved.house ?? '',
    floor: saved.floor ?? '',
    latitude: coordinateText(Number(saved.latitude)),
    longitude: coordinateText(Number(saved.longitude)),
    zoneId: String(saved.zone_id),
    saveForLater: false,
  };
}

/** Whether the shopper has typed anything into the address itself (the contact aside). */
export const hasAddressTyped = (draft: DeliveryDraft): boolean =>
  [draft.address, draft.road, draft.house, draft.floor, draft.latitude].some(
    (value) => value.trim() !== '',
  );

/** The form field a server refusal names by its wire field (`errors[].code`). */
export const FIELD_OF_CODE: Readonly<Record<string, keyof DeliveryDraft>> = {
  address_type: 'addressType',
  contact_person_name: 'contactName',
  contact_person_number: 'contactPhone',
  address: 'address',
  road: 'road',
  house: 'house',
  floor: 'floor',
  latitude: 'latitude',
  longitude: 'latitude',
  coordinates: 'latitude',
};
