// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply } from '../../../../src/core/api/wire';
import { customers, stores } from '../../db/schema';
import { createCustomer } from '../../testing/accountFixtures';
import { insertOrder } from '../../testing/insertOrder';
import { call, startTestServer, type TestServer } from '../../testing/accountTestServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 30_000);
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;

const info = (token?: string) =>
  call(server.app, { url: '/api/v1/customer/info', ...(token ? { token } : {}) });

describe('GET /api/v1/customer/info', () => {
  it('sends the signed-in customer’s own profile', async () => {
    const customer = await createCustomer(server.db);
    await server.db
      .update(customers)
      .set({ createdAt: new Date(Date.now() - 3 * DAY_MS - 1000), walletBalance: 12.5 })
      .where(eq(customers.id, customer.id));

    const reply = await info(customer.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      id: customer.id,
      f_name: 'Test',
      l_name: expect.stringMatching(/^Customer \d+$/),
      email: null,
      phone: customer.phone,
      image: '',
      order_count: 0,
      wallet_balance: 12.5,
      loyalty_point: 0,
      ref_code: expect.stringMatching(/^[0-9A-F]{10}$/),
      member_since_days: 3,
      is_phone_verified: 1,
    });
  });

  it('counts the orders the customer placed, and only theirs', async () => {
    const customer = await createCustomer(server.db);
    const someoneElse = await createCustomer(server.db);
    const [store] = await server.db
      .select({ id: stores.id, zoneId: stores.zoneId })
      .from(stores)
      .where(eq(stores.id, server.fixtures.openStoreId));
    if (!store) throw new Error('no open store');
    const order = { storeId: store.id, zoneId: store.zoneId };
    await insertOrder(server.db, { ...order, customerId: customer.id });
    await insertOrder(server.db, { ...order, customerId: customer.id, orderStatus: 'pending' });
    await insertOrder(server.db, { ...order, customerId: someoneElse.id });

    expect((await info(customer.token)).json()).toMatchObject({ order_count: 2 });
  });

  it('never sends the password hash', async () => {
    const customer = await createCustomer(server.db);
    expect((await info(customer.token)).body).not.toMatch(/password|scrypt/);
  });

  it('refuses a guest with 401', async () => {
    expect((await info()).statusCode).toBe(401);
  });
});

describe('update-profile', () => {
  const update = (token: string, body: Record<string, unknown>, method: 'PUT' | 'POST' = 'PUT') =>
    call(server.app, { method, url: '/api/v1/customer/update-profile', token, body });

  it('changes the names and e-mail, by PUT or POST', async () => {
    const customer = await createCustomer(server.db);
    const reply = await update(customer.token, {
      f_name: ' Salma ',
      l_name: 'Hassan',
      email: 'salma@example.com',
    });
    expect(reply.json()).toEqual({ message: 'Profile updated successfully' });
    expect((await info(customer.token)).json()).toMatchObject({
      f_name: 'Salma',
      l_name: 'Hassan',
      email: 'salma@example.com',
    });
    const byPost = await update(customer.token, { f_name: 'Salma', l_name: 'H.' }, 'POST');
    expect(byPost.statusCode).toBe(200);
    expect((await info(customer.token)).json()).toMatchObject({
      l_name: 'H.',
      email: 'salma@example.com',
    });
  });

  it('changes only the caller’s own profile', async () => {
    const alice = await createCustomer(server.db);
    const bob = await createCustomer(server.db);
    await update(alice.token, { f_name: 'Alice', l_name: 'A', id: bob.id });
    expect((await info(bob.token)).json()).toMatchObject({ f_name: 'Test' });
  });

  it("refuses an e-mail another customer has, in any case, and keeps the caller's own", async () => {
    const owner = await createCustomer(server.db);
    await update(owner.token, { f_name: 'Owner', l_name: 'O', email: 'owned@example.com' });
    const again = await update(owner.token, {
      f_name: 'Owner',
      l_name: 'O',
      email: 'owned@example.com',
    });
    expect(again.statusCode).toBe(200);

    const other = await createCustomer(server.db);
    const reply = await update(other.token, {
      f_name: 'Other',
      l_name: 'O',
      email: 'OWNED@example.com',
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({
      errors: [{ code: 'email', message: 'This email is already registered' }],
    });
  });

  it.each([
    ['a missing first name', { l_name: 'X' }, 'f_name is required'],
    ['a blank last name', { f_name: 'X', l_name: '   ' }, 'l_name is required'],
    [
      'a malformed e-mail',
      { f_name: 'X', l_name: 'Y', email: 'nope' },
      'A valid email is required',
    ],
    ['a name that is a number', { f_name: 42, l_name: 'Y' }, 'f_name is invalid'],
  ])('refuses %s with 422', async (_case, body, message) => {
    const customer = await createCustomer(server.db);
    const reply = await update(customer.token, body);
    expect(reply.statusCode).toBe(422);
    expect(reply.json<ErrorListReply>().errors[0]?.message).toBe(message);
  });

  it('refuses a guest with 401', async () => {
    const reply = await call(server.app, {
      method: 'PUT',
      url: '/api/v1/customer/update-profile',
      body: { f_name: 'X', l_name: 'Y' },
    });
    expect(reply.statusCode).toBe(401);
  });
});
