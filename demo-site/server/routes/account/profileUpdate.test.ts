// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply } from '../../../../src/core/api/wire';
import { createCustomer, type TestCustomer } from '../../testing/accountFixtures';
import { startTestServer, type TestServer } from '../../testing/accountTestServer';
import { gifWithHtml, realPng, svgBytes, webpBytes } from '../../uploads/realImages.fixtures';
import { PROFILE_PICTURE_FOLDER } from '../../uploads/uploadFolders';
import { UPLOAD_CACHE_CONTROL } from '../../uploads/uploadRoutes';

/*
 * customer/update-profile as 6amMart's clients send it, a multipart form over a real connection
 * with the picture as the `image` file, and the picture as the one upload route serves it.
 */

let server: TestServer;
let origin: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => server.close());

interface Sent {
  token: string;
  language?: 'ar' | 'en';
}

async function updateProfile(body: FormData | Record<string, unknown>, sent: Sent) {
  const headers: Record<string, string> = {
    'x-localization': sent.language ?? 'en',
    authorization: `Bearer ${sent.token}`,
  };
  const json = !(body instanceof FormData);
  if (json) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}/api/v1/customer/update-profile`, {
    method: 'POST',
    headers,
    body: json ? JSON.stringify(body) : body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

function form(
  fields: Record<string, string>,
  picture?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (picture)
    data.append('image', new File([picture.bytes], picture.name, { type: picture.type }));
  return data;
}

async function profileOf(customer: TestCustomer) {
  const response = await fetch(`${origin}/api/v1/customer/info`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  return (await response.json()) as {
    image: string;
    phone: string;
    email: string | null;
    is_phone_verified: number;
  };
}

const names = { f_name: 'Salma', l_name: 'Nabil' };
const firstError = (body: unknown) => (body as ErrorListReply).errors[0];
const pictures = () => {
  const directory = join(server.imagesDir, PROFILE_PICTURE_FOLDER);
  return existsSync(directory) ? readdirSync(directory) : [];
};

describe('given a square PNG as the profile picture', () => {
  it('keeps it under a random name and serves it as a PNG that is never a page', async () => {
    const customer = await createCustomer(server.db);
    const png = realPng(6, 6);
    const reply = await updateProfile(
      form(names, { bytes: png, name: 'me.png', type: 'image/png' }),
      customer,
    );
    expect(reply).toEqual({ status: 200, body: { message: 'Profile updated successfully' } });

    const profile = await profileOf(customer);
    expect(profile.image).toMatch(/^[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${origin}/images/${PROFILE_PICTURE_FOLDER}/${profile.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe(UPLOAD_CACHE_CONTROL);
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="${profile.image}"`);
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('removes the picture it replaces', async () => {
    const customer = await createCustomer(server.db);
    const picture = { bytes: realPng(3, 3), name: 'a.png', type: 'image/png' };
    await updateProfile(form(names, picture), customer);
    const first = (await profileOf(customer)).image;
    await updateProfile(form(names, picture), customer);
    const second = (await profileOf(customer)).image;
    expect(second).not.toBe(first);
    expect(pictures()).toContain(second);
    expect(pictures()).not.toContain(first);
  });
});

describe('given a picture the form must refuse', () => {
  it.each([
    [
      'a WebP named and typed as a PNG',
      webpBytes(6, 6),
      'Only JPG, PNG and GIF images are allowed',
    ],
    ['an SVG', svgBytes(), 'Only JPG, PNG and GIF images are allowed'],
    ['a PNG that is not square', realPng(6, 4), 'Image must have a 1:1 ratio'],
  ])('refuses %s, translated, and changes nothing', async (_name, bytes, message) => {
    const customer = await createCustomer(server.db);
    const before = pictures();
    const reply = await updateProfile(
      form({ f_name: 'Changed', l_name: 'Name' }, { bytes, name: 'photo.png', type: 'image/png' }),
      customer,
    );
    expect(reply.status).toBe(422);
    expect(firstError(reply.body)).toMatchObject({ code: 'image', message });
    const arabic = await updateProfile(
      form(names, { bytes, name: 'photo.png', type: 'image/png' }),
      {
        ...customer,
        language: 'ar',
      },
    );
    expect(firstError(arabic.body)?.message).not.toBe(message);
    expect(pictures()).toEqual(before);
    expect(await profileOf(customer)).toMatchObject({ image: '' });
  });

  it('serves a GIF carrying a page after its end as a GIF, never as HTML', async () => {
    const customer = await createCustomer(server.db);
    const reply = await updateProfile(
      form(names, { bytes: gifWithHtml(), name: 'page.html', type: 'text/html' }),
      customer,
    );
    expect(reply.status).toBe(200);
    const { image } = await profileOf(customer);
    expect(image).toMatch(/\.gif$/);
    const served = await fetch(`${origin}/images/${PROFILE_PICTURE_FOLDER}/${image}`);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('given a name no upload has', () => {
  it.each([
    'missing.png',
    `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.png`,
    'x.svg',
    '..%2Fsecret.png',
  ])('answers %s with a translated 404', async (name) => {
    const served = await fetch(`${origin}/images/${PROFILE_PICTURE_FOLDER}/${name}`, {
      headers: { 'x-localization': 'en' },
    });
    expect(served.status).toBe(404);
    expect(served.headers.get('content-type')).toMatch(/^application\/json/);
    expect(firstError(await served.json())).toEqual({ code: 'image', message: 'Image not found' });
  });
});

describe('given a phone or e-mail to change', () => {
  it('takes a new phone in one form, and the phone is not verified until it is', async () => {
    const customer = await createCustomer(server.db);
    const reply = await updateProfile({ ...names, phone: '201007778899' }, customer);
    expect(reply.status).toBe(200);
    expect(await profileOf(customer)).toMatchObject({
      phone: '+201007778899',
      is_phone_verified: 0,
    });
  });

  it('refuses a phone or e-mail another customer has, with the spec messages', async () => {
    const other = await createCustomer(server.db);
    await updateProfile({ ...names, email: 'taken@example.com' }, other);
    const customer = await createCustomer(server.db);
    const reply = await updateProfile(
      { ...names, phone: other.phone, email: 'TAKEN@example.com' },
      customer,
    );
    expect(reply.status).toBe(409);
    expect((reply.body as ErrorListReply).errors).toEqual([
      { code: 'phone', message: 'This phone number is already registered' },
      { code: 'email', message: 'This email is already registered' },
    ]);
    expect(await profileOf(customer)).toMatchObject({ phone: customer.phone, email: null });
  });
});
