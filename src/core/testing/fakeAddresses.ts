/*
 * The fake shop's address book: the demo server's customer/address routes
 * (demo-site/server/routes/delivery/addressRoutes.ts and addressInput.ts) for the shop's one
 * customer. The body is read as the server's shape reads it, then checked by the core's address
 * rules; the zone is decided from the point, and a point outside every zone is not saved.
 */

import type {
  AddressAddedReply,
  AddressUpdatedReply,
  SavedAddress,
  SavedAddressPage,
} from '../api/orderWire';
import type { MessageReply, Zone } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { checkAddress, checkAddressLines, isAddressType, normalizePhone } from '../validation';
import type { Pager } from './fakeAfterOrder';
import { type FakeRequest, fieldsOf, MAX_ROW_ID, refuse, translate, wholeNumber } from './fakeHttp';
import { zoneOfPoint } from './fakeZones';

/** The address routes, and the lookup an order naming `address_id` makes. */
export interface FakeAddressBook {
  list(request: FakeRequest): SavedAddressPage;
  add(request: FakeRequest): AddressAddedReply;
  /** PUT customer/address/update/{id}, or …/update?address_id= when no id is in the path. */
  update(request: FakeRequest, params: readonly string[]): AddressUpdatedReply;
  remove(request: FakeRequest): MessageReply;
  /** The customer's saved address with this id, or undefined. */
  find(id: number): SavedAddress | undefined;
}

/** What the address book reads of the rest of the shop. */
export interface FakeAddressShop {
  customerId: number;
  zones: (language: Locale) => readonly Zone[];
  paged: Pager;
}

/** An address body as the server's shape reads it, before the rules. */
interface AddressBody {
  address_type: string;
  contact_person_name: string;
  contact_person_number: string;
  address: string;
  road: string | null;
  house: string | null;
  floor: string | null;
  latitude: number | string | undefined;
  longitude: number | string | undefined;
}

const invalid = (field: string): never => refuse(422, field, '{field} is invalid', { field });

function text(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (value === undefined) return '';
  return typeof value === 'string' ? value : invalid(name);
}

function optionalText(fields: Record<string, unknown>, name: string): string | null {
  const value = fields[name];
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : invalid(name);
}

function coordinate(fields: Record<string, unknown>, name: string): number | string | undefined {
  const value = fields[name];
  if (value === undefined || typeof value === 'number' || typeof value === 'string') return value;
  return invalid(name);
}

/** The body's fields in the order the server's shape checks them. */
function addressBody(body: unknown): AddressBody {
  const fields = fieldsOf(body);
  return {
    address_type: text(fields, 'address_type'),
    contact_person_name: text(fields, 'contact_person_name'),
    contact_person_number: text(fields, 'contact_person_number'),
    address: text(fields, 'address'),
    road: optionalText(fields, 'road'),
    house: optionalText(fields, 'house'),
    floor: optionalText(fields, 'floor'),
    latitude: coordinate(fields, 'latitude'),
    longitude: coordinate(fields, 'longitude'),
  };
}

/** A road, house or floor: trimmed, and none when left blank. */
const detail = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The fields an address is saved with, checked by the core's rules (the first failure refused). */
function checkedAddress(body: AddressBody) {
  const results = { ...checkAddress(body), ...checkAddressLines(body) };
  for (const [field, failure] of Object.entries(results)) {
    if (failure) refuse(422, field, failure.key, { field, ...failure.values });
  }
  // The rules above refused any other type; this narrows it.
  if (!isAddressType(body.address_type))
    return refuse(422, 'address_type', 'Choose the address type');
  return {
    address_type: body.address_type,
    contact_person_name: body.contact_person_name.trim(),
    contact_person_number: normalizePhone(body.contact_person_number),
    address: body.address.trim(),
    road: detail(body.road),
    house: detail(body.house),
    floor: detail(body.floor),
    latitude: Number(body.latitude),
    longitude: Number(body.longitude),
  };
}

const addressId = (value: unknown, field: string) => wholeNumber(value, field, 1, MAX_ROW_ID);

/** Creates the customer's empty address book. */
export function createFakeAddressBook(shop: FakeAddressShop): FakeAddressBook {
  const saved: SavedAddress[] = [];
  let nextId = 1;

  /** The checked address and the zone its point lies in; outside every zone it is refused. */
  const placed = (request: FakeRequest) => {
    const address = checkedAddress(addressBody(request.body));
    const point = { lat: address.latitude, lng: address.longitude };
    const zone = zoneOfPoint(shop.zones(request.language), point);
    if (!zone) return refuse(422, 'coordinates', "You can't add address in this country");
    return {
      ...address,
      latitude: String(address.latitude),
      longitude: String(address.longitude),
      zone_id: zone.id,
      zone_ids: [zone.id],
    };
  };
  const indexOf = (id: number) => {
    const index = saved.findIndex((address) => address.id === id);
    return index < 0 ? refuse(404, 'address', 'Address not found') : index;
  };
  const find = (id: number) => saved.find((address) => address.id === id);

  return {
    list: (request) => {
      const newestFirst = [...saved].sort((a, b) => b.id - a.id);
      const { page, ...rest } = shop.paged(newestFirst, request.query);
      return { ...rest, addresses: page };
    },
    add: (request) => {
      const address = placed(request);
      const now = new Date().toISOString();
      saved.push({
        id: nextId++,
        user_id: shop.customerId,
        ...address,
        created_at: now,
        updated_at: now,
      });
      return {
        message: translate(request.language, 'Successfully added!'),
        zone_ids: address.zone_ids,
      };
    },
    update: (request, [pathId]) => {
      const id =
        pathId === undefined
          ? addressId(request.query.address_id, 'address_id')
          : addressId(pathId, 'id');
      const address = placed(request);
      const earlier = find(id) ?? refuse(404, 'address', 'Address not found');
      Object.assign(earlier, address, { updated_at: new Date().toISOString() });
      return {
        message: translate(request.language, 'Successfully updated!'),
        zone_id: address.zone_id,
      };
    },
    remove: (request) => {
      const id = addressId(request.query.address_id, 'address_id');
      saved.splice(indexOf(id), 1);
      return { message: translate(request.language, 'Successfully removed!') };
    },
    find,
  };
}
