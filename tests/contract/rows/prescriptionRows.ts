/*
 * Contract rows of prescription orders (issue #19, pharmacy module) and of a won gift joining the
 * next order: a prescription comes as a multipart form with `order_attachment[]` images and a
 * pharmacy's store_id, as 6amMart's clients send it; an order from the cart placed after a spin
 * takes the gift (the gift's line itself is the demo server's giftJoinsOrder.test.ts).
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { gifBytes, pngBytes } from '../../../src/core/validation/imageBytes.fixtures';
import type { ContractIds, ContractRequest } from '../contractBackend';
import { API, addToCart, type ContractRow, get, post, refusal, row } from '../contractRow';
import { giftItemShape } from '../giftShapes';

/** A delivery address in Cairo, inside the delivery zone of both backends. */
const CAIRO_ADDRESS = {
  address: '12 Nile Street, Garden City',
  latitude: '30.05',
  longitude: '31.24',
  contact_person_name: 'Mona Adel',
  contact_person_number: '+201012345678',
  address_type: 'home',
};

const image = (n: number) => new File([pngBytes(4, 4)], `rx-${n}.png`, { type: 'image/png' });

/** A prescription form to `storeId` with `count` images, at the path given. */
function prescription(
  storeId: number,
  count: number,
  path = '/customer/order/place',
): ContractRequest {
  const form = new FormData();
  for (const [name, value] of Object.entries(CAIRO_ADDRESS)) form.append(name, value);
  form.append('store_id', String(storeId));
  form.append('order_note', 'Twice a day after meals');
  for (let n = 1; n <= count; n += 1) form.append('order_attachment[]', image(n));
  return { method: 'POST', path: `${API}${path}`, form };
}

const toPharmacy = (ids: ContractIds, count = 1) => prescription(ids.pharmacyStore, count);

/** The reply of a placed order (6amMart's, `total_ammount` spelt as it spells it). */
const placedShape = v.object({
  message: v.string(),
  order_id: v.pipe(v.number(), v.integer(), v.minValue(100001)),
  total_ammount: v.pipe(v.number(), v.minValue(0)),
  status: v.literal('pending'),
  payment_method: v.string(),
  created_at: v.string(),
  user_id: v.number(),
});

/** A tracked order as far as its prescription goes. */
const trackedPrescriptionShape = v.object({
  id: v.number(),
  order_status: v.literal('pending'),
  payment_method: v.literal('cash_on_delivery'),
  details_count: v.literal(0),
  prescription_order: v.literal(true),
  order_attachment: v.array(v.string()),
  order_attachment_full_url: v.array(v.pipe(v.string(), v.url())),
});

const placedId = (body: unknown) => v.parse(placedShape, body).order_id;

export const prescriptionRows: ContractRow[] = [
  row({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'a customer sends a prescription image to an open pharmacy, as a form',
    as: 'customer',
    request: (ids) => toPharmacy(ids),
    status: 200,
    reply: placedShape,
    holds: (placed) => {
      expect(placed.payment_method).toBe('cash_on_delivery');
      // Charged its delivery fee for now: the pharmacy prices the medicines later.
      expect(placed.total_ammount).toBeGreaterThan(0);
    },
  }),
  row({
    endpoint: 'GET /api/v1/customer/order/track',
    when: 'the order tracked is a prescription just placed with two images',
    as: 'customer',
    given: (ids) => [toPharmacy(ids, 2)],
    request: (_ids, earlier) => get(`/customer/order/track?order_id=${placedId(earlier[0])}`),
    status: 200,
    reply: trackedPrescriptionShape,
    holds: (order, _ids, earlier) => {
      expect(order.id).toBe(placedId(earlier[0]));
      expect(order.order_attachment).toHaveLength(2);
      order.order_attachment.forEach((name, index) => {
        expect(order.order_attachment_full_url[index]).toMatch(
          new RegExp(`/images/prescription/${name.replace('.', '\\.')}$`),
        );
      });
    },
  }),
  row({
    endpoint: 'GET /api/v1/customer/order/details',
    when: 'the order is a prescription the pharmacy has not priced yet',
    as: 'customer',
    given: (ids) => [toPharmacy(ids)],
    request: (_ids, earlier) => get(`/customer/order/details?order_id=${placedId(earlier[0])}`),
    status: 200,
    reply: trackedPrescriptionShape,
    holds: (order, _ids, earlier) => {
      expect(order.id).toBe(placedId(earlier[0]));
      expect(order.order_attachment_full_url).toHaveLength(1);
    },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'a prescription comes with four images',
    as: 'customer',
    request: (ids) => toPharmacy(ids, 4),
    status: 422,
    code: 'order_attachment',
    message: 'Maximum 3 images can be send at a time.',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/prescription/place',
    when: 'a prescription comes with no image',
    as: 'customer',
    request: (ids) => prescription(ids.pharmacyStore, 0, '/customer/order/prescription/place'),
    status: 422,
    code: 'order_attachment',
    message: 'Please upload your prescription',
    language: 'ar',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'a prescription is sent to a store that is no pharmacy',
    as: 'customer',
    request: (ids) => prescription(ids.openStore.id, 1),
    status: 422,
    code: 'store_id',
    message: 'Prescription orders are taken by pharmacies only',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/order/place',
    when: 'a prescription image is a GIF among text named as a PNG',
    as: 'customer',
    request: (ids) => {
      const form = prescription(ids.pharmacyStore, 0).form ?? new FormData();
      form.append('order_attachment[]', new File([gifBytes(5, 5)], 'a.gif', { type: 'image/gif' }));
      form.append(
        'order_attachment[]',
        new File(['not a picture'], 'b.png', { type: 'image/png' }),
      );
      return { method: 'POST', path: `${API}/customer/order/place`, form };
    },
    status: 422,
    code: 'order_attachment',
    message: 'Only JPG, PNG and GIF images are allowed',
  }),
  row({
    endpoint: 'GET /api/v1/customer/get-gift-item',
    when: 'the customer spun a packet and then placed an order from the cart',
    as: 'customer',
    given: (ids) => [
      post('/customer/random-item-by-gift-packet', { gift_packet_id: 1 }),
      addToCart(ids.plainItem.id),
      post('/customer/order/place', {
        payment_method: 'cash_on_delivery',
        order_type: 'delivery',
        ...CAIRO_ADDRESS,
      }),
    ],
    request: () => get('/customer/get-gift-item?gift_packet_id=1'),
    status: 200,
    reply: giftItemShape,
    holds: (reply, _ids, earlier) => {
      expect(reply.gift_item?.order_id).toBe(placedId(earlier[2]));
    },
  }),
];
