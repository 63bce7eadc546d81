import { describe, expect, it } from 'vitest';
import { createPrescriptionEndpoints } from './prescriptionEndpoints';
import { clientWith, fakeFetch, jsonReply, sentRequest } from './testDoubles';

function prescriptionClient(context: { token?: string | null; guestId?: string | null } = {}) {
  const client = clientWith({
    fetch: fakeFetch(() => jsonReply(200, {})),
    context: { token: 't', ...context },
  });
  return { ...client, prescriptions: createPrescriptionEndpoints(client.api.request) };
}

const picture = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('given the stores of a pharmacy module', () => {
  it('lists all stores asked in that module, a page at a time', async () => {
    const { prescriptions, fetch } = prescriptionClient();
    await prescriptions.getModuleStores(4, { limit: 100, offset: 2 });
    const sent = sentRequest(fetch);
    expect(sent.url.pathname).toBe('/api/v1/stores/get-stores/all');
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({ limit: '100', offset: '2' });
    expect(sent.headers.get('moduleId')).toBe('4');
  });
});

describe('given a prescription order', () => {
  it('sends the pharmacy, a saved address, the note and each picture as order_attachment[]', async () => {
    const { prescriptions, fetch } = prescriptionClient();
    await prescriptions.placePrescriptionOrder(
      {
        storeId: 6,
        destination: { addressId: 12 },
        images: [picture(), picture()],
        note: '  Twice a day  ',
      },
      'attempt-7',
    );
    const sent = sentRequest(fetch);
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/api/v1/customer/order/prescription/place');
    expect(sent.headers.get('Idempotency-Key')).toBe('attempt-7');
    expect(sent.body).toBeInstanceOf(FormData);
    const form = sent.body as FormData;
    expect(form.get('store_id')).toBe('6');
    expect(form.get('address_id')).toBe('12');
    expect(form.get('payment_method')).toBe('cash_on_delivery');
    expect(form.get('order_type')).toBe('delivery');
    expect(form.get('order_note')).toBe('Twice a day');
    expect(form.getAll('order_attachment[]')).toHaveLength(2);
  });

  it('writes a new address out field by field and leaves a blank note out', async () => {
    const { prescriptions, fetch } = prescriptionClient();
    await prescriptions.placePrescriptionOrder(
      {
        storeId: 6,
        destination: {
          address: {
            address_type: 'home',
            contact_person_name: 'Mona Adel',
            contact_person_number: '+201012345678',
            address: '12 Nile Street',
            latitude: 30.05,
            longitude: 31.24,
            house: '4',
            floor: ' ',
          },
        },
        images: [picture()],
        note: '   ',
      },
      'attempt-8',
    );
    const form = sentRequest(fetch).body as FormData;
    expect(form.get('address_id')).toBeNull();
    expect(form.get('address')).toBe('12 Nile Street');
    expect(form.get('latitude')).toBe('30.05');
    expect(form.get('contact_person_number')).toBe('+201012345678');
    expect(form.get('house')).toBe('4');
    expect(form.has('floor')).toBe(false);
    expect(form.has('order_note')).toBe(false);
  });

  it('names a guest by guest_id in the query, the form being the body', async () => {
    const { prescriptions, fetch } = prescriptionClient({ token: null, guestId: 'g-9' });
    await prescriptions.placePrescriptionOrder(
      { storeId: 6, destination: { addressId: 1 }, images: [picture()] },
      'attempt-9',
    );
    const sent = sentRequest(fetch);
    expect(sent.url.searchParams.get('guest_id')).toBe('g-9');
    expect(sent.headers.get('Authorization')).toBeNull();
  });
});
