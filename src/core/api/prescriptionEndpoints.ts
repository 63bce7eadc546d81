/*
 * The kit's calls of a prescription order (issue #21, the pharmacy module), with the 6amMart web's
 * paths and fields: the stores of a pharmacy module to send it to, and the order itself, a
 * multipart form naming the pharmacy, where the order goes and the shopper's note, with 1 to 3
 * pictures of the prescription as `order_attachment[]`. The order carries no lines: the pharmacy
 * prices it once it has read the prescription, and it is paid in cash on delivery, the one way
 * the server takes for it.
 */
import { addressFields } from './orderEndpoints';
import type { AddressDraft } from './orderWire';
import type { CallOptions, Requester } from './requestOptions';
import type { OrderPlacedReply, StorePage } from './wire';

/** Where a prescription order goes: a saved address of the customer's, or one written out. */
export type PrescriptionDestination = { addressId: number } | { address: AddressDraft };

/** A prescription order to place. */
export interface PrescriptionOrderDraft {
  /** The pharmacy (a store of the pharmacy module). */
  storeId: number;
  destination: PrescriptionDestination;
  /** The prescription's pictures, in the order chosen. */
  images: readonly Blob[];
  /** What the shopper tells the pharmacy; left out when blank. */
  note?: string | undefined;
}

/** The calls of a prescription order. */
export interface PrescriptionEndpoints {
  /**
   * GET stores/get-stores/all of one module: the page asks in that module (its `moduleId`
   * header) rather than the shop's, as 6amMart's clients ask for another module's stores.
   */
  getModuleStores(
    moduleId: number,
    page: { limit: number; offset: number },
    call?: CallOptions,
  ): Promise<StorePage>;
  /**
   * POST customer/order/prescription/place. `attempt` is sent as the `Idempotency-Key`: a retry
   * after a lost reply answers the order already placed instead of placing a second one.
   */
  placePrescriptionOrder(
    order: PrescriptionOrderDraft,
    attempt: string,
    call?: CallOptions,
  ): Promise<OrderPlacedReply>;
}

/** The form of a prescription order, as the 6amMart web sends it. */
export function prescriptionOrderForm(order: PrescriptionOrderDraft): FormData {
  const form = new FormData();
  form.append('store_id', String(order.storeId));
  form.append('order_type', 'delivery');
  form.append('payment_method', 'cash_on_delivery');
  if ('addressId' in order.destination) {
    form.append('address_id', String(order.destination.addressId));
  } else {
    for (const [name, value] of Object.entries(addressFields(order.destination.address))) {
      if (value !== undefined) form.append(name, value);
    }
  }
  const note = order.note?.trim();
  if (note) form.append('order_note', note);
  for (const image of order.images) form.append('order_attachment[]', image);
  return form;
}

/** Builds the prescription order's call on top of the client's requester. */
export function createPrescriptionEndpoints(request: Requester): PrescriptionEndpoints {
  return {
    getModuleStores: (moduleId, page, call) =>
      request<StorePage>('/api/v1/stores/get-stores/all', {
        ...call,
        query: { ...page },
        headers: { moduleId: String(moduleId) },
      }),
    placePrescriptionOrder: (order, attempt, call) =>
      request<OrderPlacedReply>('/api/v1/customer/order/prescription/place', {
        ...call,
        method: 'POST',
        body: prescriptionOrderForm(order),
        // The form is the body: a guest names itself in the query, which the server reads too.
        guest: 'query',
        headers: { 'Idempotency-Key': attempt },
      }),
  };
}
