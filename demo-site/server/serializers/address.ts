import type { customerAddresses } from '../db/orderSchema';

/** A saved address as 6amMart's address list sends it: coordinates as text, its zone's id. */
export interface AddressWire {
  id: number;
  user_id: number;
  address_type: string;
  contact_person_name: string;
  contact_person_number: string;
  address: string;
  road: string | null;
  house: string | null;
  floor: string | null;
  latitude: string;
  longitude: string;
  zone_id: number;
  zone_ids: number[];
  created_at: string;
  updated_at: string;
}

/** Serialises a saved address. */
export function addressWire(row: typeof customerAddresses.$inferSelect): AddressWire {
  return {
    id: row.id,
    user_id: row.customerId,
    address_type: row.addressType,
    contact_person_name: row.contactPersonName,
    contact_person_number: row.contactPersonNumber,
    address: row.address,
    road: row.road,
    house: row.house,
    floor: row.floor,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    zone_id: row.zoneId,
    zone_ids: [row.zoneId],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
