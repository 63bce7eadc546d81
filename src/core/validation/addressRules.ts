/*
 * A saved address (spec §3 "Fields implied by label keys"): its type, who to call there, and
 * where it is on the map. The contact number follows the phone rule.
 */
import { characterCount } from './characterCount';
import { checkPhone } from './phoneRules';
import { type FieldResults, type RuleResult, refuse } from './ruleResult';

/** The kinds of address a customer saves. */
export const ADDRESS_TYPES = ['home', 'office', 'others'] as const;

/** One kind of address. */
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Whether a value is one of the address types. */
export function isAddressType(value: unknown): value is AddressType {
  return ADDRESS_TYPES.some((type) => type === value);
}

/** A coordinate as a form or a request holds it: a number, its text, or nothing yet. */
export type Coordinate = number | string | null | undefined;

/** The fields of an address the rules check, named as the API sends them. */
export interface AddressFields {
  address_type: string | null | undefined;
  contact_person_name: string;
  contact_person_number: string;
  latitude: Coordinate;
  longitude: Coordinate;
}

/** Home, office or others. */
export function checkAddressType(type: string | null | undefined): RuleResult {
  return isAddressType(type) ? null : refuse('Choose the address type');
}

/** The name of the person to call at the address: required. */
export function checkContactPersonName(name: string): RuleResult {
  return name.trim().length === 0 ? refuse('Contact person name is required') : null;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A coordinate as a number, undefined when missing, NaN when it is not a number. */
function coordinateValue(value: Coordinate): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text.length === 0) return undefined;
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

function checkCoordinate(value: Coordinate, limit: number): RuleResult {
  const number = coordinateValue(value);
  if (number === undefined) return refuse('Location is required');
  return Number.isFinite(number) && Math.abs(number) <= limit ? null : refuse('Invalid location');
}

/** Where the address is, north to south: required, from −90 to 90. */
export function checkLatitude(latitude: Coordinate): RuleResult {
  return checkCoordinate(latitude, 90);
}

/** Where the address is, east to west: required, from −180 to 180. */
export function checkLongitude(longitude: Coordinate): RuleResult {
  return checkCoordinate(longitude, 180);
}

/** Every rule of an address, field by field. */
export function checkAddress(address: AddressFields): FieldResults<keyof AddressFields> {
  return {
    address_type: checkAddressType(address.address_type),
    contact_person_name: checkContactPersonName(address.contact_person_name),
    contact_person_number: checkPhone(address.contact_person_number),
    latitude: checkLatitude(address.latitude),
    longitude: checkLongitude(address.longitude),
  };
}

/** Most characters of the address line a customer saves. */
export const ADDRESS_MAX_LENGTH = 255;

/** Most characters of the road, house and floor of an address. */
export const ADDRESS_DETAIL_MAX_LENGTH = 100;

/** The written parts of an address: the address line, and the optional road, house and floor. */
export interface AddressLines {
  address: string;
  road?: string | null | undefined;
  house?: string | null | undefined;
  floor?: string | null | undefined;
}

/** The address line: required, at most 255 characters. */
export function checkAddressLine(address: string): RuleResult {
  if (address.trim().length === 0) return refuse('Delivery address is required');
  return characterCount(address) > ADDRESS_MAX_LENGTH
    ? refuse('{field} is too long', { field: 'address' })
    : null;
}

/** A road, house or floor: optional, at most 100 characters. */
export function checkAddressDetail(field: string, value: string | null | undefined): RuleResult {
  return value !== null && value !== undefined && characterCount(value) > ADDRESS_DETAIL_MAX_LENGTH
    ? refuse('{field} is too long', { field })
    : null;
}

/** Every rule of the written parts of an address, field by field. */
export function checkAddressLines(lines: AddressLines): FieldResults<keyof AddressLines> {
  return {
    address: checkAddressLine(lines.address),
    road: checkAddressDetail('road', lines.road),
    house: checkAddressDetail('house', lines.house),
    floor: checkAddressDetail('floor', lines.floor),
  };
}
