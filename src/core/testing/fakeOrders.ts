/*
 * The fake shop's order placement: the demo server's customer/order/place
 * (demo-site/server/routes/order) over the fake cart, refusing with the same messages and
 * pricing with the same core rule (`orderTotals`). As there, an Idempotency-Key makes a retry
 * answer the order already placed, `address_id` names a saved address of the customer, a coupon
 * is checked as coupon/apply checks it, and the placed order joins the shop's orders. Simpler
 * inside: the distance is measured from the zone's centre and stock is the item's as the catalog
 * lists it.
 */
import type {
  Config,
  MessageReply,
  OfflinePaymentMethod,
  OrderDeliveryAddress,
  OrderPlacedReply,
  OrderStatusName,
} from '../api/wire';
import type { SavedAddress } from '../api/orderWire';
import type { Locale } from '../i18n/locale';
import {
  cartTotals,
  deliveryFee,
  fromMinor,
  greatCircleKm,
  orderTotals,
  precision,
  toMinor,
} from '../pricing';
import { checkDeliveryNote } from '../validation';
import type { FakeOrder } from './fakeAfterOrder';
import type { FakeCartRow, FakeShopCart } from './fakeCart';
import { checkFakeCoupon, pricedRow } from './fakeCoupons';
import {
  type FakeRequest,
  fieldsOf,
  MAX_ROW_ID,
  refuse,
  translate,
  unauthenticated,
  wholeNumber,
} from './fakeHttp';
import { createFakeAttempts, idempotencyKeyOf } from './fakeIdempotency';
import type { FakeParcelOutcome, FakeParcelPlacing } from './fakeParcels';
import { linesToOrder, orderTypeField } from './fakeOrderLines';
import { planFakePayment } from './fakePayment';
import { placedCartOrder } from './fakePlacedOrder';
import { type FakePrescriptionPlace, isPrescriptionForm } from './fakePrescriptions';
import {
  amountField,
  deliveryAddressField,
  paymentMethodField,
  textField,
} from './fakeOrderFields';
import { zoneCentre, zoneOfPoint } from './fakeZones';

/** The cash-on-delivery cap when the config names none, as on the demo server. */
const DEFAULT_COD_MAX_ORDER_AMOUNT = 1000;
/** The first order id, as 6amMart numbers them. */
const FIRST_ORDER_ID = 100001;

/** What the fake's order routes read of the rest of the shop. */
export interface FakeOrderShop {
  cart: FakeShopCart;
  config: (language: Locale) => Config;
  signedIn: boolean;
  /** The signed-in customer's id and wallet. */
  customer: { id: number; walletBalance: number };
  /** Places a parcel (`order_type: 'parcel'`): no cart, the wallet shared with cart orders. */
  placeParcel?: (request: FakeRequest, placing: FakeParcelPlacing) => FakeParcelOutcome;
  /** Places a prescription order (a form with files), under the id given. */
  placePrescription?: FakePrescriptionPlace;
  /** The signed-in customer's won gifts join the order just placed. */
  joinWonGifts?: (orderId: number) => void;
  /** The signed-in customer's saved address with this id, for an order naming `address_id`. */
  savedAddress?: (id: number) => SavedAddress | undefined;
  /** Puts a placed cart order among the shop's orders, where the order pages read it. */
  keep?: (order: FakeOrder) => void;
  /** An order's status now, for a retry answered with the order already placed. */
  statusOf?: (orderId: number) => OrderStatusName | undefined;
}

/** The order routes of the fake shop. */
export interface FakeOrders {
  place(request: FakeRequest): OrderPlacedReply;
  /** customer/order/prescription/place, the 6amMart web's path of a prescription order. */
  placePrescription(request: FakeRequest): OrderPlacedReply;
  offlineMethods(request: FakeRequest): OfflinePaymentMethod[];
  submitOfflinePayment(request: FakeRequest): MessageReply;
}

/** The offline methods of the demo server's seed, named in one language. */
function fakeOfflineMethods(language: Locale): OfflinePaymentMethod[] {
  const say = (en: string, ar: string) => (language === 'ar' ? ar : en);
  return [
    {
      id: 1,
      method_name: say('Bank transfer', 'تحويل بنكي'),
      method_fields: [{ input_name: 'bank_name', input_data: 'Nile Demo Bank' }],
      method_informations: [
        {
          customer_input: 'transaction_reference',
          customer_placeholder: say('Transfer reference', 'مرجع التحويل'),
          is_required: 1,
        },
      ],
      status: 1,
    },
    {
      id: 2,
      method_name: say('Mobile wallet', 'محفظة الهاتف'),
      method_fields: [{ input_name: 'wallet_number', input_data: '+20 100 000 0000' }],
      method_informations: [
        {
          customer_input: 'sender_number',
          customer_placeholder: say('Number you paid from', 'الرقم الذي دفعت منه'),
          is_required: 1,
        },
      ],
      status: 1,
    },
  ];
}

/** What the offline payment reads of an order the fake placed. */
interface PlacedRecord {
  id: number;
  paymentMethod: string;
  paid: boolean;
  /** 'customer' or the guest id that placed it. */
  owner: string;
}

const isFlag = (value: unknown) => value === true || value === 1 || value === '1';

/** Creates the fake's order routes over its cart. */
export function createFakeOrders(shop: FakeOrderShop): FakeOrders {
  let nextOrderId = FIRST_ORDER_ID;
  let walletBalance = shop.customer.walletBalance;
  const placed: PlacedRecord[] = [];
  const attempts = createFakeAttempts((orderId) => shop.statusOf?.(orderId));

  /** A saved address of the customer; a guest has none, as on the server. */
  function savedAddress(id: number, isCustomer: boolean): OrderDeliveryAddress {
    const saved = isCustomer ? shop.savedAddress?.(id) : undefined;
    if (!saved) return refuse(404, 'address_id', 'Address not found');
    return {
      address_type: saved.address_type,
      contact_person_name: saved.contact_person_name,
      contact_person_number: saved.contact_person_number,
      address: saved.address,
      road: saved.road,
      house: saved.house,
      floor: saved.floor,
      latitude: saved.latitude,
      longitude: saved.longitude,
    };
  }

  /** The address sent with the order, checked by the shared address rules, as it is kept. */
  function sentAddress(fields: Record<string, unknown>): OrderDeliveryAddress {
    const checked = deliveryAddressField(fields);
    const detail = (name: string) => textField(fields, name) || null;
    return {
      ...checked,
      contact_person_name: checked.contact_person_name.trim(),
      contact_person_number: checked.contact_person_number.trim(),
      address: textField(fields, 'address').trim(),
      road: detail('road'),
      house: detail('house'),
      floor: detail('floor'),
    };
  }

  /** The lines left in the cart once `ordered` left it: the other stores' lines stay. */
  function keepOtherLines(rows: readonly FakeCartRow[], ordered: readonly FakeCartRow[]): void {
    shop.cart.clear();
    for (const row of rows.filter((candidate) => !ordered.includes(candidate))) {
      const chosen = row.variation[0];
      shop.cart.put({
        itemId: row.item_id,
        quantity: row.quantity,
        ...(chosen ? { variation: chosen.code ?? chosen.type } : {}),
      });
    }
  }

  function place(request: FakeRequest): OrderPlacedReply {
    const config = shop.config(request.language);
    const fields = fieldsOf(request.body);
    if (isPrescriptionForm(request.body)) return placePrescription(request);
    const isCustomer = request.token !== null;
    if (isCustomer && !shop.signedIn) unauthenticated();
    if (!isCustomer && config.guest_checkout_status !== 1) {
      refuse(403, 'auth', 'Login required');
    }
    const guestId = fields.guest_id ?? request.query.guest_id;
    if (!isCustomer && (guestId === undefined || String(guestId).trim() === '')) {
      refuse(403, 'guest_id', 'Guest id is missing or unknown');
    }
    const owner = isCustomer ? 'customer' : String(guestId);
    if (fields.order_type === 'parcel' && shop.placeParcel) {
      const key = idempotencyKeyOf(request);
      const again = attempts.replay(owner, key, request);
      if (again) return again;
      const placing = { orderId: nextOrderId, guestId: isCustomer ? null : String(guestId) };
      const parcel = shop.placeParcel(request, { ...placing, walletBalance });
      nextOrderId += 1;
      walletBalance = fromMinor(toMinor(walletBalance - parcel.walletSpent, 2), 2);
      attempts.remember(owner, key, parcel.reply);
      return parcel.reply;
    }
    // The body's fields first, then the key, as the server parses them before it places.
    const method = paymentMethodField(fields);
    const orderType = orderTypeField(fields);
    const shown = amountField(fields, 'order_amount');
    const tips = amountField(fields, 'dm_tips') ?? 0;
    const storeId = amountField(fields, 'store_id');
    const addressId =
      fields.address_id === undefined || fields.address_id === null
        ? null
        : wholeNumber(fields.address_id, 'address_id', 1, MAX_ROW_ID);
    const note = textField(fields, 'delivery_instruction');
    if (checkDeliveryNote(note)) {
      refuse(422, 'delivery_instruction', '{field} is invalid', { field: 'delivery_instruction' });
    }
    const key = idempotencyKeyOf(request);
    const again = attempts.replay(owner, key, request);
    if (again) return again;

    const rows = shop.cart.rows(request.language);
    const lines = linesToOrder(rows, storeId);
    const chosenStore = lines[0]?.item.store_id ?? 0;
    const address = addressId === null ? sentAddress(fields) : savedAddress(addressId, isCustomer);
    const point = { lat: Number(address.latitude), lng: Number(address.longitude) };
    const zone =
      zoneOfPoint(config.zones, point) ??
      refuse(403, 'coordinates', "You can't add address in this country");

    const digits = precision(config.digit_after_decimal_point);
    const items = lines.map(pricedRow);
    const code = textField(fields, 'coupon_code');
    const checked = code
      ? checkFakeCoupon({
          code,
          storeId: chosenStore,
          zoneId: zone.id,
          subtotal: cartTotals(items, digits).itemsTotal,
          digits,
          language: request.language,
        })
      : null;
    const distanceKm = orderType === 'delivery' ? greatCircleKm(point, zoneCentre(zone)) : 0;
    const totals = orderTotals({
      items,
      coupon: checked?.coupon ?? null,
      zoneId: zone.id,
      storeId: chosenStore,
      delivery: orderType === 'delivery' ? { distanceKm, zone } : null,
      freeDeliveryOver: config.free_delivery_over,
      taxPercent: config.tax ?? 0,
      taxIncluded: config.tax_included,
      digits,
    });
    const dmTips = fromMinor(toMinor(tips, digits), digits);
    const charged = fromMinor(toMinor(totals.total, digits) + toMinor(dmTips, digits), digits);
    if (shown !== null && shown !== charged) {
      refuse(409, 'order_amount', 'The order total changed, please review it');
    }
    const plan = planFakePayment({
      method,
      partial: isFlag(fields.partial_payment),
      isCustomer,
      charged,
      walletBalance,
      codCap: config.cod_max_order_amount ?? DEFAULT_COD_MAX_ORDER_AMOUNT,
      digits,
    });
    walletBalance = fromMinor(
      toMinor(walletBalance, digits) - toMinor(plan.walletAmount, digits),
      digits,
    );

    const orderId = nextOrderId++;
    const orderedIds = new Set(lines.map((line) => line.id));
    const orderedIn = (language: Locale) =>
      shop.cart.rows(language).filter((row) => orderedIds.has(row.id));
    shop.keep?.(
      placedCartOrder({
        orderId,
        customerId: isCustomer ? shop.customer.id : null,
        storeId: chosenStore,
        zoneId: zone.id,
        rows: { ar: orderedIn('ar'), en: orderedIn('en') },
        totals,
        charged,
        dmTips,
        distanceKm,
        originalDeliveryFee:
          orderType === 'delivery' ? deliveryFee({ distanceKm, zone, digits }) : 0,
        plan,
        couponCode: checked?.coupon.code ?? null,
        address,
        orderType,
        taxPercent: config.tax ?? 0,
        digits,
        notes: {
          order_note: textField(fields, 'order_note') || null,
          delivery_instruction: note || null,
          unavailable_item_note: textField(fields, 'unavailable_item_note') || null,
          cutlery: isFlag(fields.cutlery) ? 1 : 0,
        },
      }),
    );
    keepOtherLines(rows, lines);
    if (isCustomer) shop.joinWonGifts?.(orderId);
    placed.push({ id: orderId, paymentMethod: plan.method, paid: plan.paid, owner });
    const reply: OrderPlacedReply = {
      message: translate(request.language, 'Order placed successfully'),
      order_id: orderId,
      total_ammount: charged,
      status: 'pending',
      payment_method: plan.method,
      created_at: new Date().toISOString(),
      user_id: isCustomer ? shop.customer.id : 0,
      ...(method === 'digital_payment'
        ? { redirect_link: `/payment/fake-${orderId}?lang=${request.language}` }
        : {}),
    };
    attempts.remember(owner, key, reply);
    return reply;
  }

  function placePrescription(request: FakeRequest): OrderPlacedReply {
    if (!shop.placePrescription) return refuse(404, 'not_found', 'Route not found');
    return shop.placePrescription(request, nextOrderId++);
  }

  function submitOfflinePayment(request: FakeRequest): MessageReply {
    const fields = fieldsOf(request.body);
    const isCustomer = request.token !== null;
    if (isCustomer && !shop.signedIn) unauthenticated();
    const guestId = fields.guest_id ?? request.query.guest_id;
    if (!isCustomer && (guestId === undefined || String(guestId).trim() === '')) {
      refuse(403, 'guest_id', 'Guest id is missing or unknown');
    }
    const orderId = wholeNumber(fields.order_id, 'order_id', 1, MAX_ROW_ID);
    const methodId = wholeNumber(fields.method_id, 'method_id', 1, MAX_ROW_ID);
    const owner = isCustomer ? 'customer' : String(guestId);
    const order = placed.find((candidate) => candidate.id === orderId && candidate.owner === owner);
    if (!order) return refuse(404, 'order_id', 'Order not found');
    const method = fakeOfflineMethods('en').find((candidate) => candidate.id === methodId);
    if (!method) return refuse(404, 'method_id', 'Payment method not found');
    for (const information of method.method_informations) {
      const value = fields[information.customer_input];
      if (information.is_required === 1 && (typeof value !== 'string' || value.trim() === '')) {
        refuse(422, information.customer_input, '{field} is required', {
          field: information.customer_input,
        });
      }
    }
    if (order.paid || order.paymentMethod !== 'offline_payment') {
      refuse(403, 'order_id', 'This order is not waiting for an offline payment');
    }
    order.paid = true;
    return { message: translate(request.language, 'Payment information submitted') };
  }

  return {
    place,
    placePrescription,
    offlineMethods: (request) => fakeOfflineMethods(request.language),
    submitOfflinePayment,
  };
}
