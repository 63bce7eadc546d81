import { describe, expect, it } from 'vitest';
import { createOrderEndpoints } from './orderEndpoints';
import { clientWith, fakeFetch, jsonReply, sentRequest } from './testDoubles';

function orderClient(context: { token?: string | null; guestId?: string | null } = {}) {
  const client = clientWith({
    fetch: fakeFetch(() => jsonReply(200, {})),
    context: { token: 't', ...context },
  });
  return { ...client, orders: createOrderEndpoints(client.api.request) };
}

const ADDRESS = {
  address_type: 'home',
  contact_person_name: 'Mona Adel',
  contact_person_number: '+201012345678',
  address: '12 Nile Street',
  latitude: 30.05,
  longitude: 31.24,
} as const;

describe('given the checkout calls', () => {
  it('places a guest order with its guest_id and the attempt as the Idempotency-Key', async () => {
    const { orders, fetch } = orderClient({ token: null, guestId: 'g-1' });
    await orders.placeOrder(
      {
        order_amount: 120.5,
        payment_method: 'cash_on_delivery',
        order_type: 'delivery',
        store_id: 3,
      },
      'attempt-42',
    );
    const sent = sentRequest(fetch);
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/api/v1/customer/order/place');
    expect(sent.headers.get('Idempotency-Key')).toBe('attempt-42');
    expect(sent.body).toMatchObject({ guest_id: 'g-1', store_id: 3, order_amount: 120.5 });
  });

  it('sends an address with its coordinates as text and leaves out empty door details', async () => {
    const { orders, fetch } = orderClient();
    await orders.addAddress({ ...ADDRESS, floor: '', house: '4' });
    const sent = sentRequest(fetch);
    expect(sent.url.pathname).toBe('/api/v1/customer/address/add');
    expect(sent.body).toEqual({ ...ADDRESS, latitude: '30.05', longitude: '31.24', house: '4' });
  });

  it('updates a saved address by the id in its path, with the whole address', async () => {
    const { orders, fetch } = orderClient();
    await orders.updateAddress(7, { ...ADDRESS, road: 'Nile Corniche' });
    const sent = sentRequest(fetch);
    expect(sent.method).toBe('PUT');
    expect(sent.url.pathname).toBe('/api/v1/customer/address/update/7');
    expect(sent.body).toEqual({
      ...ADDRESS,
      latitude: '30.05',
      longitude: '31.24',
      road: 'Nile Corniche',
    });
  });

  it('deletes a saved address named by address_id', async () => {
    const { orders, fetch } = orderClient();
    await orders.deleteAddress(7);
    const sent = sentRequest(fetch);
    expect(sent.method).toBe('DELETE');
    expect(sent.url.pathname).toBe('/api/v1/customer/address/delete');
    expect(sent.url.searchParams.get('address_id')).toBe('7');
  });

  it('checks a coupon against one store, naming a guest in the query', async () => {
    const { orders, fetch } = orderClient({ token: null, guestId: 'g-1' });
    await orders.applyCoupon('SAVE10', 3);
    const sent = sentRequest(fetch);
    expect(sent.url.pathname).toBe('/api/v1/coupon/apply');
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({
      code: 'SAVE10',
      store_id: '3',
      guest_id: 'g-1',
    });
  });

  it('sends an offline payment with the fields the method asked for', async () => {
    const { orders, fetch } = orderClient();
    await orders.submitOfflinePayment({
      orderId: 100001,
      methodId: 1,
      fields: { transaction_reference: 'REF-1' },
      note: 'paid at noon',
    });
    const sent = sentRequest(fetch);
    expect(sent.method).toBe('PUT');
    expect(sent.body).toEqual({
      order_id: 100001,
      method_id: 1,
      transaction_reference: 'REF-1',
      customer_note: 'paid at noon',
    });
  });
});

describe('given the calls after an order', () => {
  it('pages the running and the previous orders', async () => {
    const { orders, fetch } = orderClient();
    await orders.getRunningOrders({ offset: 2 });
    expect(sentRequest(fetch).url.pathname).toBe('/api/v1/customer/order/running-orders');
    await orders.getPreviousOrders();
    const sent = sentRequest(fetch);
    expect(sent.url.pathname).toBe('/api/v1/customer/order/list');
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({ limit: '10', offset: '1' });
  });

  it('cancels with a reason and switches to cash on delivery by PUT', async () => {
    const { orders, fetch } = orderClient();
    await orders.cancelOrder(100001, 'Ordered by mistake');
    const canceled = sentRequest(fetch);
    expect(canceled.method).toBe('PUT');
    expect(canceled.body).toEqual({ order_id: 100001, reason: 'Ordered by mistake' });
    await orders.switchToCashOnDelivery(100001);
    expect(sentRequest(fetch).body).toEqual({
      order_id: 100001,
      payment_method: 'cash_on_delivery',
    });
  });

  it('sends a refund and a review as multipart forms with their pictures', async () => {
    const { orders, fetch } = orderClient();
    const picture = new Blob(['x'], { type: 'image/png' });
    await orders.requestRefund({ orderId: 7, reason: 'Damaged', images: [picture, picture] });
    const refund = sentRequest(fetch);
    expect(refund.url.pathname).toBe('/api/v1/customer/order/refund-request');
    expect(refund.body).toBeInstanceOf(FormData);
    const refundForm = refund.body as FormData;
    expect(refundForm.get('customer_reason')).toBe('Damaged');
    expect(refundForm.getAll('image[]')).toHaveLength(2);
    await orders.submitReview({
      itemId: 5,
      orderId: 7,
      rating: 4,
      comment: 'Fresh',
      images: [picture],
    });
    const review = sentRequest(fetch).body as FormData;
    expect(review.get('rating')).toBe('4');
    expect(review.getAll('attachment[]')).toHaveLength(1);
  });
});
