import { describe, expect, it, vi } from 'vitest';
import { createFakeShop, type FakeShopOptions } from '../testing/fakeShop';
import { pngBytes, webpBytes } from '../validation/imageBytes.fixtures';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';
import { clientWith, fakeContext, fakeFetch, jsonReply, sentRequest } from './testDoubles';

/** A real API client talking to a fresh fake shop as its signed-in customer. */
function customerClient(options: FakeShopOptions = {}) {
  const shop = createFakeShop(options);
  const { context } = fakeContext({ language: 'en', token: 'fake-shop-token' });
  const api = createApiClient({
    baseURL: 'https://shop.test',
    context,
    fetch: shop.fetch,
    onUnauthorized: vi.fn(),
    notifyError: vi.fn(),
    navigate: () => {},
    t: (key) => key,
  });
  return { api, shop };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('given the account pages’ calls', () => {
  it('updateProfile sends a multipart form with the picture as the `image` file', async () => {
    const { api, fetch } = clientWith({
      fetch: fakeFetch(() => jsonReply(200, { message: 'ok' })),
    });
    const picture = new Blob([pngBytes(4, 4)], { type: 'image/png' });
    await api.updateProfile({ f_name: 'Laila', l_name: 'Hamdy', email: 'l@example.com' }, picture);
    const sent = sentRequest(fetch);
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/api/v1/customer/update-profile');
    expect(sent.body).toBeInstanceOf(FormData);
    const form = sent.body as FormData;
    expect(form.get('f_name')).toBe('Laila');
    expect(form.get('email')).toBe('l@example.com');
    expect(form.has('phone')).toBe(false);
    expect(form.get('image')).toBeInstanceOf(Blob);
  });

  it.each([
    ['verifyPhone', () => ['+201001234567', '1234'], 'POST', '/api/v1/auth/verify-phone'],
    ['updateInterest', () => [[1, 2]], 'POST', '/api/v1/customer/update-interest'],
    ['getSuggestedItems', () => [], 'GET', '/api/v1/customer/suggested-items'],
    ['removeAccount', () => [], 'DELETE', '/api/v1/customer/remove-account'],
  ] as const)('%s sends %s %s', async (name, args, method, path) => {
    const { api, fetch } = clientWith({ fetch: fakeFetch(() => jsonReply(200, [])) });
    const call = api[name] as (...sent: unknown[]) => Promise<unknown>;
    await call(...args());
    const sent = sentRequest(fetch);
    expect(sent.method).toBe(method);
    expect(sent.url.pathname).toBe(path);
  });

  it('verifyPhone and updateInterest send the 6amMart fields', async () => {
    const { api, fetch } = clientWith({
      fetch: fakeFetch(() => jsonReply(200, { message: 'ok' })),
    });
    await api.verifyPhone('+201001234567', '1234');
    expect(sentRequest(fetch).body).toEqual({ phone: '+201001234567', otp: '1234' });
    await api.updateInterest([3, 4]);
    expect(sentRequest(fetch).body).toEqual({ interest: [3, 4] });
  });
});

describe('given the fake shop', () => {
  it('shows the new names and picture in the profile after an update', async () => {
    const { api } = customerClient();
    const before = await api.getCustomerInfo();
    const reply = await api.updateProfile(
      { f_name: 'Laila', l_name: 'Hamdy' },
      new Blob([pngBytes(8, 8)], { type: 'image/png' }),
    );
    expect(reply).toEqual({ message: 'Profile updated successfully' });
    const after = await api.getCustomerInfo();
    expect(after).toMatchObject({ f_name: 'Laila', l_name: 'Hamdy' });
    expect(after.image).not.toBe(before.image);
  });

  it('refuses a WebP picture with the message the server sends', async () => {
    const { api } = customerClient();
    const failure = await failureOf(
      api.updateProfile({ f_name: 'Laila', l_name: 'Hamdy' }, new Blob([webpBytes(8, 8)])),
    );
    expect(failure.status).toBe(422);
    expect(failure.message).toBe('Only JPG, PNG and GIF images are allowed');
  });

  it('suggests items of the chosen categories', async () => {
    const { api } = customerClient();
    await api.updateInterest([1]);
    const items = await api.getSuggestedItems();
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
  });

  it('signs the customer out for good once the account is removed', async () => {
    const { api } = customerClient();
    expect(await api.removeAccount()).toEqual({ message: 'Account deleted successfully' });
    expect((await failureOf(api.getCustomerInfo())).status).toBe(401);
  });
});
