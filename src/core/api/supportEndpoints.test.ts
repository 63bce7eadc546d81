import { describe, expect, it } from 'vitest';
import { pngBytes } from '../validation/imageBytes.fixtures';
import { createSupportEndpoints } from './supportEndpoints';
import { clientWith, fakeFetch, jsonReply, sentRequest } from './testDoubles';

const picture = (name: string) => new File([pngBytes(10, 10)], name, { type: 'image/png' });

function supportClient(context = {}) {
  const client = clientWith({ fetch: fakeFetch(() => jsonReply(200, {})), context });
  return { ...client, support: createSupportEndpoints(client.api.request) };
}

describe('given the support chat calls', () => {
  it('lists and searches the conversations, a page at a time', async () => {
    const { support, fetch } = supportClient({ token: 't' });
    await support.getConversations();
    expect(sentRequest(fetch).url.pathname).toBe('/api/v1/customer/message/list');
    expect(sentRequest(fetch).url.searchParams.get('offset')).toBe('1');
    await support.searchConversations('refund', { limit: 5, offset: 2 });
    const sent = sentRequest(fetch);
    expect(sent.url.pathname).toBe('/api/v1/customer/message/search-list');
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({
      name: 'refund',
      limit: '5',
      offset: '2',
    });
  });

  it('reads support conversation by admin_id until its id is known, and only news after last_id', async () => {
    const { support, fetch } = supportClient({ token: 't' });
    await support.getSupportMessages();
    expect(sentRequest(fetch).url.searchParams.get('admin_id')).toBe('0');
    expect(sentRequest(fetch).url.searchParams.has('last_id')).toBe(false);
    await support.getSupportMessages({ conversationId: 4, lastId: 17 });
    const query = sentRequest(fetch).url.searchParams;
    expect(query.get('conversation_id')).toBe('4');
    expect(query.get('last_id')).toBe('17');
    expect(query.has('admin_id')).toBe(false);
  });

  it('sends a message with its pictures as files of a form addressed to support', async () => {
    const { support, fetch } = supportClient({ token: 't' });
    await support.sendSupportMessage({
      message: 'Hello',
      images: [picture('a.png'), picture('b.png')],
      conversationId: 3,
    });
    const sent = sentRequest(fetch);
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/api/v1/customer/message/send');
    const form = sent.body as FormData;
    expect(form.get('receiver_type')).toBe('admin');
    expect(form.get('message')).toBe('Hello');
    expect(form.get('conversation_id')).toBe('3');
    expect(form.getAll('image[]')).toHaveLength(2);
  });

  it('tracks a guest order with its phone and the guest id', async () => {
    const { support, fetch } = supportClient({ guestId: 'g-1' });
    await support.trackOrder(12, '+201000000001');
    const query = sentRequest(fetch).url.searchParams;
    expect(sentRequest(fetch).url.pathname).toBe('/api/v1/customer/order/track');
    expect(Object.fromEntries(query)).toMatchObject({
      order_id: '12',
      contact_number: '+201000000001',
      guest_id: 'g-1',
    });
  });
});

describe('given the applications', () => {
  const account = {
    fName: 'Mona',
    lName: 'Adel',
    phone: '+201100000001',
    email: 'mona@example.com',
    password: 'green-tea-garden-7',
  };

  it('sends a store application with its texts in both languages and its pictures', async () => {
    const { support, fetch } = supportClient();
    await support.registerStore({
      ...account,
      name: { ar: 'مخبز منى', en: 'Mona Bakery' },
      address: { ar: 'شارع النيل', en: 'Nile Street' },
      zoneId: 1,
      moduleId: 2,
      latitude: 30.05,
      longitude: 31.24,
      logo: picture('logo.png'),
      cover: picture('cover.png'),
      termsAccepted: true,
    });
    const sent = sentRequest(fetch);
    expect(sent.url.pathname).toBe('/api/v1/auth/vendor/register');
    const form = sent.body as FormData;
    expect(JSON.parse(String(form.get('translations')))).toContainEqual({
      locale: 'ar',
      key: 'name',
      value: 'مخبز منى',
    });
    expect(form.get('zone_id')).toBe('1');
    expect(form.get('terms')).toBe('1');
    expect(form.get('logo')).toBeInstanceOf(Blob);
    expect(form.get('cover_photo')).toBeInstanceOf(Blob);
  });

  it('sends a delivery-man registration with its identity images', async () => {
    const { support, fetch } = supportClient();
    await support.registerDeliveryMan({
      ...account,
      identityType: 'passport',
      identityNumber: 'A1234567',
      identityImages: [picture('front.png'), picture('back.png')],
      vehicleId: 1,
      zoneId: 1,
      earning: 0,
    });
    const sent = sentRequest(fetch);
    expect(sent.url.pathname).toBe('/api/v1/auth/delivery-man/store');
    const form = sent.body as FormData;
    expect(form.get('identity_type')).toBe('passport');
    expect(form.get('earning')).toBe('0');
    expect(form.getAll('identity_image[]')).toHaveLength(2);
  });
});
