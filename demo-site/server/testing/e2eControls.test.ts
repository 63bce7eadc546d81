// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOpenAt } from '../../../src/core/catalog/openingHours';
import { type CatalogFixtures, insertCatalogFixtures } from './catalogFixtures';
import { sentCode } from './fakeSmsSender';
import { startTestServer, type TestServer } from './testServer';

let controlled: TestServer;
let plain: TestServer;
let fixtures: CatalogFixtures;

beforeAll(async () => {
  [controlled, plain] = await Promise.all([
    startTestServer({ e2eControls: true }),
    startTestServer(),
  ]);
  fixtures = await insertCatalogFixtures(controlled.db);
}, 60_000);

afterAll(async () => {
  await Promise.all([controlled.close(), plain.close()]);
});

const config = async (server: TestServer) =>
  (await server.app.inject({ url: '/api/v1/config' })).json();

describe('given the server the end-to-end suite starts', () => {
  it('changes only the named keys of the shop configuration', async () => {
    const before = await config(controlled);
    const reply = await controlled.app.inject({
      method: 'PATCH',
      url: '/__e2e/config',
      payload: { tax_included: 0, free_delivery_over: 300 },
    });
    expect(reply.statusCode).toBe(200);
    const after = await config(controlled);
    expect(after).toMatchObject({ tax_included: 0, free_delivery_over: 300, tax: before.tax });
  });

  it("sets an item's stock, and refuses a negative one without a 500", async () => {
    const { redApple } = fixtures.item;
    const set = await controlled.app.inject({
      method: 'PATCH',
      url: `/__e2e/items/${redApple}`,
      payload: { stock: 0 },
    });
    expect(set.statusCode).toBe(200);
    const item = (await controlled.app.inject({ url: `/api/v1/items/details/${redApple}` })).json();
    expect(item.stock).toBe(0);
    const negative = await controlled.app.inject({
      method: 'PATCH',
      url: `/__e2e/items/${redApple}`,
      payload: { stock: -1 },
    });
    expect(negative.statusCode).toBe(422);
  });

  it('closes a store and says so for an unknown one', async () => {
    const closed = await controlled.app.inject({
      method: 'PATCH',
      url: `/__e2e/stores/${fixtures.store.cornerBakery}`,
      payload: { active: false },
    });
    expect(closed.json()).toEqual({ id: fixtures.store.cornerBakery, active: false });
    const unknown = await controlled.app.inject({
      method: 'PATCH',
      url: '/__e2e/stores/999999',
      payload: { active: false },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('opens a store round the clock, so orders are taken at any hour', async () => {
    const store = fixtures.store.cornerBakery;
    const reply = await controlled.app.inject({
      method: 'PATCH',
      url: `/__e2e/stores/${store}`,
      payload: { active: true, allDay: true },
    });
    expect(reply.statusCode).toBe(200);
    const details = (
      await controlled.app.inject({ url: `/api/v1/stores/details/${store}` })
    ).json();
    expect(details).toMatchObject({ active: true, open: 1 });
    expect(details.schedules).toHaveLength(7);
    for (const hour of [0, 3, 12, 23]) {
      const at = new Date(Date.UTC(2026, 0, 4, hour, 30));
      expect(isOpenAt(details.schedules, at), `${hour}:30 UTC`).toBe(true);
    }
  });
});

describe('given a customer the suite signs up', () => {
  const password = 'secret-pass-1';
  const signUp = async (phone: string) => {
    const reply = await controlled.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { f_name: 'Mona', l_name: 'Adel', phone, password },
    });
    expect(reply.statusCode, reply.body).toBe(200);
  };

  it('reads the reset code last sent to their phone, and it still works once', async () => {
    const phone = '+201055500011';
    await signUp(phone);
    for (let sent = 0; sent < 2; sent += 1) {
      await controlled.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { phone },
      });
    }
    const read = await controlled.app.inject({
      url: '/__e2e/codes',
      query: { phone, purpose: 'reset_password' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ code: sentCode(controlled.sms.sent, phone, 'reset_password') });
    const used = await controlled.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-token',
      payload: { phone, reset_token: read.json().code },
    });
    expect(used.statusCode, used.body).toBe(200);
  });

  it('says 404 for a phone sent no code of that purpose, and 422 for a bad phone', async () => {
    const none = await controlled.app.inject({
      url: '/__e2e/codes',
      query: { phone: '+201055500012', purpose: 'verify_phone' },
    });
    expect(none.statusCode).toBe(404);
    const bad = await controlled.app.inject({
      url: '/__e2e/codes',
      query: { phone: 'nobody', purpose: 'verify_phone' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('gives loyalty points the customer then sees on their profile', async () => {
    const phone = '+201055500013';
    await signUp(phone);
    const login = await controlled.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email_or_phone: phone, password },
    });
    const { token } = login.json();
    const gift = await controlled.app.inject({
      method: 'POST',
      url: '/__e2e/customers/points',
      payload: { phone, points: 250 },
    });
    expect(gift.json()).toEqual({ points: 250 });
    const info = await controlled.app.inject({
      url: '/api/v1/customer/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.json().loyalty_point).toBe(250);
    const unknown = await controlled.app.inject({
      method: 'POST',
      url: '/__e2e/customers/points',
      payload: { phone: '+201055500099', points: 250 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('given the server npm start runs', () => {
  it('has no such routes', async () => {
    const reply = await plain.app.inject({
      method: 'PATCH',
      url: '/__e2e/config',
      payload: { tax_included: 0 },
    });
    expect(reply.statusCode).toBe(404);
    const code = await plain.app.inject({
      url: '/__e2e/codes',
      query: { phone: '+201055500011', purpose: 'reset_password' },
    });
    expect(code.statusCode).toBe(404);
  });
});
