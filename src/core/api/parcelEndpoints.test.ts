import { describe, expect, it } from 'vitest';
import { createParcelEndpoints, type ParcelOrderBody } from './parcelEndpoints';
import { clientWith, fakeFetch, jsonReply, sentRequest } from './testDoubles';

function parcelClient(context: { token?: string | null; guestId?: string | null } = {}) {
  const client = clientWith({
    fetch: fakeFetch(() => jsonReply(200, { order_id: 9, total_ammount: 34.2 })),
    context: { token: 't', ...context },
  });
  return { ...client, parcels: createParcelEndpoints(client.api.request) };
}

const RECEIVER = {
  contact_person_name: 'Omar Nabil',
  contact_person_number: '+201112223334',
  address_type: 'others',
  address: '5 Tahrir Square',
  latitude: '30.1',
  longitude: '31.28',
} as const;

const BODY: ParcelOrderBody = {
  order_type: 'parcel',
  parcel_category_id: 1,
  charge_payer: 'receiver',
  payment_method: 'cash_on_delivery',
  order_amount: 34.2,
  contact_person_name: 'Mona Adel',
  contact_person_number: '+201012345678',
  address_type: 'home',
  address: '12 Nile Street',
  latitude: '30.06',
  longitude: '31.25',
  floor: '3',
  receiver_details: RECEIVER,
};

describe('given a parcel to send', () => {
  it('places it as a parcel order, the receiver as an object, the attempt as its key', async () => {
    const { parcels, fetch } = parcelClient();
    const reply = await parcels.placeParcelOrder(BODY, 'attempt-7');
    const sent = sentRequest(fetch);
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/api/v1/customer/order/place');
    expect(sent.headers.get('Idempotency-Key')).toBe('attempt-7');
    expect(sent.headers.get('authorization')).toBe('Bearer t');
    expect(sent.body).toEqual(BODY);
    expect(reply).toEqual({ order_id: 9, total_ammount: 34.2 });
  });

  it("sends a guest's parcel with its guest_id", async () => {
    const { parcels, fetch } = parcelClient({ token: null, guestId: 'g-5' });
    await parcels.placeParcelOrder(BODY, 'attempt-8');
    expect(sentRequest(fetch).body).toEqual({ ...BODY, guest_id: 'g-5' });
  });
});
