import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { customerAddresses } from '../../db/orderSchema';
import { fail, notFound } from '../../http/ApiFailure';
import { requireCustomer } from '../../http/identity';
import { pagination, parseInput } from '../../http/parseInput';
import { zoneOfPoint } from '../../location/zoneOfPoint';
import { addressWire } from '../../serializers/address';
import { messageReply, rowId } from '../account/requestParts';
import type { RouteContext } from '../context';
import { type AddressInput, addressInput } from './addressInput';

const listQuery = v.object(pagination);
const updateParams = v.object({ id: rowId() });
const addressIdQuery = v.object({ address_id: rowId() });

/** The zone a new or moved address is in; outside every zone it cannot be saved. */
async function zoneOfAddress(db: Database, address: AddressInput): Promise<number> {
  const zone = await zoneOfPoint(db, { lat: address.latitude, lng: address.longitude });
  if (!zone) throw fail(422, 'coordinates', "You can't add address in this country");
  return zone.id;
}

/** The checked body of an add or update and the zone the server decided for it. */
async function savedAddress(db: Database, request: FastifyRequest) {
  const address = addressInput(request.body);
  return { ...address, zoneId: await zoneOfAddress(db, address) };
}

/**
 * A customer's saved addresses (guests send theirs with each order, so they get 401). The server
 * decides each address's zone from its point; every query is narrowed to the caller, so another
 * customer's address answers 404 as if it did not exist.
 */
export const addressRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const owned = (customerId: number, id: number) =>
    and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id));

  app.get('/customer/address/list', async (request) => {
    const customerId = await requireCustomer(db, request);
    const { limit, offset } = parseInput(listQuery, request.query);
    const mine = eq(customerAddresses.customerId, customerId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(customerAddresses)
        .where(mine)
        .orderBy(desc(customerAddresses.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      db.select({ size: count() }).from(customerAddresses).where(mine),
    ]);
    return {
      total_size: total?.size ?? 0,
      limit: String(limit),
      offset: String(offset),
      addresses: rows.map(addressWire),
    };
  });

  app.post('/customer/address/add', async (request) => {
    const customerId = await requireCustomer(db, request);
    const address = await savedAddress(db, request);
    await db.insert(customerAddresses).values({ customerId, ...address });
    return { ...messageReply(request, 'Successfully added!'), zone_ids: [address.zoneId] };
  });

  /** Moves the caller's address `idOf` names (a 404 for anyone else's). */
  const updateAddress = async (request: FastifyRequest, idOf: () => number) => {
    const customerId = await requireCustomer(db, request);
    const id = idOf();
    const address = await savedAddress(db, request);
    const updated = await db
      .update(customerAddresses)
      .set({ ...address, updatedAt: new Date() })
      .where(owned(customerId, id))
      .returning({ id: customerAddresses.id });
    if (updated.length === 0) throw notFound('address', 'Address not found');
    return { ...messageReply(request, 'Successfully updated!'), zone_id: address.zoneId };
  };
  app.put('/customer/address/update/:id', (request) =>
    updateAddress(request, () => parseInput(updateParams, request.params).id),
  );
  // The spec's table names the path without the id: the id then comes as address_id, as delete's.
  app.put('/customer/address/update', (request) =>
    updateAddress(request, () => parseInput(addressIdQuery, request.query).address_id),
  );

  app.delete('/customer/address/delete', async (request) => {
    const customerId = await requireCustomer(db, request);
    const { address_id } = parseInput(addressIdQuery, request.query);
    const removed = await db
      .delete(customerAddresses)
      .where(owned(customerId, address_id))
      .returning({ id: customerAddresses.id });
    if (removed.length === 0) throw notFound('address', 'Address not found');
    return messageReply(request, 'Successfully removed!');
  });
};
