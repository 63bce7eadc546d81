/*
 * The fake shop's order placement: the demo server's customer/order/place
 * (demo-site/server/routes/order) over the fake cart, refusing with the same messages and
 * pricing with the same core rule (`orderTotals`). Simpler inside: the distance is measured from
 * the zone's centre, stock is the item's as the catalog lists it, and nothing is idempotent.
 */
import type { Config, MessageReply, OfflinePaymentMethod, OrderPlacedReply } from '../api/wire';
import { cartItemFromRow, quantityRefusal } from '../cart';
import type { Locale } from '../i18n/locale';
import {
  type CouponRules,
  fromMinor,
  greatCircleKm,
  orderTotals,
  precision,
  toMinor,
} from '../pricing';
import { checkDeliveryNote } from '../validation';
import type { FakeCartRow, FakeShopCart } from './fakeCart';
import {
  type FakeRequest,
  fieldsOf,
  MAX_ROW_ID,
  refuse,
  translate,
  unauthenticated,
  wholeNumber,
} from './fakeHttp';
import type { FakeParcelOutcome, FakeParcelPlacing } from './fakeParcels';
import { type FakePrescriptionPlace, isPrescriptionForm } from './fakePrescriptions';
import {
  amountField,
  deliveryAddressField,
  paymentMethodField,
  textField,
} from './fakeOrderFields';
import { fixtureCoupons } from './fakePromotions';
import { FIXTURE_CLOSED_STORE_ID } from './fakeStorePage';

/** How far from a zone's centre the fake delivers, as the demo server's Cairo zone reaches. */
const ZONE_RADIUS_KM = 40;
/** The cash-on-delivery cap of the demo server's default config. */
const COD_MAX_ORDER_AMOUNT = 1000;
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

/** What the fake remembers of an order it placed. */
interface FakeOrder {
  id: number;
  paymentMethod: string;
  paid: boolean;
  /** 'customer' or the guest id that placed it. */
  owner: string;
}

const isFlag = (value: unknown) => value === true || value === 1 || value === '1';

/** The lines of one store, as the server picks them. */
function linesToOrder(rows: readonly FakeCartRow[], storeId: number | null): FakeCartRow[] {
  if (rows.length === 0) refuse(403, 'cart', 'Your cart is empty');
  const storeOf = (row: FakeCartRow) => row.item.store_id ?? 0;
  const stores = [...new Set(rows.map(storeOf))];
  if (storeId === null && stores.length > 1) {
    refuse(403, 'store_id', 'Only one restaurant per order');
  }
  const chosen = storeId ?? stores[0];
  const lines = rows.filter((row) => storeOf(row) === chosen);
  if (lines.length === 0) refuse(404, 'store_id', 'Store not found');
  if (chosen === FIXTURE_CLOSED_STORE_ID) refuse(403, 'store', 'Store/Restaurant is closed');
  // The core cart rule, as the demo server's order lines apply it: stock per line, the cap per item.
  for (const line of lines) {
    const others = lines.filter((other) => other !== line).map(cartItemFromRow);
    const refusal = quantityRefusal(cartItemFromRow(line), line.quantity, others);
    if (refusal === 'Out of Limits') refuse(403, 'quantity', 'Out of Limits');
    if (refusal !== null) refuse(403, 'stock', 'This variation is out of stock');
  }
  return lines;
}

/** Creates the fake's order routes over its cart. */
export function createFakeOrders(shop: FakeOrderShop): FakeOrders {
  let nextOrderId = FIRST_ORDER_ID;
  let walletBalance = shop.customer.walletBalance;
  const placed: FakeOrder[] = [];

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
    if (fields.order_type === 'parcel' && shop.placeParcel) {
      const placing = { orderId: nextOrderId, guestId: isCustomer ? null : String(guestId) };
      const parcel = shop.placeParcel(request, { ...placing, walletBalance });
      nextOrderId += 1;
      walletBalance = fromMinor(toMinor(walletBalance - parcel.walletSpent, 2), 2);
      return parcel.reply;
    }
    const method = paymentMethodField(fields);
    const shown = amountField(fields, 'order_amount');
    const tips = amountField(fields, 'dm_tips') ?? 0;
    const storeId = amountField(fields, 'store_id');
    const note = textField(fields, 'delivery_instruction');
    if (checkDeliveryNote(note)) {
      refuse(422, 'delivery_instruction', '{field} is invalid', { field: 'delivery_instruction' });
    }

    const rows = shop.cart.rows(request.language);
    const lines = linesToOrder(rows, storeId);
    if (fields.address_id !== undefined && fields.address_id !== null) {
      refuse(404, 'address_id', 'Address not found');
    }
    const address = deliveryAddressField(fields);
    const point = { lat: Number(address.latitude), lng: Number(address.longitude) };
    const zone = config.zones?.find(
      (candidate) =>
        greatCircleKm(point, {
          lat: Number(candidate.latitude),
          lng: Number(candidate.longitude),
        }) <= ZONE_RADIUS_KM,
    );
    if (!zone) refuse(403, 'coordinates', "You can't add address in this country");

    const code = textField(fields, 'coupon_code');
    const coupon: CouponRules | null = code
      ? (fixtureCoupons('en').find((listed) => listed.code === code) ??
        refuse(404, 'coupon', 'Coupon not found'))
      : null;
    const digits = precision(config.digit_after_decimal_point);
    const totals = orderTotals({
      items: lines.map((line) => ({
        ...line.item,
        selectedOption: line.variation,
        quantity: line.quantity,
      })),
      coupon,
      zoneId: zone.id,
      storeId: lines[0]?.item.store_id,
      delivery: {
        distanceKm: greatCircleKm(point, {
          lat: Number(zone.latitude),
          lng: Number(zone.longitude),
        }),
        zone,
      },
      freeDeliveryOver: config.free_delivery_over,
      taxPercent: config.tax ?? 0,
      taxIncluded: config.tax_included,
      digits,
    });
    if (totals.coupon && !totals.coupon.ok) {
      const refused = totals.coupon;
      if ('minPurchase' in refused) {
        refuse(
          403,
          'coupon',
          'To apply this coupon, total item amount should be minimum {amount}',
          { amount: refused.minPurchase },
        );
      }
      refuse(403, 'coupon', refused.error);
    }
    const charged = fromMinor(toMinor(totals.total, digits) + toMinor(tips, digits), digits);
    if (shown !== null && shown !== charged) {
      refuse(409, 'order_amount', 'The order total changed, please review it');
    }
    const usesWallet = method === 'wallet' || isFlag(fields.partial_payment);
    if (usesWallet && !isCustomer) refuse(403, 'payment_method', 'Login required');
    if (method === 'wallet' && walletBalance < charged) {
      refuse(403, 'payment_method', 'Wallet balance is below total amount');
    }
    const cashDue = usesWallet ? Math.max(0, charged - walletBalance) : charged;
    if (method === 'cash_on_delivery' && cashDue > COD_MAX_ORDER_AMOUNT) {
      refuse(403, 'payment_method', 'You can not Order more then 1000 on COD order');
    }
    const paidBy = !usesWallet ? method : walletBalance >= charged ? 'wallet' : 'partial_payment';
    if (usesWallet) walletBalance = Math.max(0, walletBalance - charged);

    // The ordered lines leave the cart; the other stores' lines stay.
    const kept = rows.filter((row) => !lines.includes(row));
    shop.cart.clear();
    for (const row of kept) {
      const chosen = row.variation[0];
      shop.cart.put({
        itemId: row.item_id,
        quantity: row.quantity,
        ...(chosen ? { variation: chosen.code ?? chosen.type } : {}),
      });
    }
    const orderId = nextOrderId++;
    if (isCustomer) shop.joinWonGifts?.(orderId);
    placed.push({
      id: orderId,
      paymentMethod: paidBy,
      paid: paidBy === 'wallet',
      owner: isCustomer ? 'customer' : String(guestId),
    });
    return {
      message: translate(request.language, 'Order placed successfully'),
      order_id: orderId,
      total_ammount: charged,
      status: 'pending',
      payment_method: paidBy,
      created_at: new Date().toISOString(),
      user_id: isCustomer ? shop.customer.id : 0,
      ...(method === 'digital_payment'
        ? { redirect_link: `/payment/fake-${orderId}?lang=${request.language}` }
        : {}),
    };
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
