import { and, eq } from 'drizzle-orm';
import type { LatLng } from '../../../../src/core/api/wire';
import { checkAddress, normalizePhone } from '../../../../src/core/validation';
import type { Transaction } from '../../db/database';
import { customerAddresses, type StoredDeliveryAddress } from '../../db/orderSchema';
import { fail, notFound } from '../../http/ApiFailure';
import { type ZoneRow, zoneOfPoint } from '../../location/zoneOfPoint';
import type { CartOwner } from '../../http/identity';
import type { PlaceOrderInput } from './orderInput';

/** A zone row. */
export type { ZoneRow };

/** Where an order goes: the address copied onto the order, its point and its zone. */
export interface DeliveryPlace {
  address: StoredDeliveryAddress;
  point: LatLng;
  zone: ZoneRow;
}

/** The address a customer saved, by id; another customer's address is as absent as none. */
async function savedAddress(
  tx: Transaction,
  owner: CartOwner,
  addressId: number,
): Promise<StoredDeliveryAddress> {
  const [row] =
    'customerId' in owner
      ? await tx
          .select()
          .from(customerAddresses)
          .where(
            and(
              eq(customerAddresses.id, addressId),
              eq(customerAddresses.customerId, owner.customerId),
            ),
          )
          .limit(1)
      : [];
  if (!row) throw notFound('address_id', 'Address not found');
  return {
    contact_person_name: row.contactPersonName,
    contact_person_number: row.contactPersonNumber,
    address_type: row.addressType,
    address: row.address,
    road: row.road,
    house: row.house,
    floor: row.floor,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
  };
}

/** The address sent with the order, checked by the shared address rules. */
function sentAddress(input: PlaceOrderInput): StoredDeliveryAddress {
  const fields = {
    address_type: input.address_type ?? 'others',
    contact_person_name: input.contact_person_name ?? '',
    contact_person_number: input.contact_person_number ?? '',
    latitude: input.latitude,
    longitude: input.longitude,
  };
  const address = input.address?.trim() ?? '';
  if (address === '') throw fail(422, 'address', 'Delivery address is required');
  for (const [field, failure] of Object.entries(checkAddress(fields))) {
    if (failure) throw fail(422, field, failure.key, failure.values);
  }
  return {
    contact_person_name: fields.contact_person_name.trim(),
    contact_person_number: normalizePhone(fields.contact_person_number),
    address_type: fields.address_type,
    address,
    road: input.road,
    house: input.house,
    floor: input.floor,
    latitude: String(input.latitude),
    longitude: String(input.longitude),
  };
}

/**
 * Where the order goes: a saved address of this customer (`address_id`) or the fields sent
 * with it; the point must lie in a delivery zone ("You can't add address in this country").
 */
export async function deliveryPlace(
  tx: Transaction,
  owner: CartOwner,
  input: PlaceOrderInput,
): Promise<DeliveryPlace> {
  const address =
    input.address_id === null
      ? sentAddress(input)
      : await savedAddress(tx, owner, input.address_id);
  const point = { lat: Number(address.latitude), lng: Number(address.longitude) };
  const zone = await zoneOfPoint(tx, point);
  if (!zone) throw fail(403, 'coordinates', "You can't add address in this country");
  return { address, point, zone };
}
