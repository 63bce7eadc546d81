// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply, MessageReply } from '../../../../src/core/api/wire';
import { gifBytes, pngBytes } from '../../../../src/core/validation/imageBytes.fixtures';
import { deliveryManApplications, storeApplications, stores } from '../../db/schema';
import { translate } from '../../http/language';
import { type CatalogFixtures, insertCatalogFixtures } from '../../testing/catalogFixtures';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { IDENTITY_DOCUMENT_FOLDER } from './deliveryManRoutes';
import { STORE_APPLICATION_FOLDER } from './vendorRegisterRoutes';

/*
 * Store-owner applications and delivery-man registrations, sent as the 6amMart forms send them
 * (multipart, pictures as files): kept pending, every bad field refused in the shopper's language.
 */

let server: TestServer;
let fixtures: CatalogFixtures;
beforeAll(async () => {
  server = await startTestServer();
  fixtures = await insertCatalogFixtures(server.db);
}, 60_000);
afterAll(() => server.close());

let requestCount = 0;

async function post(path: string, form: FormData, language: 'ar' | 'en' = 'en') {
  requestCount += 1;
  const request = new Request('http://test/', { method: 'POST', body: form });
  return server.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: {
      'x-localization': language,
      'content-type': request.headers.get('content-type') ?? '',
    },
    remoteAddress: `10.9.${requestCount >> 8}.${requestCount & 255}`,
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const picture = (bytes: Uint8Array<ArrayBuffer>, name: string) =>
  new File([bytes], name, { type: 'image/png' });

let applicants = 0;

/** A complete store application; `change` replaces or (with null) leaves out fields. */
function storeForm(change: Record<string, string | File | null> = {}): FormData {
  applicants += 1;
  const fields: Record<string, string | File | null> = {
    f_name: 'Mona',
    l_name: 'Adel',
    phone: `+2011${String(applicants).padStart(8, '0')}`,
    email: `owner${applicants}@example.com`,
    password: 'green-tea-garden-7',
    translations: JSON.stringify([
      { locale: 'en', key: 'name', value: 'Mona Bakery' },
      { locale: 'ar', key: 'name', value: 'مخبز منى' },
      { locale: 'en', key: 'address', value: '12 Nile Street, Cairo' },
      { locale: 'ar', key: 'address', value: '12 شارع النيل، القاهرة' },
    ]),
    zone_id: String(fixtures.zone.cairo),
    module_id: '2',
    latitude: '30.05',
    longitude: '31.24',
    terms: '1',
    logo: picture(pngBytes(200, 200), 'logo.png'),
    cover_photo: picture(gifBytes(600, 200), 'cover.gif'),
    ...change,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null) form.append(name, value);
  }
  return form;
}

/** A complete delivery-man registration; `change` replaces or leaves out fields. */
function deliveryForm(change: Record<string, string | File | null> = {}): FormData {
  applicants += 1;
  const fields: Record<string, string | File | null> = {
    f_name: 'Karim',
    l_name: 'Saleh',
    phone: `+2012${String(applicants).padStart(8, '0')}`,
    email: `rider${applicants}@example.com`,
    password: 'blue-river-bicycle-4',
    identity_type: 'nid',
    identity_number: '29801011234567',
    vehicle_id: '2',
    zone_id: String(fixtures.zone.cairo),
    earning: '1',
    ...change,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null) form.append(name, value);
  }
  if (!('identity_image[]' in change)) {
    form.append('identity_image[]', picture(pngBytes(300, 200), 'id-front.png'));
  }
  return form;
}

const firstError = (body: string) => JSON.parse(body).errors[0] as ErrorListReply['errors'][0];

describe('given a complete store application', () => {
  it('keeps it pending, opens no store, and keeps its pictures out of the served folders', async () => {
    const storesBefore = (await server.db.select().from(stores)).length;
    const reply = await post('auth/vendor/register', storeForm(), 'ar');
    expect(reply.statusCode).toBe(200);
    expect(reply.json<MessageReply>().message).toBe(
      translate('ar', 'Your store application was received and is waiting for review'),
    );
    const [application] = await server.db.select().from(storeApplications);
    expect(application).toMatchObject({
      nameEn: 'Mona Bakery',
      nameAr: 'مخبز منى',
      status: 'pending',
      zoneId: fixtures.zone.cairo,
    });
    expect(application?.passwordHash).not.toContain('green-tea');
    expect((await server.db.select().from(stores)).length).toBe(storesBefore);
    const kept = readdirSync(join(server.imagesDir, STORE_APPLICATION_FOLDER));
    expect(kept).toHaveLength(2);
    const served = await server.app.inject({
      url: `/images/${STORE_APPLICATION_FOLDER}/${kept[0]}`,
    });
    expect(served.statusCode).toBe(404);
  });

  it('refuses the same phone or e-mail again, translated', async () => {
    const first = storeForm();
    expect((await post('auth/vendor/register', first)).statusCode).toBe(200);
    const again = storeForm({
      phone: String(first.get('phone')),
      email: String(first.get('email')).toUpperCase(),
    });
    const reply = await post('auth/vendor/register', again, 'ar');
    expect(reply.statusCode).toBe(409);
    expect(reply.json<ErrorListReply>().errors).toEqual([
      { code: 'phone', message: translate('ar', 'This phone number is already registered') },
      { code: 'email', message: translate('ar', 'This email is already registered') },
    ]);
  });
});

describe('given a store application with a bad field', () => {
  const cases: [string, Record<string, string | File | null>, string, string][] = [
    [
      'no Arabic name',
      {
        translations: JSON.stringify([
          { locale: 'en', key: 'name', value: 'Mona Bakery' },
          { locale: 'en', key: 'address', value: 'Nile Street' },
          { locale: 'ar', key: 'address', value: 'شارع النيل' },
        ]),
      },
      'name.ar',
      'Store name is required',
    ],
    [
      'a store name holding a NUL character',
      {
        translations: JSON.stringify([
          { locale: 'en', key: 'name', value: 'Mona\u0000Bakery' },
          { locale: 'ar', key: 'name', value: 'مخبز منى' },
          { locale: 'en', key: 'address', value: 'Nile Street' },
          { locale: 'ar', key: 'address', value: 'شارع النيل' },
        ]),
      },
      'translations.0.value',
      '{field} is invalid',
    ],
    [
      'translations that are not JSON',
      { translations: '{oops' },
      'translations',
      '{field} is invalid',
    ],
    ['no zone', { zone_id: '' }, 'zone_id', 'Choose a zone'],
    ['an unknown zone', { zone_id: '999999' }, 'zone_id', '{field} is invalid'],
    [
      'a location outside the zone',
      { latitude: '31.2', longitude: '29.9' },
      'latitude',
      'The location must be inside the chosen zone',
    ],
    ['a module switched off', { module_id: '3' }, 'module_id', '{field} is invalid'],
    ['no logo', { logo: null }, 'logo', 'Logo is required'],
    ['no cover', { cover_photo: null }, 'cover_photo', 'Cover photo is required'],
    [
      'a logo that is not square',
      { logo: picture(pngBytes(300, 200), 'logo.png') },
      'logo',
      'Image must have a 1:1 ratio',
    ],
    [
      'a short password',
      { password: 'short1' },
      'password',
      'Password must be at least 8 characters',
    ],
    ['a bad phone', { phone: '0123' }, 'phone', 'Phone number must not start with 0'],
    ['a bad e-mail', { email: 'not-mail' }, 'email', 'A valid email is required'],
    [
      'the terms not accepted',
      { terms: null },
      'terms',
      'You must accept the terms and conditions',
    ],
    ['no first name', { f_name: '' }, 'f_name', '{field} is required'],
  ];

  it.each(cases)('refuses %s on its field, keeping nothing', async (_, change, code, key) => {
    const before = (await server.db.select().from(storeApplications)).length;
    const reply = await post('auth/vendor/register', storeForm(change), 'ar');
    expect(reply.statusCode).toBe(422);
    const errors = reply.json<ErrorListReply>().errors;
    const error = errors.find((one) => one.code === code);
    expect(error?.message, JSON.stringify(errors)).toBe(
      translate('ar', key as never, { field: code }),
    );
    expect((await server.db.select().from(storeApplications)).length).toBe(before);
  });
});

describe('given a delivery-man registration', () => {
  it('keeps a complete one pending, its documents never served', async () => {
    const reply = await post('auth/delivery-man/store', deliveryForm());
    expect(reply.statusCode).toBe(200);
    expect(reply.json<MessageReply>().message).toBe(
      'Your delivery man application was received and is waiting for review',
    );
    const [application] = await server.db.select().from(deliveryManApplications);
    expect(application).toMatchObject({
      identityType: 'nid',
      vehicleId: 2,
      earning: 1,
      status: 'pending',
    });
    const [document] = application?.identityImages ?? [];
    const served = await server.app.inject({
      url: `/images/${IDENTITY_DOCUMENT_FOLDER}/${document}`,
    });
    expect(served.statusCode).toBe(404);
  });

  const cases: [string, Record<string, string | File | null>, string, string][] = [
    [
      'an unknown identity type',
      { identity_type: 'library_card' },
      'identity_type',
      'Choose an identity type',
    ],
    [
      'no identity number',
      { identity_number: ' ' },
      'identity_number',
      'Identity number is required',
    ],
    [
      'no identity image',
      { 'identity_image[]': null },
      'identity_image',
      'Add a picture of your identity document',
    ],
    ['an unknown vehicle', { vehicle_id: '9' }, 'vehicle_id', 'Choose a vehicle type'],
    ['no earning type', { earning: '' }, 'earning', 'Choose how you want to earn'],
    ['no zone', { zone_id: '' }, 'zone_id', 'Choose a zone'],
  ];

  it.each(cases)('refuses %s on its field, translated', async (_, change, code, key) => {
    const reply = await post('auth/delivery-man/store', deliveryForm(change), 'ar');
    expect(reply.statusCode).toBe(422);
    expect(firstError(reply.body)).toEqual({
      code,
      message: translate('ar', key as never, { field: code }),
    });
  });

  it('refuses a phone another registration has', async () => {
    const first = deliveryForm();
    expect((await post('auth/delivery-man/store', first)).statusCode).toBe(200);
    const reply = await post(
      'auth/delivery-man/store',
      deliveryForm({ phone: String(first.get('phone')) }),
    );
    expect(reply.statusCode).toBe(409);
    expect(firstError(reply.body).code).toBe('phone');
  });
});
