/*
 * The fake shop's prescription orders (issue #19, pharmacy module), answered as the demo server's
 * routes/order/prescription*.ts answer them: a form of 1 to 3 images under `order_attachment[]`,
 * a pharmacy, cash on delivery, charged the delivery fee and tip of the core rule, no lines.
 * Simpler inside: the one pharmacy is open around the clock and the distance is measured from
 * the zone's centre, as the fake's other orders measure it.
 */
import type { PrescriptionOrderFields } from '../api/prescriptionWire';
import type { Config, OrderPlacedReply } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { fromMinor, greatCircleKm, orderTotals, precision, toMinor } from '../pricing';
import {
  checkImage,
  checkPrescriptionImages,
  PRESCRIPTION_MAX_IMAGES,
  sniffImageType,
} from '../validation';
import type { FakeOrder } from './fakeAfterOrder';
import {
  type FakeFormFile,
  type FakeRequest,
  fieldsOf,
  MAX_ROW_ID,
  refuse,
  translate,
  unauthenticated,
  wholeNumber,
} from './fakeHttp';
import { deliveryAddressField, textField } from './fakeOrderFields';
import { fakeOrder } from './fakeOrderFixtures';
import { FIXTURE_CLOSED_STORE_ID } from './fakeStorePage';

/** The fake shop's one pharmacy, after the fixture stores (which sell no medicines). */
export const FAKE_PHARMACY_STORE_ID = 6;

/** Where the fake says its uploads are served, as the server's upload route serves them. */
const UPLOADS_ORIGIN = 'http://fake.shop';
const ATTACHMENT_FIELD = 'order_attachment';
/** How far from a zone's centre the fake delivers, as its cart orders do. */
const ZONE_RADIUS_KM = 40;

/** What the fake's prescription orders read of the rest of the shop. */
export interface FakePrescriptionShop {
  config: (language: Locale) => Config;
  signedIn: boolean;
  customerId: number;
  /** Puts a placed order where the order lists, track and details find it. */
  put: (order: FakeOrder) => void;
}

/** Places a prescription order under the id given. */
export type FakePrescriptionPlace = (request: FakeRequest, orderId: number) => OrderPlacedReply;

const isFormFile = (value: unknown): value is FakeFormFile =>
  typeof value === 'object' && value !== null && 'bytes' in value && 'filename' in value;

/** Each value a form sent, with its field's name (without a trailing `[]`). */
const sentValues = (fields: Record<string, unknown>) =>
  Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one: unknown) => ({
      field: name.replace(/\[\]$/, ''),
      value: one,
    })),
  );

/** Whether a body is a form with files: at customer/order/place, a prescription order. */
export const isPrescriptionForm = (body: unknown): boolean =>
  sentValues(fieldsOf(body)).some(({ value }) => isFormFile(value));

/** The extension the server stores an image under, from what its bytes are. */
function extensionOf(bytes: Uint8Array): string {
  const type = sniffImageType(bytes);
  return type === 'jpeg' ? 'jpg' : (type ?? 'png');
}

const isFlag = (value: unknown) => value === true || value === 1 || value === '1';

/** The refusal of a failed rule, with the field it names. */
function refuseRule(result: ReturnType<typeof checkImage>): void {
  if (result)
    refuse(422, ATTACHMENT_FIELD, result.key, { field: ATTACHMENT_FIELD, ...result.values });
}

/** The store named, refused unless it is the pharmacy. */
function pharmacyOf(fields: Record<string, unknown>): number {
  const sent = fields.store_id;
  if (sent === undefined || sent === null || sent === '') {
    refuse(422, 'store_id', '{field} is required', { field: 'store_id' });
  }
  const storeId = wholeNumber(sent, 'store_id', 1, MAX_ROW_ID);
  if (storeId === FAKE_PHARMACY_STORE_ID) return storeId;
  if (storeId <= FIXTURE_CLOSED_STORE_ID) {
    refuse(422, 'store_id', 'Prescription orders are taken by pharmacies only');
  }
  return refuse(404, 'store_id', 'Store not found');
}

/** The fake's prescription orders over its config, putting each placed order with the others. */
export function createFakePrescriptions(shop: FakePrescriptionShop): FakePrescriptionPlace {
  return (request, orderId) => {
    const fields = fieldsOf(request.body);
    const files = sentValues(fields).filter(({ value }) => isFormFile(value));
    // The server's form reader stops at the fourth file, before anything else is read.
    if (files.length > PRESCRIPTION_MAX_IMAGES) {
      refuse(422, ATTACHMENT_FIELD, 'Maximum 3 images can be send at a time.');
    }
    const config = shop.config(request.language);
    const isCustomer = request.token !== null;
    if (isCustomer && !shop.signedIn) unauthenticated();
    if (!isCustomer && config.guest_checkout_status !== 1) refuse(403, 'auth', 'Login required');
    const guestId = fields.guest_id ?? request.query.guest_id;
    if (!isCustomer && (guestId === undefined || String(guestId).trim() === '')) {
      refuse(403, 'guest_id', 'Guest id is missing or unknown');
    }
    const method = fields.payment_method ?? 'cash_on_delivery';
    if (method !== 'cash_on_delivery' || isFlag(fields.partial_payment)) {
      refuse(422, 'payment_method', 'A prescription order is paid in cash on delivery');
    }
    refuseRule(checkPrescriptionImages(files.length));
    const images = files.map(({ field, value }) => {
      if (field !== ATTACHMENT_FIELD || !isFormFile(value)) {
        return refuse(422, ATTACHMENT_FIELD, '{field} is invalid', { field: ATTACHMENT_FIELD });
      }
      refuseRule(checkImage(value.bytes));
      return value.bytes;
    });
    const storeId = pharmacyOf(fields);
    const address = deliveryAddressField(fields);
    const point = { lat: Number(address.latitude), lng: Number(address.longitude) };
    const centre = (zone: Config['zones'][number]) => ({
      lat: Number(zone.latitude),
      lng: Number(zone.longitude),
    });
    const zone = config.zones?.find(
      (candidate) => greatCircleKm(point, centre(candidate)) <= ZONE_RADIUS_KM,
    );
    if (!zone) return refuse(403, 'coordinates', "You can't add address in this country");
    const digits = precision(config.digit_after_decimal_point);
    const tips = Number(fields.dm_tips ?? 0) || 0;
    const totals = orderTotals({
      items: [],
      coupon: null,
      zoneId: zone.id,
      storeId,
      delivery: { distanceKm: greatCircleKm(point, centre(zone)), zone },
      freeDeliveryOver: config.free_delivery_over,
      taxPercent: config.tax ?? 0,
      taxIncluded: config.tax_included,
      digits,
    });
    const charged = fromMinor(toMinor(totals.total, digits) + toMinor(tips, digits), digits);
    const names = images.map((bytes) => `${crypto.randomUUID()}.${extensionOf(bytes)}`);
    const base = fakeOrder({
      id: orderId,
      amount: charged,
      byGuest: !isCustomer,
      contactNumber: address.contact_person_number,
    });
    const prescription: PrescriptionOrderFields = {
      prescription_order: true,
      order_attachment: names,
      order_attachment_full_url: names.map(
        (name) => `${UPLOADS_ORIGIN}/images/prescription/${name}`,
      ),
    };
    shop.put({
      ...base,
      order: (language) => ({
        ...base.order(language),
        store_id: storeId,
        delivery_charge: totals.deliveryFee,
        dm_tips: tips,
        order_note: textField(fields, 'order_note') || null,
        details_count: 0,
        ...prescription,
      }),
      details: () => [],
    });
    return {
      message: translate(request.language, 'Order placed successfully'),
      order_id: orderId,
      total_ammount: charged,
      status: 'pending',
      payment_method: 'cash_on_delivery',
      created_at: new Date().toISOString(),
      user_id: isCustomer ? shop.customerId : 0,
    };
  };
}
