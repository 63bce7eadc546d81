import type { LatLng } from '../../../../src/core/api/wire';
import {
  checkContactPersonName,
  checkLatitude,
  checkLongitude,
  checkPhone,
  normalizePhone,
  isAddressType,
} from '../../../../src/core/validation';
import type { Transaction } from '../../db/database';
import type { StoredDeliveryAddress } from '../../db/orderSchema';
import { fail } from '../../http/ApiFailure';
import { type ZoneRow, zoneOfPoint } from '../../location/zoneOfPoint';
import type { ParcelEndInput, ParcelOrderInput } from './parcelInput';

/** One end of a parcel: the address copied onto the order, its point and its zone. */
export interface ParcelEnd {
  address: StoredDeliveryAddress;
  point: LatLng;
  zone: ZoneRow;
}

/** Where a parcel is picked up and where it goes. */
export interface ParcelPlaces {
  sender: ParcelEnd;
  receiver: ParcelEnd;
}

/** Whether a value is a coordinate the core's rules can judge (text or number). */
const judgeable = (value: unknown): value is number | string =>
  typeof value === 'number' || typeof value === 'string';

/** The point of one end, or null when a coordinate is missing or is not one. */
function pointOf(end: ParcelEndInput | null): LatLng | null {
  if (end === null) return null;
  const { latitude, longitude } = end;
  if (!judgeable(latitude) || !judgeable(longitude)) return null;
  if (checkLatitude(latitude) !== null || checkLongitude(longitude) !== null) return null;
  return { lat: Number(latitude), lng: Number(longitude) };
}

/** The contact and address of one end, checked by the shared form rules; `prefix` names its fields. */
function checkedAddress(end: ParcelEndInput, point: LatLng, prefix: string): StoredDeliveryAddress {
  const name = end.contact_person_name?.trim() ?? '';
  const phone = end.contact_person_number?.trim() ?? '';
  const address = end.address?.trim() ?? '';
  if (address === '') throw fail(422, `${prefix}address`, 'Delivery address is required');
  const rules = {
    contact_person_name: checkContactPersonName(name),
    contact_person_number: checkPhone(phone),
  };
  for (const [field, failure] of Object.entries(rules)) {
    if (failure) throw fail(422, `${prefix}${field}`, failure.key, failure.values);
  }
  return {
    contact_person_name: name,
    contact_person_number: normalizePhone(phone),
    address_type: isAddressType(end.address_type) ? end.address_type : 'others',
    address,
    road: end.road,
    house: end.house,
    floor: end.floor,
    latitude: String(point.lat),
    longitude: String(point.lng),
  };
}

/** The zone serving a point, refused as a delivery address outside every zone is. */
async function zoneServing(tx: Transaction, point: LatLng): Promise<ZoneRow> {
  const zone = await zoneOfPoint(tx, point);
  if (!zone) throw fail(403, 'coordinates', "You can't add address in this country");
  return zone;
}

/**
 * The sender (the order's own address fields) and the receiver (`receiver_details`): both points
 * first ('Sender or Receiver location is missing'), then each contact by the shared form rules,
 * then each point inside a zone, in the words a delivery order uses.
 */
export async function parcelPlaces(
  tx: Transaction,
  input: ParcelOrderInput,
): Promise<ParcelPlaces> {
  const receiverInput = input.receiver_details;
  const senderPoint = pointOf(input);
  const receiverPoint = pointOf(receiverInput);
  if (senderPoint === null || receiverPoint === null || receiverInput === null) {
    throw fail(422, 'coordinates', 'Sender or Receiver location is missing');
  }
  const senderAddress = checkedAddress(input, senderPoint, '');
  const receiverAddress = checkedAddress(receiverInput, receiverPoint, 'receiver_details.');
  return {
    sender: {
      address: senderAddress,
      point: senderPoint,
      zone: await zoneServing(tx, senderPoint),
    },
    receiver: {
      address: receiverAddress,
      point: receiverPoint,
      zone: await zoneServing(tx, receiverPoint),
    },
  };
}
