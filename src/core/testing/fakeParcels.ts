/*
 * The fake shop's parcel orders: the demo server's customer/order/place with `order_type: 'parcel'`
 * (demo-site/server/routes/order/parcelOrder.ts), refusing with the same messages and pricing with
 * the same core rule (`parcelCharge`). The parcel it places is put among the shop's orders, so
 * the order reads (list, running-orders, track, details, cancel) answer for it.
 */
import type { Config, Order, OrderDeliveryAddress, OrderPlacedReply } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { greatCircleKm, parcelCharge, precision } from '../pricing';
import {
  checkContactPersonName,
  checkDeliveryNote,
  checkLatitude,
  checkLongitude,
  checkPhone,
  isAddressType,
} from '../validation';
import type { FakeOrder } from './fakeAfterOrder';
import { fixtureParcelCategories } from './fakeContentFixtures';
import { type FakeRequest, fieldsOf, MAX_ROW_ID, refuse, translate, wholeNumber } from './fakeHttp';
import { amountField, paymentMethodField } from './fakeOrderFields';
import { fakeOrder } from './fakeOrderFixtures';

/** How far from a zone's centre the fake delivers, as the demo server's Cairo zone reaches. */
const ZONE_RADIUS_KM = 40;
/** The cash-on-delivery cap of the demo server's default config. */
const COD_MAX_ORDER_AMOUNT = 1000;
const CHARGE_PAYERS = ['sender', 'receiver'] as const;

/** What the fake's parcel placement reads of the rest of the shop. */
export interface FakeParcelShop {
  config: (language: Locale) => Config;
  customerId: number;
  /** Puts the placed parcel among the shop's orders. */
  keep: (order: FakeOrder) => void;
}

/** The order being placed: its id, whose it is, and what the wallet holds. */
export interface FakeParcelPlacing {
  orderId: number;
  /** The guest id, or null for the signed-in customer. */
  guestId: string | null;
  walletBalance: number;
}

/** The reply, and what the wallet paid. */
export interface FakeParcelOutcome {
  reply: OrderPlacedReply;
  walletSpent: number;
}

const isFlag = (value: unknown) => value === true || value === 1 || value === '1';

function textOf(fields: Record<string, unknown>, name: string, prefix = ''): string {
  const value = fields[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    return refuse(422, `${prefix}${name}`, '{field} is invalid', { field: `${prefix}${name}` });
  }
  return value;
}

function chargePayerOf(fields: Record<string, unknown>): (typeof CHARGE_PAYERS)[number] {
  const payer = fields.charge_payer ?? 'sender';
  const known = CHARGE_PAYERS.find((candidate) => candidate === payer);
  return known ?? refuse(422, 'charge_payer', '{field} is invalid', { field: 'charge_payer' });
}

/** The receiver as sent: JSON text or an object; null when absent. */
function receiverOf(value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === null) return null;
  const invalid = () =>
    refuse(422, 'receiver_details', '{field} is invalid', { field: 'receiver_details' });
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return invalid();
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? fieldsOf(parsed)
    : invalid();
}

/** The point of one end, or null when a coordinate is missing or not one. */
function pointOf(end: Record<string, unknown> | null): { lat: number; lng: number } | null {
  if (end === null) return null;
  const { latitude, longitude } = end;
  const judgeable = (value: unknown): value is number | string =>
    typeof value === 'number' || typeof value === 'string';
  if (!judgeable(latitude) || !judgeable(longitude)) return null;
  if (checkLatitude(latitude) !== null || checkLongitude(longitude) !== null) return null;
  return { lat: Number(latitude), lng: Number(longitude) };
}

/** One end's contact and address, checked as the server checks it. */
function addressOf(
  end: Record<string, unknown>,
  point: { lat: number; lng: number },
  prefix: string,
): OrderDeliveryAddress {
  const address = textOf(end, 'address', prefix).trim();
  if (address === '') refuse(422, `${prefix}address`, 'Delivery address is required');
  const name = textOf(end, 'contact_person_name', prefix).trim();
  const phone = textOf(end, 'contact_person_number', prefix).trim();
  const rules = {
    contact_person_name: checkContactPersonName(name),
    contact_person_number: checkPhone(phone),
  };
  for (const [field, failure] of Object.entries(rules)) {
    if (failure) refuse(422, `${prefix}${field}`, failure.key, failure.values);
  }
  const type = textOf(end, 'address_type', prefix);
  const detail = (name: string) => textOf(end, name, prefix) || null;
  return {
    contact_person_name: name,
    contact_person_number: phone,
    address_type: isAddressType(type) ? type : 'others',
    address,
    road: detail('road'),
    house: detail('house'),
    floor: detail('floor'),
    latitude: String(point.lat),
    longitude: String(point.lng),
  };
}

/** Places a parcel as the demo server does; refusals throw before anything is kept. */
export function placeFakeParcel(
  shop: FakeParcelShop,
  request: FakeRequest,
  placing: FakeParcelPlacing,
): FakeParcelOutcome {
  const config = shop.config(request.language);
  const fields = fieldsOf(request.body);
  const method = paymentMethodField(fields);
  const categoryId = wholeNumber(fields.parcel_category_id, 'parcel_category_id', 1, MAX_ROW_ID);
  const payer = chargePayerOf(fields);
  const receiver = receiverOf(fields.receiver_details);
  const shown = amountField(fields, 'order_amount');
  const tips = amountField(fields, 'dm_tips') ?? 0;
  const note = textOf(fields, 'delivery_instruction');
  if (checkDeliveryNote(note)) {
    refuse(422, 'delivery_instruction', '{field} is invalid', { field: 'delivery_instruction' });
  }
  const partial = isFlag(fields.partial_payment);
  if (payer === 'receiver' && (method !== 'cash_on_delivery' || partial)) {
    refuse(403, 'payment_method', 'When the receiver pays, the parcel is paid in cash');
  }

  const senderPoint = pointOf(fields);
  const receiverPoint = pointOf(receiver);
  if (senderPoint === null || receiverPoint === null || receiver === null) {
    return refuse(422, 'coordinates', 'Sender or Receiver location is missing');
  }
  const sender = addressOf(fields, senderPoint, '');
  const receiverAddress = addressOf(receiver, receiverPoint, 'receiver_details.');
  const zoneOf = (point: { lat: number; lng: number }) =>
    config.zones?.find(
      (zone) =>
        greatCircleKm(point, { lat: Number(zone.latitude), lng: Number(zone.longitude) }) <=
        ZONE_RADIUS_KM,
    ) ?? refuse(403, 'coordinates', "You can't add address in this country");
  const zone = zoneOf(senderPoint);
  zoneOf(receiverPoint);
  const category =
    fixtureParcelCategories(request.language).find((listed) => listed.id === categoryId) ??
    refuse(404, 'parcel_category_id', 'Parcel category not found');

  const distanceKm = greatCircleKm(senderPoint, receiverPoint);
  const price = parcelCharge({
    distanceKm,
    category,
    zone,
    taxPercent: config.tax ?? 0,
    taxIncluded: config.tax_included,
    dmTips: tips,
    digits: precision(config.digit_after_decimal_point),
  });
  if (shown !== null && shown !== price.total) {
    refuse(409, 'order_amount', 'The order total changed, please review it');
  }
  const isCustomer = placing.guestId === null;
  const usesWallet = method === 'wallet' || partial;
  if (usesWallet && !isCustomer) refuse(403, 'payment_method', 'Login required');
  if (method === 'wallet' && placing.walletBalance < price.total) {
    refuse(403, 'payment_method', 'Wallet balance is below total amount');
  }
  const cashDue = usesWallet ? Math.max(0, price.total - placing.walletBalance) : price.total;
  if (method === 'cash_on_delivery' && cashDue > COD_MAX_ORDER_AMOUNT) {
    refuse(403, 'payment_method', 'You can not Order more then 1000 on COD order');
  }
  const walletSpent = usesWallet ? Math.min(placing.walletBalance, price.total) : 0;
  const paidBy = !usesWallet
    ? method
    : placing.walletBalance >= price.total
      ? 'wallet'
      : 'partial_payment';

  const placedAt = new Date().toISOString();
  const base = fakeOrder({
    id: placing.orderId,
    paymentMethod: paidBy,
    paymentStatus: paidBy === 'wallet' ? 'paid' : 'unpaid',
    amount: price.total,
    partiallyPaid: paidBy === 'partial_payment' ? walletSpent : 0,
    byGuest: !isCustomer,
    contactNumber: sender.contact_person_number,
  });
  shop.keep({
    byGuest: !isCustomer,
    details: () => [],
    order: (language): Order => ({
      ...base.order(language),
      user_id: isCustomer ? shop.customerId : null,
      module_id: category.module_id,
      zone_id: zone.id,
      order_type: 'parcel',
      delivery_address: sender,
      delivery_charge: price.deliveryCharge,
      original_delivery_charge: price.deliveryCharge,
      total_tax_amount: price.tax,
      tax_status: config.tax_included === 1 ? 'included' : 'excluded',
      tax_percentage: config.tax ?? 0,
      dm_tips: price.dmTips,
      distance: distanceKm,
      order_note: textOf(fields, 'order_note') || null,
      delivery_instruction: note || null,
      pending: placedAt,
      delivered: null,
      created_at: placedAt,
      updated_at: placedAt,
      details_count: 0,
      parcel_category: fixtureParcelCategories(language).find(
        (listed) => listed.id === categoryId,
      ) ?? { ...category },
      receiver_details: receiverAddress,
      charge_payer: payer,
    }),
  });
  return {
    walletSpent,
    reply: {
      message: translate(request.language, 'Order placed successfully'),
      order_id: placing.orderId,
      total_ammount: price.total,
      status: 'pending',
      payment_method: paidBy,
      created_at: placedAt,
      user_id: isCustomer ? shop.customerId : 0,
      ...(method === 'digital_payment'
        ? { redirect_link: `/payment/fake-${placing.orderId}?lang=${request.language}` }
        : {}),
    },
  };
}
