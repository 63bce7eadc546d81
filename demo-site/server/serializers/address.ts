import type { SavedAddress } from '../../../src/core/api/orderWire';
import type { customerAddresses } from '../db/orderSchema';

/** A saved address as the address list sends it: the kit's `SavedAddress`, coordinates as text. */
export function addressWire(row: typeof customerAddresses.$inferSelect): SavedAddress {
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
