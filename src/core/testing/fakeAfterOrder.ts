/*
 * The fake shop's orders, wallet and loyalty points: the demo server's routes after the order
 * (demo-site/server/routes/afterOrder/) over in-memory orders and ledgers. The shop's one shopper owns
 * every order; a test or story puts orders in through `view`, as placing one would leave them.
 */
import type {
  CancellationReasonPage,
  LedgerPage,
  LoyaltyPointTransaction,
  MessageReply,
  Order,
  OrderDetail,
  OrderPage,
  OrderStatusName,
  RefundReasonsReply,
  WalletBonus,
  WalletTransaction,
} from '../api/wire';
import type { Locale } from '../i18n/locale';
import { WALLET_TRANSACTION_TYPES } from '../orders/walletTransactionTypes';
import { fromMinor, toMinor } from '../pricing';
import { checkImage } from '../validation/imageRules';
import { checkPointTransfer } from '../validation/loyaltyRules';
import { checkRefundImages, checkRefundReason } from '../validation/refundRules';
import { checkRating, checkReviewComment } from '../validation/reviewRules';
import type { RuleResult } from '../validation/ruleResult';
import {
  type FakeFormFile,
  type FakeRequest,
  fieldsOf,
  MAX_ROW_ID,
  oneOf,
  refuse,
  translate,
  wholeNumber,
} from './fakeHttp';

/** An order the fake shop holds: the order in each language, its lines, and whose it is. */
export interface FakeOrder {
  order: (language: Locale) => Order;
  details: (language: Locale) => OrderDetail[];
  /** Placed by the shopper as a guest (true) or as the signed-in customer. */
  byGuest: boolean;
}

/** The orders and balances as a test or story sees and sets them. */
export interface FakeShopOrders {
  /** Puts an order in, as placing it would leave it. */
  put(order: FakeOrder): void;
  /** The status of an order held, or undefined. */
  statusOf(orderId: number): OrderStatusName | undefined;
  /** The wallet balance and the loyalty points. */
  balances(): { wallet: number; points: number };
  /** Writes a wallet movement, as the shop would have: money in (above 0) or out (below 0). */
  moveWallet(change: number, type: WalletTransaction['transaction_type']): void;
  /** Writes a loyalty point movement: points in (above 0) or out (below 0). */
  movePoints(change: number, type: LoyaltyPointTransaction['transaction_type']): void;
}

/** The handlers of the routes after the order, and the test-side view. */
export interface FakeAfterOrderBackend {
  view: FakeShopOrders;
  /** Every order held, as it stands now, whoever placed it. */
  held(language: Locale): Order[];
  orderList(request: FakeRequest): OrderPage;
  runningOrders(request: FakeRequest): OrderPage;
  /** An order's lines; a prescription order not priced yet answers with itself, as 6amMart. */
  details(request: FakeRequest): OrderDetail[] | Order;
  track(request: FakeRequest): Order;
  cancellationReasons(request: FakeRequest): CancellationReasonPage;
  refundReasons(request: FakeRequest): RefundReasonsReply;
  cancel(request: FakeRequest): MessageReply;
  switchToCash(request: FakeRequest): MessageReply;
  walletTransactions(request: FakeRequest): LedgerPage<WalletTransaction>;
  bonuses(request: FakeRequest): WalletBonus[];
  loyaltyTransactions(request: FakeRequest): LedgerPage<LoyaltyPointTransaction>;
  pointTransfer(request: FakeRequest): MessageReply;
  addFund(request: FakeRequest): { redirect_link: string };
  refundRequest(request: FakeRequest): MessageReply;
  submitReview(request: FakeRequest): MessageReply;
}

/** Refuses with 422 on `field` when a core rule failed, as the demo server does. */
function refuseRule(field: string, result: RuleResult): void {
  if (result) refuse(422, field, result.key, { field, ...result.values });
}

/** A photo as sent: the field it came in (without a trailing `[]`) and what it holds. */
interface SentPhoto {
  field: string;
  value: unknown;
}

const isFormFile = (value: unknown): value is FakeFormFile =>
  typeof value === 'object' && value !== null && 'bytes' in value && 'filename' in value;

/**
 * The files of a body, refused as the demo server refuses them while it reads a form: more than
 * three files, or photos under `photoField` that are not files (base64 text in JSON).
 */
function sentFiles(fields: Record<string, unknown>, photoField: string): SentPhoto[] {
  const sent = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => ({
      field: name.replace(/\[\]$/, ''),
      value: one,
    })),
  );
  const files = sent.filter(({ value }) => isFormFile(value));
  refuseRule(photoField, checkRefundImages(files.length));
  if (sent.some(({ field, value }) => field === photoField && !isFormFile(value))) {
    refuse(422, photoField, 'Send photos as files of a multipart form');
  }
  return files;
}

/** Checks the files as photos of `photoField`, as the demo server does once the fields passed. */
function checkPhotos(files: readonly SentPhoto[], photoField: string): void {
  for (const { field, value } of files) {
    if (field !== photoField || !isFormFile(value)) {
      refuse(422, photoField, '{field} is invalid', { field: photoField });
    }
    refuseRule(photoField, checkImage(value.bytes));
  }
}

/** Pages a list as the fake shop's other lists do. */
export type Pager = <T>(
  all: readonly T[],
  query: FakeRequest['query'],
) => { total_size: number; limit: string; offset: string; page: T[] };

const RUNNING: readonly OrderStatusName[] = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
];
const CANCELABLE: readonly OrderStatusName[] = ['pending', 'confirmed'];

/** The cash-on-delivery cap of the demo server's default config. */
const COD_MAX_ORDER_AMOUNT = 1000;

/** Points that make one unit of money, as the demo server's default. */
const POINTS_PER_MONEY = 10;

const bilingual = (language: Locale, en: string, ar: string) => (language === 'ar' ? ar : en);

const CANCELLATION_REASONS = [
  ['I ordered by mistake', 'طلبت عن طريق الخطأ'],
  ['The delivery takes too long', 'التوصيل يستغرق وقتًا طويلًا'],
  ['I want to change my order', 'أريد تغيير طلبي'],
  ['I found a better price elsewhere', 'وجدت سعرًا أفضل في مكان آخر'],
] as const;

const REFUND_REASONS = [
  ['The item arrived damaged', 'وصل المنتج تالفًا'],
  ['I received the wrong item', 'استلمت منتجًا غير الذي طلبته'],
  ['An item was missing', 'كان هناك منتج ناقص'],
  ['The quality was not as described', 'الجودة لم تكن كما هو موصوف'],
] as const;

/** Creates the orders backend: no orders yet, the fixture customer's wallet and points. */
export function createFakeAfterOrder(
  paged: Pager,
  start: { wallet: number; points: number },
): FakeAfterOrderBackend {
  const orders: FakeOrder[] = [];
  const refunded = new Set<number>();
  const reviewed = new Set<string>();
  const changes = new Map<number, Partial<Order>>();
  let wallet = 0;
  let points = 0;
  const walletLedger: WalletTransaction[] = [];
  const pointLedger: LoyaltyPointTransaction[] = [];
  const now = () => new Date().toISOString();
  const moveWallet = (change: number, type: WalletTransaction['transaction_type']) => {
    wallet = fromMinor(toMinor(wallet + change, 2), 2);
    walletLedger.unshift({
      id: walletLedger.length + 1,
      user_id: 1,
      transaction_id: `fake-wallet-${walletLedger.length + 1}`,
      reference: null,
      transaction_type: type,
      debit: change < 0 ? -change : 0,
      credit: change > 0 ? change : 0,
      admin_bonus: 0,
      balance: wallet,
      created_at: now(),
    });
  };
  const movePoints = (change: number, type: LoyaltyPointTransaction['transaction_type']) => {
    points += change;
    pointLedger.unshift({
      id: pointLedger.length + 1,
      user_id: 1,
      transaction_id: `fake-points-${pointLedger.length + 1}`,
      reference: null,
      transaction_type: type,
      debit: change < 0 ? -change : 0,
      credit: change > 0 ? change : 0,
      balance: points,
      created_at: now(),
    });
  };
  // The ledgers open with what brought the fixture customer's balances to where they start.
  if (start.wallet > 0) moveWallet(start.wallet, 'add_fund');
  if (start.points > 0) movePoints(start.points, 'order_place');

  const orderOf = (held: FakeOrder, language: Locale): Order => ({
    ...held.order(language),
    ...changes.get(held.order('en').id),
  });
  const asGuest = (request: FakeRequest) => request.token === null;
  // The shopper's orders of the kind they call as; another's (or none) reads as not found.
  const find = (request: FakeRequest, orderId: number, contact?: string): FakeOrder => {
    const held = orders.find(
      (candidate) =>
        candidate.order('en').id === orderId &&
        candidate.byGuest === asGuest(request) &&
        (contact === undefined ||
          candidate.order('en').delivery_address.contact_person_number === contact),
    );
    return held ?? refuse(404, 'order_id', 'Order not found');
  };
  const orderIdOf = (source: Record<string, unknown>) =>
    wholeNumber(source.order_id, 'order_id', 1, MAX_ROW_ID);
  const listOf = (request: FakeRequest, running: boolean): OrderPage => {
    const mine = orders
      .filter((held) => !held.byGuest)
      .map((held) => orderOf(held, request.language))
      .filter((order) => RUNNING.includes(order.order_status) === running)
      .sort((a, b) => b.id - a.id);
    const { page, ...rest } = paged(mine, request.query);
    return { ...rest, orders: page };
  };
  const ledgerPage = <T>(ledger: readonly T[], request: FakeRequest): LedgerPage<T> => {
    const { page, ...rest } = paged(ledger, request.query);
    return { ...rest, data: page };
  };

  return {
    view: {
      put: (order) => {
        orders.push(order);
      },
      statusOf: (orderId) => {
        const held = orders.find((candidate) => candidate.order('en').id === orderId);
        return held && orderOf(held, 'en').order_status;
      },
      balances: () => ({ wallet, points }),
      moveWallet,
      movePoints,
    },
    held: (language) => orders.map((held) => orderOf(held, language)),
    orderList: (request) => listOf(request, false),
    runningOrders: (request) => listOf(request, true),
    details: (request) => {
      const held = find(request, orderIdOf(request.query));
      const lines = held.details(request.language);
      const order = orderOf(held, request.language);
      const unpriced = lines.length === 0 && 'prescription_order' in order;
      return unpriced && order.prescription_order === true ? order : lines;
    },
    track: (request) => {
      const orderId = orderIdOf(request.query);
      const contact = request.query.contact_number?.trim();
      if (asGuest(request) && !contact) {
        refuse(422, 'contact_number', '{field} is required', { field: 'contact_number' });
      }
      return orderOf(
        find(request, orderId, asGuest(request) ? contact : undefined),
        request.language,
      );
    },
    cancellationReasons: (request) => {
      const all = CANCELLATION_REASONS.map(([en, ar], index) => ({
        id: index + 1,
        reason: bilingual(request.language, en, ar),
        user_type: 'customer' as const,
        status: 1 as const,
      }));
      const { page, ...rest } = paged(all, request.query);
      return { ...rest, data: page };
    },
    refundReasons: (request) => ({
      refund_reasons: REFUND_REASONS.map(([en, ar], index) => ({
        id: index + 1,
        reason: bilingual(request.language, en, ar),
        status: 1 as const,
      })),
    }),
    cancel: (request) => {
      const fields = fieldsOf(request.body);
      const orderId = orderIdOf(fields);
      const reason = typeof fields.reason === 'string' ? fields.reason.trim() : '';
      if (reason === '' || reason.length > 255) {
        refuse(422, 'reason', reason === '' ? '{field} is required' : '{field} is invalid', {
          field: 'reason',
        });
      }
      const held = find(request, orderId);
      const order = orderOf(held, 'en');
      if (!CANCELABLE.includes(order.order_status)) {
        refuse(403, 'order_id', 'This order can no longer be canceled');
      }
      changes.set(orderId, {
        ...changes.get(orderId),
        order_status: 'canceled',
        canceled_by: 'customer',
        cancellation_reason: reason,
        canceled: now(),
      });
      const paid =
        order.payment_method === 'partial_payment'
          ? order.partially_paid_amount
          : order.payment_status === 'paid' && order.payment_method !== 'cash_on_delivery'
            ? order.order_amount
            : 0;
      if (!held.byGuest && paid > 0) moveWallet(paid, 'order_refund');
      return { message: translate(request.language, 'Order canceled successfully') };
    },
    switchToCash: (request) => {
      const fields = fieldsOf(request.body);
      const orderId = orderIdOf(fields);
      if (fields.payment_method !== undefined && fields.payment_method !== 'cash_on_delivery') {
        refuse(422, 'payment_method', '{field} is invalid', { field: 'payment_method' });
      }
      const order = orderOf(find(request, orderId), 'en');
      // The cap first, as on the demo server.
      if (order.order_amount > COD_MAX_ORDER_AMOUNT) {
        refuse(403, 'payment_method', 'You can not Order more then 1000 on COD order');
      }
      if (
        order.order_status !== 'pending' ||
        order.payment_status !== 'unpaid' ||
        order.payment_method === 'cash_on_delivery' ||
        order.payment_method === 'partial_payment'
      ) {
        refuse(403, 'order_id', 'Only a pending, unpaid order can switch to cash on delivery');
      }
      changes.set(orderId, { ...changes.get(orderId), payment_method: 'cash_on_delivery' });
      return {
        message: translate(request.language, 'Payment method switched to cash on delivery'),
      };
    },
    walletTransactions: (request) => {
      const types = [...WALLET_TRANSACTION_TYPES, 'all'] as const;
      const type = oneOf(request.query.type, 'type', types, 'all');
      const rows = walletLedger.filter((row) => type === 'all' || row.transaction_type === type);
      return ledgerPage(rows, request);
    },
    bonuses: ({ language }) => [
      {
        id: 1,
        title: bilingual(language, 'Top up and get 10% more', 'اشحن محفظتك واحصل على 10% إضافية'),
        description: bilingual(
          language,
          'Add 200 or more to your wallet and get 10% extra, up to 50.',
          'أضف 200 أو أكثر إلى محفظتك واحصل على 10% إضافية بحد أقصى 50.',
        ),
        bonus_type: 'percentage',
        bonus_amount: 10,
        minimum_add_amount: 200,
        maximum_bonus_amount: 50,
        start_date: '2026-01-01',
        end_date: '2099-12-31',
      },
    ],
    loyaltyTransactions: (request) => ledgerPage(pointLedger, request),
    pointTransfer: (request) => {
      const point = wholeNumber(fieldsOf(request.body).point, 'point', 1, 1_000_000_000);
      const failure = checkPointTransfer(point, points);
      if (failure) refuse(422, 'point', failure.key, failure.values);
      movePoints(-point, 'point_to_wallet');
      moveWallet(fromMinor(toMinor(point / POINTS_PER_MONEY, 2), 2), 'point_to_wallet');
      return { message: translate(request.language, 'Points transferred to your wallet') };
    },
    // The fake has no payment page: the top-up is approved at once, and the link names it.
    addFund: (request) => {
      const fields = fieldsOf(request.body);
      const amount = typeof fields.amount === 'string' ? Number(fields.amount) : fields.amount;
      if (
        typeof amount !== 'number' ||
        !Number.isFinite(amount) ||
        amount < 1 ||
        amount > 100_000
      ) {
        const missing =
          fields.amount === undefined || fields.amount === null || fields.amount === '';
        refuse(422, 'amount', missing ? '{field} is required' : '{field} is invalid', {
          field: 'amount',
        });
      }
      moveWallet(fromMinor(toMinor(amount, 2), 2), 'add_fund');
      return {
        redirect_link: `http://fake.shop/payment/fake-top-up-${walletLedger.length}?lang=${request.language}`,
      };
    },
    refundRequest: (request) => {
      const fields = fieldsOf(request.body);
      const files = sentFiles(fields, 'image');
      const orderId = orderIdOf(fields);
      const reason = typeof fields.customer_reason === 'string' ? fields.customer_reason : '';
      refuseRule('customer_reason', checkRefundReason(reason));
      checkPhotos(files, 'image');
      const order = orderOf(find(request, orderId), 'en');
      if (refunded.has(orderId)) {
        refuse(409, 'order_id', 'A refund was already requested for this order');
      }
      if (order.order_status !== 'delivered') {
        refuse(403, 'order_id', 'Only a delivered order can be refunded');
      }
      refunded.add(orderId);
      changes.set(orderId, {
        ...changes.get(orderId),
        order_status: 'refund_requested',
        refund_requested: now(),
      });
      return { message: translate(request.language, 'Refund request sent') };
    },
    submitReview: (request) => {
      const fields = fieldsOf(request.body);
      const files = sentFiles(fields, 'attachment');
      const itemId = wholeNumber(fields.item_id, 'item_id', 1, MAX_ROW_ID);
      const orderId = orderIdOf(fields);
      const rating = fields.rating === undefined ? undefined : Number(fields.rating);
      if (rating !== undefined && !Number.isFinite(rating)) {
        refuse(422, 'rating', '{field} is invalid', { field: 'rating' });
      }
      refuseRule('rating', checkRating(rating));
      refuseRule(
        'comment',
        checkReviewComment(typeof fields.comment === 'string' ? fields.comment : ''),
      );
      checkPhotos(files, 'attachment');
      const held = find(request, orderId);
      const delivered = orderOf(held, 'en').delivered !== null;
      if (!delivered || !held.details('en').some((line) => line.item_id === itemId)) {
        refuse(403, 'order_id', 'Only items of your delivered orders can be reviewed');
      }
      const key = `${orderId}:${itemId}`;
      if (reviewed.has(key))
        refuse(409, 'item_id', 'You already reviewed this item for this order');
      reviewed.add(key);
      return { message: translate(request.language, 'Review submitted successfully') };
    },
  };
}
