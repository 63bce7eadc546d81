// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply } from '../../../../src/core/api/wire';
import { IMAGE_MAX_BYTES } from '../../../../src/core/validation';
import { gifBytes, jpegBytes, pngBytes } from '../../../../src/core/validation/imageBytes.fixtures';
import { orders, refunds } from '../../db/orderSchema';
import { reviews } from '../../db/schema';
import { createCustomer, type TestCustomer } from '../../testing/accountFixtures';
import { newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { type FixtureOrder, insertOrder } from '../../testing/placedOrders';
import { REFUND_PHOTO_FOLDER } from './refundRoutes';
import { REVIEW_PHOTO_FOLDER } from './reviewRoutes';

/*
 * Refund requests and reviews as 6amMart's clients send them: multipart forms with photos as file
 * parts, over a real connection, so the limits act on a streamed body as they do in use.
 */

let server: TestServer;
let customer: TestCustomer;
let origin: string;
beforeAll(async () => {
  server = await startTestServer();
  customer = await createCustomer(server.db);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => server.close());

const THREE_MB = 3 * 1024 * 1024;

interface Sent {
  token?: string;
  language?: 'ar' | 'en';
  /** A content type of its own, for a body written by hand. */
  contentType?: string;
}

async function send(path: string, body: FormData | string, sent: Sent = {}) {
  const headers: Record<string, string> = { 'x-localization': sent.language ?? 'en' };
  if (sent.token) headers.authorization = `Bearer ${sent.token}`;
  if (sent.contentType) headers['content-type'] = sent.contentType;
  const response = await fetch(`${origin}/api/v1${path}`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

const photo = (bytes: Uint8Array<ArrayBuffer>, name: string, type = 'image/png') =>
  new File([bytes], name, { type });

/** A form of text fields and files, each file under its own field name. */
function form(fields: Record<string, string>, files: [string, File][] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, file] of files) data.append(name, file);
  return data;
}

const firstError = (body: unknown) => (body as ErrorListReply).errors[0];
const photosIn = (folder: string) => {
  const directory = join(server.imagesDir, folder);
  return existsSync(directory) ? readdirSync(directory) : [];
};
const delivered = (fields: Partial<FixtureOrder> = {}) =>
  insertOrder(server.db, {
    customerId: customer.id,
    storeId: server.fixtures.openStoreId,
    lines: [{ itemId: server.fixtures.plainItemId, quantity: 1 }],
    status: 'delivered',
    ...fields,
  });
const refundOf = async (orderId: number) =>
  server.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('given a refund request sent as the 6amMart web sends it', () => {
  it('takes three photos as `image[]` file parts and keeps their bytes under random names', async () => {
    const orderId = await delivered();
    const sentPhotos = [pngBytes(20, 20), jpegBytes(30, 10), gifBytes(5, 5)];
    const reply = await send(
      '/customer/order/refund-request',
      form({ order_id: String(orderId), customer_reason: 'Damaged', customer_note: 'Crushed' }, [
        ['image[]', photo(sentPhotos[0] ?? pngBytes(1, 1), 'one.png')],
        ['image[]', photo(sentPhotos[1] ?? pngBytes(1, 1), 'two.jpg', 'image/jpeg')],
        ['image[]', photo(sentPhotos[2] ?? pngBytes(1, 1), 'three.gif', 'image/gif')],
      ]),
      { token: customer.token },
    );
    expect(reply).toEqual({ status: 200, body: { message: 'Refund request sent' } });
    const [refund] = await refundOf(orderId);
    expect(refund).toMatchObject({ customerReason: 'Damaged', customerNote: 'Crushed' });
    expect(refund?.images.map((name) => name.split('.')[1])).toEqual(['png', 'jpg', 'gif']);
    const kept = (refund?.images ?? []).map(
      (name) => new Uint8Array(readFileSync(join(server.imagesDir, REFUND_PHOTO_FOLDER, name))),
    );
    expect(kept).toEqual(sentPhotos);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.orderStatus).toBe('refund_requested');
  });

  it('refuses what is wrong with the form in the errors shape, translated, storing nothing', async () => {
    const orderId = await delivered();
    const before = photosIn(REFUND_PHOTO_FOLDER);
    const fields = { order_id: String(orderId), customer_reason: 'Damaged' };
    const gif = () => photo(gifBytes(5, 5), 'small.gif', 'image/gif');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const cases: [string, FormData, number, { code: string; message: string }][] = [
      [
        'four photos',
        form(fields, [
          ['image[]', gif()],
          ['image[]', gif()],
          ['image[]', gif()],
          ['image[]', gif()],
        ]),
        422,
        { code: 'image', message: 'Maximum 3 images can be send at a time.' },
      ],
      [
        'a 3 MB photo',
        form(fields, [['image[]', photo(pngBytes(10, 10, THREE_MB), 'big.png')]]),
        422,
        { code: 'image', message: 'Image size must not exceed 2 MB' },
      ],
      [
        'an SVG named and typed as a PNG',
        form(fields, [['image[]', photo(svg, 'drawing.png')]]),
        422,
        { code: 'image', message: 'Only JPG, PNG and GIF images are allowed' },
      ],
      [
        'a 3 MB text file named as a PNG (its type is judged before its size)',
        form(fields, [['image[]', photo(new Uint8Array(THREE_MB).fill(65), 'notes.png')]]),
        422,
        { code: 'image', message: 'Only JPG, PNG and GIF images are allowed' },
      ],
      [
        'a PNG signature on a broken header',
        form(fields, [['image[]', photo(pngBytes(10, 10).slice(0, 12), 'cut.png')]]),
        422,
        { code: 'image', message: 'Only JPG, PNG and GIF images are allowed' },
      ],
      [
        'a photo under another field',
        form(fields, [['photo', gif()]]),
        422,
        { code: 'image', message: 'image is invalid' },
      ],
      [
        'no order id',
        form({ customer_reason: 'Damaged' }, [['image[]', gif()]]),
        422,
        { code: 'order_id', message: 'order_id is required' },
      ],
      [
        'an empty reason',
        form({ order_id: String(orderId), customer_reason: ' ' }, [['image[]', gif()]]),
        422,
        { code: 'customer_reason', message: 'Reason is required' },
      ],
      [
        'a note of 20,000 characters',
        form({ ...fields, customer_note: 'x'.repeat(20_000) }),
        422,
        { code: 'customer_note', message: 'customer_note is invalid' },
      ],
    ];
    for (const [what, body, status, error] of cases) {
      const reply = await send('/customer/order/refund-request', body, { token: customer.token });
      expect({ what, status: reply.status, error: firstError(reply.body) }).toEqual({
        what,
        status,
        error,
      });
    }
    const inArabic = await send(
      '/customer/order/refund-request',
      form(fields, [['image[]', photo(pngBytes(10, 10, THREE_MB), 'big.png')]]),
      { token: customer.token, language: 'ar' },
    );
    expect(firstError(inArabic.body)).toEqual({
      code: 'image',
      message: 'يجب ألا يتجاوز حجم الصورة 2 ميغابايت',
    });
    expect(photosIn(REFUND_PHOTO_FOLDER)).toEqual(before);
    expect(await refundOf(orderId)).toEqual([]);
  });

  it('refuses a broken multipart body with 400, a crowded one with 413, and base64 photos with 422', async () => {
    const orderId = await delivered();
    const boundary = 'souq-boundary';
    const cut = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="order_id"',
      '',
      String(orderId),
      `--${boundary}`,
      'Content-Disposition: form-data; name="image[]"; filename="a.png"',
      'Content-Type: image/png',
      '',
      'PNG bytes that never end',
    ].join('\r\n');
    const broken = [
      ['a body cut before its closing boundary', cut, `multipart/form-data; boundary=${boundary}`],
      ['a multipart type without a boundary', cut, 'multipart/form-data'],
    ];
    for (const [what, body, contentType] of broken) {
      const reply = await send('/customer/order/refund-request', body ?? '', {
        token: customer.token,
        ...(contentType ? { contentType } : {}),
      });
      expect({ what, status: reply.status, error: firstError(reply.body) }).toEqual({
        what,
        status: 400,
        error: { code: 'body', message: 'The request body is not a valid form' },
      });
    }
    const crowded = form(
      Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`field${index}`, 'x'])),
    );
    const tooMany = await send('/customer/order/refund-request', crowded, {
      token: customer.token,
      language: 'ar',
    });
    expect(tooMany.status).toBe(413);
    expect(firstError(tooMany.body)).toEqual({
      code: 'body',
      message: 'حجم محتوى الطلب أكبر من المسموح',
    });
    const base64 = await send(
      '/customer/order/refund-request',
      JSON.stringify({
        order_id: orderId,
        customer_reason: 'Damaged',
        image: [Buffer.from(pngBytes(5, 5)).toString('base64')],
      }),
      { token: customer.token, contentType: 'application/json' },
    );
    expect(base64.status).toBe(422);
    expect(firstError(base64.body)).toEqual({
      code: 'image',
      message: 'Send photos as files of a multipart form',
    });
    expect(await refundOf(orderId)).toEqual([]);
  });

  it('finds a guest’s order by the guest_id field of the form', async () => {
    const guestId = await newGuest(server.app);
    const orderId = await insertOrder(server.db, {
      guestId,
      storeId: server.fixtures.openStoreId,
      lines: [{ itemId: server.fixtures.plainItemId, quantity: 1 }],
      status: 'delivered',
    });
    const reply = await send(
      '/customer/order/refund-request',
      form({ guest_id: guestId, order_id: String(orderId), customer_reason: 'Damaged' }, [
        ['image[]', photo(pngBytes(4, 4), 'a.png')],
      ]),
    );
    expect(reply.status).toBe(200);
    expect((await refundOf(orderId))[0]?.images).toHaveLength(1);
  });
});

describe('given a review sent as a multipart form', () => {
  it('takes three `attachment[]` photos, one of exactly 2 MB', async () => {
    const itemId = server.fixtures.plainItemId;
    const orderId = await delivered();
    const reply = await send(
      '/items/reviews/submit',
      form({ item_id: String(itemId), order_id: String(orderId), rating: '5', comment: 'Fresh' }, [
        ['attachment[]', photo(jpegBytes(10, 10, IMAGE_MAX_BYTES), 'full.jpg', 'image/jpeg')],
        ['attachment[]', photo(pngBytes(3, 3), 'b.png')],
        ['attachment[]', photo(gifBytes(3, 3), 'c.gif', 'image/gif')],
      ]),
      { token: customer.token },
    );
    expect(reply).toEqual({ status: 200, body: { message: 'Review submitted successfully' } });
    const [written] = await server.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.orderId, orderId), eq(reviews.itemId, itemId)));
    expect(written?.rating).toBe(5);
    expect(written?.images).toHaveLength(3);
    for (const name of written?.images ?? []) {
      expect(photosIn(REVIEW_PHOTO_FOLDER)).toContain(name);
    }
  });

  it('refuses four photos, a 3 MB one, a missing rating and a guest, storing nothing', async () => {
    const itemId = server.fixtures.plainItemId;
    const orderId = await delivered();
    const before = photosIn(REVIEW_PHOTO_FOLDER);
    const fields = { item_id: String(itemId), order_id: String(orderId), comment: 'Nice' };
    const small = () => photo(pngBytes(3, 3), 'a.png');
    const cases: [FormData, number, { code: string; message: string }][] = [
      [
        form({ ...fields, rating: '4' }, [
          ['attachment[]', small()],
          ['attachment[]', small()],
          ['attachment[]', small()],
          ['attachment[]', small()],
        ]),
        422,
        { code: 'attachment', message: 'Maximum 3 images can be send at a time.' },
      ],
      [
        form({ ...fields, rating: '4' }, [
          ['attachment[]', photo(pngBytes(10, 10, THREE_MB), 'big.png')],
        ]),
        422,
        { code: 'attachment', message: 'Image size must not exceed 2 MB' },
      ],
      [
        form(fields, [['attachment[]', small()]]),
        422,
        { code: 'rating', message: 'Rating is required' },
      ],
    ];
    for (const [body, status, error] of cases) {
      const reply = await send('/items/reviews/submit', body, { token: customer.token });
      expect({ status: reply.status, error: firstError(reply.body) }).toEqual({ status, error });
    }
    const asGuest = await send(
      '/items/reviews/submit',
      form({ ...fields, rating: '4', guest_id: await newGuest(server.app) }, [
        ['attachment[]', photo(pngBytes(10, 10, THREE_MB), 'big.png')],
      ]),
    );
    expect(asGuest.status).toBe(401);
    expect(photosIn(REVIEW_PHOTO_FOLDER)).toEqual(before);
    expect(await server.db.select().from(reviews).where(eq(reviews.orderId, orderId))).toEqual([]);
  });
});
