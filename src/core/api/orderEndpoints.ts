/*
 * The kit's calls of the checkout and of the order pages (issue #18), with 6amMart v1's paths and
 * fields. A guest names itself by guest_id wherever the server lets a guest act; pictures go as
 * files of a multipart form.
 */
import type {
  AddressAddedReply,
  AddressDraft,
  AddressUpdatedReply,
  ItemReviewDraft,
  MostTipsReply,
  OfflinePaymentDetails,
  PlaceOrderBody,
  RefundRequest,
  SavedAddressPage,
} from './orderWire';
import type { CallOptions, Requester } from './requestOptions';
import type { PageOf } from './supportEndpoints';
import type {
  CancellationReasonPage,
  ListedCoupon,
  MessageReply,
  OfflinePaymentMethod,
  Order,
  OrderDetail,
  OrderPage,
  OrderPlacedReply,
  RefundReasonsReply,
  ZoneIdReply,
} from './wire';

/** The calls of the checkout and of the pages after an order. */
export interface OrderEndpoints {
  /**
   * POST customer/order/place. `attempt` is sent as the `Idempotency-Key`: the same key never
   * places two orders, so a retry after a lost reply answers the order already placed.
   */
  placeOrder(body: PlaceOrderBody, attempt: string, call?: CallOptions): Promise<OrderPlacedReply>;
  /** GET customer/order/running-orders: the customer's orders still under way. */
  getRunningOrders(page?: PageOf, call?: CallOptions): Promise<OrderPage>;
  /** GET customer/order/list: the customer's settled orders. */
  getPreviousOrders(page?: PageOf, call?: CallOptions): Promise<OrderPage>;
  /**
   * GET customer/order/details?order_id=…: the order's lines as sold (a prescription order the
   * pharmacy has not priced yet answers with the order itself).
   */
  getOrderDetails(orderId: number, call?: CallOptions): Promise<OrderDetail[] | Order>;
  /** GET customer/order/cancellation-reasons: the reasons a customer may give. */
  getCancellationReasons(call?: CallOptions): Promise<CancellationReasonPage>;
  /** GET customer/order/refund-reasons. */
  getRefundReasons(call?: CallOptions): Promise<RefundReasonsReply>;
  /** PUT customer/order/cancel: cancels the order with the reason given. */
  cancelOrder(orderId: number, reason: string, call?: CallOptions): Promise<MessageReply>;
  /** PUT customer/order/payment-method: a pending unpaid order is paid on delivery instead. */
  switchToCashOnDelivery(orderId: number, call?: CallOptions): Promise<MessageReply>;
  /** POST customer/order/refund-request: reason, note and up to 3 pictures (`image[]`). */
  requestRefund(refund: RefundRequest, call?: CallOptions): Promise<MessageReply>;
  /** POST items/reviews/submit: rating, comment and pictures (`attachment[]`) of a sold item. */
  submitReview(review: ItemReviewDraft, call?: CallOptions): Promise<MessageReply>;
  /** GET customer/address/list: the customer's saved addresses, newest first. */
  getAddresses(page?: PageOf, call?: CallOptions): Promise<SavedAddressPage>;
  /** POST customer/address/add. */
  addAddress(address: AddressDraft, call?: CallOptions): Promise<AddressAddedReply>;
  /** PUT customer/address/update/{id}: the saved address moved or rewritten, whole. */
  updateAddress(
    id: number,
    address: AddressDraft,
    call?: CallOptions,
  ): Promise<AddressUpdatedReply>;
  /** DELETE customer/address/delete?address_id=…. */
  deleteAddress(id: number, call?: CallOptions): Promise<MessageReply>;
  /** GET config/get-zone-id?lat=…&lng=…: the zones holding a point (404 outside every zone). */
  getZoneId(point: { lat: number; lng: number }, call?: CallOptions): Promise<ZoneIdReply>;
  /** GET coupon/apply?code=…&store_id=…: the coupon, checked against the cart of that store. */
  applyCoupon(code: string, storeId: number, call?: CallOptions): Promise<ListedCoupon>;
  /** GET customer/order/most-tips: the tip shoppers choose most. */
  getMostTips(call?: CallOptions): Promise<MostTipsReply>;
  /** GET offline_payment_method_list: the shop's offline methods and the fields each asks. */
  getOfflinePaymentMethods(call?: CallOptions): Promise<OfflinePaymentMethod[]>;
  /** PUT customer/order/offline-payment: the details of an offline payment of an order. */
  submitOfflinePayment(details: OfflinePaymentDetails, call?: CallOptions): Promise<MessageReply>;
}

const FIRST_PAGE = { limit: 10, offset: 1 } as const;

/** An address as 6amMart's address and order bodies carry it. */
export type AddressFields = Required<
  Pick<
    PlaceOrderBody,
    | 'address_type'
    | 'contact_person_name'
    | 'contact_person_number'
    | 'address'
    | 'latitude'
    | 'longitude'
  >
> &
  Pick<PlaceOrderBody, 'road' | 'house' | 'floor'>;

/**
 * The address fields of an address or an order body, as 6amMart names them: coordinates as text,
 * door details trimmed and left out when blank.
 */
export function addressFields(address: AddressDraft): AddressFields {
  const detail = (name: 'road' | 'house' | 'floor') => {
    const value = address[name]?.trim();
    return value ? { [name]: value } : {};
  };
  return {
    address_type: address.address_type,
    contact_person_name: address.contact_person_name,
    contact_person_number: address.contact_person_number,
    address: address.address,
    latitude: String(address.latitude),
    longitude: String(address.longitude),
    ...detail('road'),
    ...detail('house'),
    ...detail('floor'),
  };
}

/** A refund request as the 6amMart web sends it. */
function refundForm(refund: RefundRequest): FormData {
  const form = new FormData();
  form.append('order_id', String(refund.orderId));
  form.append('customer_reason', refund.reason);
  if (refund.note) form.append('customer_note', refund.note);
  for (const image of refund.images ?? []) form.append('image[]', image);
  return form;
}

/** A review as 6amMart takes it. */
function reviewForm(review: ItemReviewDraft): FormData {
  const form = new FormData();
  form.append('item_id', String(review.itemId));
  form.append('order_id', String(review.orderId));
  form.append('rating', String(review.rating));
  form.append('comment', review.comment);
  for (const image of review.images ?? []) form.append('attachment[]', image);
  return form;
}

/** Builds the checkout and order calls on top of the client's requester. */
export function createOrderEndpoints(request: Requester): OrderEndpoints {
  return {
    placeOrder: (body, attempt, call) =>
      request<OrderPlacedReply>('/api/v1/customer/order/place', {
        ...call,
        method: 'POST',
        body: { ...body },
        guest: 'body',
        headers: { 'Idempotency-Key': attempt },
      }),
    getRunningOrders: (page = FIRST_PAGE, call) =>
      request<OrderPage>('/api/v1/customer/order/running-orders', {
        ...call,
        query: { ...FIRST_PAGE, ...page },
      }),
    getPreviousOrders: (page = FIRST_PAGE, call) =>
      request<OrderPage>('/api/v1/customer/order/list', {
        ...call,
        query: { ...FIRST_PAGE, ...page },
      }),
    getOrderDetails: (orderId, call) =>
      request<OrderDetail[] | Order>('/api/v1/customer/order/details', {
        ...call,
        query: { order_id: orderId },
        guest: 'query',
      }),
    getCancellationReasons: (call) =>
      request<CancellationReasonPage>('/api/v1/customer/order/cancellation-reasons', {
        ...call,
        query: { limit: 50, offset: 1 },
      }),
    getRefundReasons: (call) =>
      request<RefundReasonsReply>('/api/v1/customer/order/refund-reasons', { ...call }),
    cancelOrder: (orderId, reason, call) =>
      request<MessageReply>('/api/v1/customer/order/cancel', {
        ...call,
        method: 'PUT',
        body: { order_id: orderId, reason },
        guest: 'body',
      }),
    switchToCashOnDelivery: (orderId, call) =>
      request<MessageReply>('/api/v1/customer/order/payment-method', {
        ...call,
        method: 'PUT',
        body: { order_id: orderId, payment_method: 'cash_on_delivery' },
        guest: 'body',
      }),
    requestRefund: (refund, call) =>
      request<MessageReply>('/api/v1/customer/order/refund-request', {
        ...call,
        method: 'POST',
        body: refundForm(refund),
      }),
    submitReview: (review, call) =>
      request<MessageReply>('/api/v1/items/reviews/submit', {
        ...call,
        method: 'POST',
        body: reviewForm(review),
      }),
    getAddresses: (page = FIRST_PAGE, call) =>
      request<SavedAddressPage>('/api/v1/customer/address/list', {
        ...call,
        query: { ...FIRST_PAGE, ...page },
      }),
    addAddress: (address, call) =>
      request<AddressAddedReply>('/api/v1/customer/address/add', {
        ...call,
        method: 'POST',
        body: addressFields(address),
      }),
    updateAddress: (id, address, call) =>
      request<AddressUpdatedReply>(`/api/v1/customer/address/update/${id}`, {
        ...call,
        method: 'PUT',
        body: addressFields(address),
      }),
    deleteAddress: (id, call) =>
      request<MessageReply>('/api/v1/customer/address/delete', {
        ...call,
        method: 'DELETE',
        query: { address_id: id },
      }),
    getZoneId: ({ lat, lng }, call) =>
      request<ZoneIdReply>('/api/v1/config/get-zone-id', { ...call, query: { lat, lng } }),
    applyCoupon: (code, storeId, call) =>
      request<ListedCoupon>('/api/v1/coupon/apply', {
        ...call,
        query: { code, store_id: storeId },
        guest: 'query',
      }),
    getMostTips: (call) => request<MostTipsReply>('/api/v1/customer/order/most-tips', { ...call }),
    getOfflinePaymentMethods: (call) =>
      request<OfflinePaymentMethod[]>('/api/v1/offline_payment_method_list', { ...call }),
    submitOfflinePayment: ({ orderId, methodId, fields, note }, call) =>
      request<MessageReply>('/api/v1/customer/order/offline-payment', {
        ...call,
        method: 'PUT',
        body: {
          ...fields,
          order_id: orderId,
          method_id: methodId,
          ...(note ? { customer_note: note } : {}),
        },
        guest: 'body',
      }),
  };
}
