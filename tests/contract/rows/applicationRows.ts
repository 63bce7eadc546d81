/*
 * Contract rows of the store-owner application and the delivery-man registration, sent as the
 * 6amMart forms send them (multipart, pictures as files). The zone and module come from each
 * backend's ids; every row uses a phone and e-mail of its own.
 */
import { expect } from 'vitest';
import { gifBytes, pngBytes } from '../../../src/core/validation/imageBytes.fixtures';
import type { ContractIds, ContractRequest } from '../contractBackend';
import { API, type ContractRow, refusal, row, worded } from '../contractRow';
import { messageShape } from '../replyShapes';

const picture = (bytes: Uint8Array<ArrayBuffer>, name: string) =>
  new File([bytes], name, { type: 'image/png' });

/** A form of the given fields; null leaves a field out. */
function formOf(path: string, fields: Record<string, string | File | null>): ContractRequest {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.append(name, value);
  return { method: 'POST', path: `${API}${path}`, form };
}

/** A complete store application in the backend's place, as applicant `n`, with changes. */
function storeApplication(
  ids: ContractIds,
  n: number,
  change: Record<string, string | File | null> = {},
): ContractRequest {
  const place = ids.applicationPlace;
  return formOf('/auth/vendor/register', {
    f_name: 'Mona',
    l_name: 'Adel',
    phone: `+2011000${String(n).padStart(5, '0')}`,
    email: `contract-owner-${n}@example.com`,
    password: 'green-tea-garden-7',
    translations: JSON.stringify([
      { locale: 'en', key: 'name', value: 'Mona Bakery' },
      { locale: 'ar', key: 'name', value: 'مخبز منى' },
      { locale: 'en', key: 'address', value: '12 Nile Street' },
      { locale: 'ar', key: 'address', value: '12 شارع النيل' },
    ]),
    zone_id: String(place.zoneId),
    module_id: String(place.moduleId),
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    terms: '1',
    logo: picture(pngBytes(120, 120), 'logo.png'),
    cover_photo: picture(gifBytes(600, 200), 'cover.gif'),
    ...change,
  });
}

/** A complete delivery-man registration in the backend's zone, as applicant `n`, with changes. */
function deliveryApplication(
  ids: ContractIds,
  n: number,
  change: Record<string, string | File | null> = {},
): ContractRequest {
  return formOf('/auth/delivery-man/store', {
    f_name: 'Karim',
    l_name: 'Saleh',
    phone: `+2012000${String(n).padStart(5, '0')}`,
    email: `contract-rider-${n}@example.com`,
    password: 'blue-river-bicycle-4',
    identity_type: 'passport',
    identity_number: 'A12345678',
    vehicle_id: '1',
    zone_id: String(ids.applicationPlace.zoneId),
    earning: '0',
    'identity_image[]': picture(pngBytes(300, 200), 'passport.png'),
    ...change,
  });
}

export const applicationRows: readonly ContractRow[] = [
  row({
    endpoint: 'POST /api/v1/auth/vendor/register',
    when: 'a store owner applies with every field, in Arabic',
    as: 'nobody',
    request: (ids) => ({ ...storeApplication(ids, 1), language: 'ar' }),
    status: 200,
    reply: messageShape,
    holds: (reply) => {
      expect(reply.message).toBe(
        worded('ar', 'Your store application was received and is waiting for review'),
      );
    },
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/vendor/register',
    when: 'a second application names a phone an application already has',
    as: 'nobody',
    given: (ids) => [storeApplication(ids, 2)],
    request: (ids) => storeApplication(ids, 2, { email: 'other-owner@example.com' }),
    status: 409,
    code: 'phone',
    message: 'This phone number is already registered',
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/vendor/register',
    when: 'the application has no logo',
    as: 'nobody',
    request: (ids) => storeApplication(ids, 3, { logo: null }),
    status: 422,
    code: 'logo',
    message: 'Logo is required',
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/vendor/register',
    when: 'the logo is not square',
    as: 'nobody',
    request: (ids) => storeApplication(ids, 4, { logo: picture(pngBytes(300, 100), 'logo.png') }),
    status: 422,
    code: 'logo',
    message: 'Image must have a 1:1 ratio',
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/vendor/register',
    when: 'the store name is missing in Arabic, asked in Arabic',
    as: 'nobody',
    request: (ids) =>
      storeApplication(ids, 5, {
        translations: JSON.stringify([
          { locale: 'en', key: 'name', value: 'Mona Bakery' },
          { locale: 'en', key: 'address', value: 'Nile Street' },
          { locale: 'ar', key: 'address', value: 'شارع النيل' },
        ]),
      }),
    language: 'ar',
    status: 422,
    code: 'name.ar',
    message: 'Store name is required',
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/vendor/register',
    when: 'the location is far outside the chosen zone',
    as: 'nobody',
    request: (ids) =>
      storeApplication(ids, 6, { latitude: String(ids.applicationPlace.latitude + 2) }),
    status: 422,
    code: 'latitude',
    message: 'The location must be inside the chosen zone',
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/vendor/register',
    when: 'the terms are not accepted',
    as: 'nobody',
    request: (ids) => storeApplication(ids, 7, { terms: null }),
    status: 422,
    code: 'terms',
    message: 'You must accept the terms and conditions',
  }),
  row({
    endpoint: 'POST /api/v1/auth/delivery-man/store',
    when: 'a delivery man registers with every field',
    as: 'nobody',
    request: (ids) => deliveryApplication(ids, 1),
    status: 200,
    reply: messageShape,
    holds: (reply) => {
      expect(reply.message).toBe(
        worded('en', 'Your delivery man application was received and is waiting for review'),
      );
    },
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/delivery-man/store',
    when: 'the identity type is not one 6amMart knows',
    as: 'nobody',
    request: (ids) => deliveryApplication(ids, 2, { identity_type: 'library_card' }),
    status: 422,
    code: 'identity_type',
    message: 'Choose an identity type',
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/delivery-man/store',
    when: 'no picture of the identity document comes',
    as: 'nobody',
    request: (ids) => deliveryApplication(ids, 3, { 'identity_image[]': null }),
    status: 422,
    code: 'identity_image',
    message: 'Add a picture of your identity document',
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/delivery-man/store',
    when: 'the vehicle is not on the list',
    as: 'nobody',
    request: (ids) => deliveryApplication(ids, 4, { vehicle_id: '99' }),
    status: 422,
    code: 'vehicle_id',
    message: 'Choose a vehicle type',
  }),
];
