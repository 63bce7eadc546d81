// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../app';
import { newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';

let server: TestServer;
let guestId: string;
beforeAll(async () => {
  server = await startTestServer();
  guestId = await newGuest(server.app);
}, 30_000);
afterAll(() => server.close());

const ARABIC = /[\u0600-\u06FF]/;

let sender = 0;
/** Posts raw text as JSON, from a new address each time so rate limits stay out of the way. */
function postRaw(url: string, payload: string, language: 'ar' | 'en' = 'ar') {
  sender += 1;
  return server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', 'x-localization': language },
    remoteAddress: `172.16.${(sender >> 8) & 255}.${sender & 255}`,
  });
}

function expectErrorList(reply: { statusCode: number; json<T>(): T }, status: number) {
  expect(reply.statusCode).toBe(status);
  const { errors } = reply.json<{ errors: { code: string; message: string }[] }>();
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) expect(error.message).toMatch(ARABIC);
}

const ROUTES = [
  '/api/v1/auth/sign-up',
  '/api/v1/auth/login',
  '/api/v1/auth/verify-phone',
  '/api/v1/auth/forgot-password',
  '/api/v1/auth/verify-token',
  '/api/v1/customer/cart/add',
  '/api/v1/customer/cart/update',
];

describe.each(ROUTES)('POST %s', (url) => {
  const withGuest = (body: Record<string, unknown>) =>
    JSON.stringify(url.includes('/cart/') ? { guest_id: guestId, ...body } : body);

  it('refuses a malformed JSON body with 400, in Arabic', async () => {
    expectErrorList(await postRaw(url, '{"item_id": 1,'), 400);
  });

  it('refuses a body over 64 KB with 413, in Arabic', async () => {
    const padding = 'x'.repeat(BODY_LIMIT_BYTES + 1);
    expectErrorList(await postRaw(url, JSON.stringify({ padding })), 413);
  });

  it('refuses missing fields with 422, in Arabic', async () => {
    expectErrorList(await postRaw(url, withGuest({})), 422);
  });

  it('refuses fields of the wrong type with 422, in Arabic', async () => {
    const wrong = { phone: 12, password: [], otp: {}, item_id: 'one', cart_id: true, quantity: {} };
    expectErrorList(await postRaw(url, withGuest(wrong)), 422);
  });

  it('refuses a body that is not an object', async () => {
    for (const body of ['null', '42', '"text"', '[1,2]']) {
      const reply = await postRaw(url, body);
      expect(reply.statusCode).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
    }
  });
});

describe('PUT /api/v1/auth/reset-password', () => {
  it('refuses missing fields with 422 in Arabic, and in English when asked', async () => {
    sender += 1;
    const send = (language: 'ar' | 'en') =>
      server.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/reset-password',
        payload: {},
        headers: { 'x-localization': language },
        remoteAddress: `172.17.0.${sender}`,
      });
    expectErrorList(await send('ar'), 422);
    const english = await send('en');
    expect(english.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(
      'phone is required',
    );
  });
});

describe('given any JSON body', () => {
  const anyField = fc.jsonValue({ maxDepth: 2 });
  const cartBody = fc.record(
    {
      item_id: fc.oneof(fc.integer({ min: -2, max: 12 }), anyField),
      quantity: fc.oneof(fc.integer({ min: -5, max: 2000 }), anyField),
      variation: fc.oneof(
        fc.array(
          fc.record({
            type: fc.oneof(fc.constantFrom('Small', 'Large', ''), fc.string({ unit: 'binary' })),
            price: anyField,
          }),
          { maxLength: 3 },
        ),
        anyField,
      ),
      model: fc.oneof(fc.constantFrom('Item', 'ItemCampaign'), anyField),
      price: anyField,
    },
    { requiredKeys: [] },
  );

  it('cart/add never answers with a server error', async () => {
    await fc.assert(
      fc.asyncProperty(cartBody, async (body) => {
        const reply = await postRaw(
          '/api/v1/customer/cart/add',
          JSON.stringify({ guest_id: guestId, ...body }),
        );
        expect(reply.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('cart/add never answers with a server error, whatever the whole body is', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const reply = await postRaw('/api/v1/customer/cart/add', JSON.stringify(body));
        expect(reply.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });

  it('sign-up and login never answer with a server error', async () => {
    const authBody = fc.record(
      {
        f_name: fc.oneof(fc.string({ unit: 'binary' }), anyField),
        l_name: fc.oneof(fc.string(), anyField),
        phone: fc.oneof(fc.stringMatching(/^\+?[0-9]{8,16}$/), anyField),
        email: fc.oneof(fc.emailAddress(), fc.string({ unit: 'binary' }), anyField),
        email_or_phone: fc.oneof(fc.string({ unit: 'binary' }), anyField),
        password: fc.oneof(fc.string({ minLength: 8 }), anyField),
        guest_id: fc.oneof(fc.uuid(), anyField),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(authBody, fc.constantFrom('sign-up', 'login'), async (body, route) => {
        const reply = await postRaw(`/api/v1/auth/${route}`, JSON.stringify(body));
        expect(reply.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
