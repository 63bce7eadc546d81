// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses } from '../../db/orderSchema';
import { zones } from '../../db/schema';
import { createCustomer, type TestCustomer } from '../../testing/accountFixtures';
import { call, newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';

let server: TestServer;
let zoneId: number;
beforeAll(async () => {
  server = await startTestServer();
  const [zone] = await server.db.select({ id: zones.id }).from(zones).limit(1);
  zoneId = zone?.id ?? 0;
}, 30_000);
afterAll(() => server.close());

const home = {
  address_type: 'home',
  contact_person_name: 'Mona Adel',
  contact_person_number: '+201001234567',
  address: '12 Tahrir Square, Cairo',
  road: 'Tahrir',
  house: '12',
  floor: '3',
  latitude: '30.0444',
  longitude: '31.2357',
};
/** A point in Riyadh, far from the fixture zone around Cairo. */
const outside = { latitude: '24.7136', longitude: '46.6753' };

const add = (customer: TestCustomer, body: Record<string, unknown>, language?: 'ar' | 'en') =>
  call(server.app, {
    method: 'POST',
    url: '/api/v1/customer/address/add',
    token: customer.token,
    body,
    ...(language ? { language } : {}),
  });
const list = (customer: TestCustomer, query = '') =>
  call(server.app, { url: `/api/v1/customer/address/list${query}`, token: customer.token });
const stored = (customer: TestCustomer) =>
  server.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customer.id));

async function onlyAddressId(customer: TestCustomer): Promise<number> {
  const [row] = await stored(customer);
  if (!row) throw new Error('expected a saved address');
  return row.id;
}

describe('given a signed-in customer', () => {
  it('saves an address with the zone its point lies in, and lists it', async () => {
    const customer = await createCustomer(server.db);
    const reply = await add(customer, home);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: 'Successfully added!', zone_ids: [zoneId] });

    const listed = await list(customer);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      total_size: 1,
      limit: '10',
      offset: '1',
      addresses: [
        {
          user_id: customer.id,
          address_type: 'home',
          contact_person_name: 'Mona Adel',
          contact_person_number: '+201001234567',
          address: '12 Tahrir Square, Cairo',
          road: 'Tahrir',
          house: '12',
          floor: '3',
          latitude: '30.0444',
          longitude: '31.2357',
          zone_id: zoneId,
          zone_ids: [zoneId],
        },
      ],
    });
  });

  it('takes numbers for coordinates, leaves out blank details and lists newest first, paged', async () => {
    const customer = await createCustomer(server.db);
    await add(customer, { ...home, address: 'First', road: '', house: null, floor: undefined });
    await add(customer, { ...home, address: 'Second', latitude: 30.05, longitude: 31.24 });
    await add(customer, { ...home, address: 'Third', address_type: 'office' });

    const page = (await list(customer, '?limit=2&offset=1')).json();
    expect(page.total_size).toBe(3);
    expect(page.addresses.map((a: { address: string }) => a.address)).toEqual(['Third', 'Second']);
    const last = (await list(customer, '?limit=2&offset=2')).json();
    expect(last.addresses).toMatchObject([
      { address: 'First', road: null, house: null, floor: null },
    ]);
  });

  it('refuses an address outside every zone and saves nothing', async () => {
    const customer = await createCustomer(server.db);
    const reply = await add(customer, { ...home, ...outside });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({
      errors: [{ code: 'coordinates', message: "You can't add address in this country" }],
    });
    const arabic = await add(customer, { ...home, ...outside }, 'ar');
    expect(arabic.json().errors[0].message).not.toBe("You can't add address in this country");
    expect(await stored(customer)).toEqual([]);
  });

  it('refuses bad fields with each rule’s message, never a 500, and saves nothing', async () => {
    const customer = await createCustomer(server.db);
    const reply = await add(customer, {
      ...home,
      address_type: 'castle',
      contact_person_name: ' ',
      contact_person_number: '0100',
      address: '',
      road: 'x'.repeat(101),
      latitude: '91',
      longitude: 'east',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual([
      { code: 'address_type', message: 'Choose the address type' },
      { code: 'contact_person_name', message: 'Contact person name is required' },
      { code: 'contact_person_number', message: 'Phone number must not start with 0' },
      { code: 'latitude', message: 'Invalid location' },
      { code: 'longitude', message: 'Invalid location' },
      { code: 'address', message: 'Delivery address is required' },
      { code: 'road', message: 'road is too long' },
    ]);
    for (const body of [
      {},
      { ...home, latitude: undefined },
      { ...home, address_type: 7 },
      { ...home, latitude: { deg: 30 } },
      { ...home, road: ['a'] },
    ]) {
      const refused = await add(customer, body);
      expect(refused.statusCode).toBe(422);
    }
    const notJson = await call(server.app, {
      method: 'POST',
      url: '/api/v1/customer/address/add',
      token: customer.token,
      body: 'address=here',
    });
    expect(notJson.statusCode).toBeLessThan(500);
    expect(await stored(customer)).toEqual([]);
  });

  it('updates its own address, moving its zone with its point', async () => {
    const customer = await createCustomer(server.db);
    await add(customer, home);
    const id = await onlyAddressId(customer);
    const reply = await call(server.app, {
      method: 'PUT',
      url: `/api/v1/customer/address/update/${id}`,
      token: customer.token,
      body: { ...home, address: 'New place', address_type: 'others', latitude: 30.1 },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: 'Successfully updated!', zone_id: zoneId });
    expect(await stored(customer)).toMatchObject([
      { id, address: 'New place', addressType: 'others', latitude: 30.1 },
    ]);
  });

  it('refuses to move an address out of every zone, and leaves it as it was', async () => {
    const customer = await createCustomer(server.db);
    await add(customer, home);
    const id = await onlyAddressId(customer);
    const reply = await call(server.app, {
      method: 'PUT',
      url: `/api/v1/customer/address/update/${id}`,
      token: customer.token,
      body: { ...home, ...outside, address: 'Riyadh' },
    });
    expect(reply.statusCode).toBe(422);
    expect(await stored(customer)).toMatchObject([{ address: home.address, latitude: 30.0444 }]);
  });

  it('deletes its own address', async () => {
    const customer = await createCustomer(server.db);
    await add(customer, home);
    const id = await onlyAddressId(customer);
    const reply = await call(server.app, {
      method: 'DELETE',
      url: `/api/v1/customer/address/delete?address_id=${id}`,
      token: customer.token,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: 'Successfully removed!' });
    expect(await stored(customer)).toEqual([]);
  });

  it('refuses a bad or missing id with 422', async () => {
    const customer = await createCustomer(server.db);
    for (const url of [
      '/api/v1/customer/address/delete',
      '/api/v1/customer/address/delete?address_id=abc',
      '/api/v1/customer/address/delete?address_id=99999999999',
    ]) {
      expect(
        (await call(server.app, { method: 'DELETE', url, token: customer.token })).statusCode,
      ).toBe(422);
    }
    const update = await call(server.app, {
      method: 'PUT',
      url: '/api/v1/customer/address/update/0',
      token: customer.token,
      body: home,
    });
    expect(update.statusCode).toBe(422);
    const paging = await list(customer, '?limit=0');
    expect(paging.statusCode).toBe(422);
  });
});

describe('given another customer’s address', () => {
  it('neither lists, updates nor deletes it: 404 as if it did not exist', async () => {
    const [owner, other] = [await createCustomer(server.db), await createCustomer(server.db)];
    await add(owner, home);
    const id = await onlyAddressId(owner);

    expect((await list(other)).json()).toMatchObject({ total_size: 0, addresses: [] });
    const update = await call(server.app, {
      method: 'PUT',
      url: `/api/v1/customer/address/update/${id}`,
      token: other.token,
      body: { ...home, address: 'Taken over' },
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ errors: [{ code: 'address', message: 'Address not found' }] });
    const removal = await call(server.app, {
      method: 'DELETE',
      url: `/api/v1/customer/address/delete?address_id=${id}`,
      token: other.token,
    });
    expect(removal.statusCode).toBe(404);
    expect(await stored(owner)).toMatchObject([{ id, address: home.address }]);
  });
});

describe('given a guest or nobody', () => {
  it('refuses every address call with 401', async () => {
    const guestId = await newGuest(server.app);
    const requests = [
      { url: `/api/v1/customer/address/list?guest_id=${guestId}` },
      {
        method: 'POST' as const,
        url: '/api/v1/customer/address/add',
        body: { ...home, guest_id: guestId },
      },
      { method: 'PUT' as const, url: '/api/v1/customer/address/update/1', body: home },
      { method: 'DELETE' as const, url: '/api/v1/customer/address/delete?address_id=1' },
    ];
    for (const request of requests) {
      const reply = await call(server.app, request);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
    }
  });
});

describe('given the path of the spec table, update without the id in the path', () => {
  it('moves the address address_id names, and refuses one of another customer', async () => {
    const customer = await createCustomer(server.db);
    await add(customer, home);
    const id = await onlyAddressId(customer);
    const reply = await call(server.app, {
      method: 'PUT',
      url: `/api/v1/customer/address/update?address_id=${id}`,
      token: customer.token,
      body: { ...home, address: 'Moved' },
    });
    expect(reply.statusCode).toBe(200);
    expect((await stored(customer))[0]?.address).toBe('Moved');

    const stranger = await createCustomer(server.db);
    const refused = await call(server.app, {
      method: 'PUT',
      url: `/api/v1/customer/address/update?address_id=${id}`,
      token: stranger.token,
      body: { ...home, address: 'Taken' },
    });
    expect(refused.statusCode).toBe(404);
    expect((await stored(customer))[0]?.address).toBe('Moved');
  });
});
