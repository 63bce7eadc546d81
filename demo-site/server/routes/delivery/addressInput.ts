import * as v from 'valibot';
import {
  type AddressType,
  checkAddress,
  checkAddressLines,
  isAddressType,
  normalizePhone,
} from '../../../../src/core/validation';
import { fail } from '../../http/ApiFailure';
import { parseInput } from '../../http/parseInput';
import { refuseFailedRules } from '../account/fieldRules';

const text = v.optional(v.string(), '');
const optionalText = v.nullish(v.string());
const coordinate = v.optional(v.union([v.number(), v.string()]));

/** The shape of an address body; its values are then checked by the core's address rules. */
const addressShape = v.object({
  address_type: text,
  contact_person_name: text,
  contact_person_number: text,
  address: text,
  road: optionalText,
  house: optionalText,
  floor: optionalText,
  latitude: coordinate,
  longitude: coordinate,
});

/** An address as a customer saves it, checked and ready to store. */
export interface AddressInput {
  addressType: AddressType;
  contactPersonName: string;
  contactPersonNumber: string;
  address: string;
  road: string | null;
  house: string | null;
  floor: string | null;
  latitude: number;
  longitude: number;
}

/** A road, house or floor: trimmed, and none when left blank. */
const detail = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * Reads the body of address/add and address/update: the shape first, then every rule of
 * `src/core/validation` (type, contact name, phone, address line, road/house/floor, coordinates),
 * refused together with 422 and each rule's message.
 */
export function addressInput(body: unknown): AddressInput {
  const input = parseInput(addressShape, body ?? {});
  refuseFailedRules({
    ...checkAddress({ ...input, latitude: input.latitude, longitude: input.longitude }),
    ...checkAddressLines(input),
  });
  const addressType = input.address_type;
  // The rules above refused anything else; this narrows the type.
  if (!isAddressType(addressType)) throw fail(422, 'address_type', 'Choose the address type');
  return {
    addressType,
    contactPersonName: input.contact_person_name.trim(),
    contactPersonNumber: normalizePhone(input.contact_person_number),
    address: input.address.trim(),
    road: detail(input.road),
    house: detail(input.house),
    floor: detail(input.floor),
    latitude: Number(input.latitude),
    longitude: Number(input.longitude),
  };
}
