// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushTokens } from '../../db/accountSchema';
import { createCustomer } from '../../testing/accountFixtures';
import { call } from '../../testing/accountTestServer';
import { type CatalogFixtures, insertCatalogFixtures } from '../../testing/catalogFixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';

/*
 * A customer's interests and the items suggested from them, the push token their client sends,
 * and social sign-in, which this shop has no provider for.
 */

let server: TestServer;
let fixtures: CatalogFixtures;
beforeAll(async () => {
  server = await startTestServer();
  fixtures = await insertCatalogFixtures(server.db);
}, 30_000);
afterAll(() => server.close());

const suggested = async (token: string, language: 'ar' | 'en' = 'en') => {
  const reply = await call(server.app, {
    url: '/api/v1/customer/suggested-items',
    token,
    language,
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ name: string }[]>().map((item) => item.name);
};

const setInterest = (token: string, interest: unknown) =>
  call(server.app, {
    method: 'POST',
    url: '/api/v1/customer/update-interest',
    token,
    body: { interest },
  });

describe('given a customer who named no interests', () => {
  it('suggests what the shop sells most, 5 of them, in the shopper language', async () => {
    const { token } = await createCustomer(server.db);
    expect(await suggested(token)).toEqual([
      'Pineapple',
      'White Bread',
      'Red Apple',
      'Green Apple',
      'Orange Juice',
    ]);
    expect((await suggested(token, 'ar'))[0]).toBe('أناناس');
  });
});

describe('given a customer who names interests', () => {
  it('suggests items of those categories, a parent category taking in its children', async () => {
    const { token } = await createCustomer(server.db);
    const reply = await setInterest(token, [fixtures.category.citrus]);
    expect(reply.json()).toEqual({ message: 'Interests updated successfully' });
    expect(await suggested(token)).toEqual(['Pineapple', 'Orange Juice', 'Mango 100% Juice']);

    await setInterest(token, [String(fixtures.category.bakery)]);
    expect(await suggested(token)).toEqual(['White Bread', 'Apple Pie']);
  });

  it('refuses a category that does not exist, translated, and keeps the earlier choice', async () => {
    const { token } = await createCustomer(server.db);
    await setInterest(token, [fixtures.category.citrus]);
    const reply = await setInterest(token, [fixtures.category.citrus, 999_999]);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({
      errors: [{ code: 'interest', message: 'interest is invalid' }],
    });
    expect(await suggested(token)).toEqual(['Pineapple', 'Orange Juice', 'Mango 100% Juice']);
  });

  it.each([
    ['not a list', 'citrus'],
    ['ids that are no ids', ['x']],
    ['nothing', undefined],
  ])('refuses %s with a 422', async (_name, interest) => {
    const { token } = await createCustomer(server.db);
    expect((await setInterest(token, interest)).statusCode).toBe(422);
  });

  it('asks for a signed-in customer', async () => {
    const reply = await call(server.app, {
      method: 'POST',
      url: '/api/v1/customer/update-interest',
      body: { interest: [] },
    });
    expect(reply.statusCode).toBe(401);
    expect((await call(server.app, { url: '/api/v1/customer/suggested-items' })).statusCode).toBe(
      401,
    );
  });
});

describe('given a push token from the customer client', () => {
  it('keeps the newest one and pushes nothing', async () => {
    const customer = await createCustomer(server.db);
    for (const token of ['first-device-token', 'second-device-token']) {
      const reply = await call(server.app, {
        method: 'POST',
        url: '/api/v1/customer/cm-firebase-token',
        token: customer.token,
        body: { cm_firebase_token: token },
      });
      expect(reply.json()).toEqual({ message: 'Successfully updated!' });
    }
    const kept = await server.db
      .select()
      .from(pushTokens)
      .where(eq(pushTokens.customerId, customer.id));
    expect(kept.map((row) => row.token)).toEqual(['second-device-token']);
  });

  it('refuses an empty token', async () => {
    const { token } = await createCustomer(server.db);
    const reply = await call(server.app, {
      method: 'POST',
      url: '/api/v1/customer/cm-firebase-token',
      token,
      body: { cm_firebase_token: '  ' },
    });
    expect(reply.statusCode).toBe(422);
  });
});

describe('given social sign-in, which the shop has no provider for', () => {
  it.each(['/api/v1/auth/social-login', '/api/v1/auth/social-register'])(
    'answers %s with a translated 403, whatever is sent',
    async (url) => {
      for (const body of [{ token: 'x', unique_id: '1', email: 'a@b.co', medium: 'google' }, {}]) {
        const reply = await call(server.app, { method: 'POST', url, body, language: 'ar' });
        expect(reply.statusCode).toBe(403);
        expect(reply.json()).toEqual({
          errors: [
            {
              code: 'social_login',
              message: 'تسجيل الدخول بحسابات التواصل الاجتماعي غير متاح في هذا المتجر',
            },
          ],
        });
      }
    },
  );
});
