import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createApiClient } from '../api/createApiClient';
import { fakeContext } from '../api/testDoubles';
import { createFakeShop, type FakeShopOptions } from '../testing';

/** A real API client over a fake shop (or any fetch), asking in `language`. */
function client(
  options: FakeShopOptions = {},
  language: 'ar' | 'en' = 'en',
  fetch?: typeof globalThis.fetch,
) {
  const shop = createFakeShop(options);
  const { context } = fakeContext({ language });
  const api = createApiClient({
    baseURL: 'https://shop.test',
    context,
    fetch: fetch ?? shop.fetch,
    onUnauthorized: () => {},
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

describe('given the footer’s pages', () => {
  it('asks for the cancellation policy at 6amMart’s path and reads its blocks', async () => {
    const { api, shop } = client();
    const page = await api.getContentPage('cancellation-policy');
    expect(shop.calls.at(-1)?.path).toBe('/api/v1/cancelation');
    expect(page?.title).toBe('Cancellation Policy');
    expect(page?.blocks.length).toBeGreaterThan(0);
  });

  it('reads a page in Arabic when the shopper reads Arabic', async () => {
    const { api } = client({}, 'ar');
    expect((await api.getContentPage('about-us'))?.title).toBe('من نحن');
  });

  it('is refused a policy the shop switched off', async () => {
    const { api } = client({ config: { shipping_policy: 0 } });
    const error = await failureOf(api.getContentPage('shipping-policy', { silent: true }));
    expect(error).toMatchObject({ status: 404, messages: ['Page not found'] });
  });

  it('shows nothing when another backend answers a page with HTML', async () => {
    const html = async () =>
      new Response(JSON.stringify('<p><img src=x onerror=alert(1)>About</p>'), {
        headers: { 'content-type': 'application/json' },
      });
    const { api } = client({}, 'en', html);
    expect(await api.getContentPage('about-us')).toBeNull();
  });
});

describe('given the newsletter', () => {
  it('subscribes an e-mail, trimmed, and thanks the reader', async () => {
    const { api, shop } = client();
    const reply = await api.subscribeNewsletter('  reader@souq.example ');
    expect(shop.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/newsletter/subscribe',
      body: { email: 'reader@souq.example' },
    });
    expect(reply.message).toBe('You are subscribed to our newsletter');
  });

  it('is refused an address that is not one', async () => {
    const { api } = client();
    const error = await failureOf(api.subscribeNewsletter('reader', { silent: true }));
    expect(error).toMatchObject({ status: 422, messages: ['A valid email is required'] });
  });
});

describe('given the landing page’s sections', () => {
  it('reads the landing data with its testimonials, and the testimonials alone', async () => {
    const { api } = client();
    const landing = await api.getLandingPage();
    expect(landing.testimonial_list?.length).toBeGreaterThan(0);
    expect(await api.getTestimonials()).toEqual(landing.testimonial_list);
  });

  it('reads the video section, why to choose the shop and the parcel categories', async () => {
    const { api } = client({}, 'ar');
    expect((await api.getVideoContent()).banner_type).toBe('image');
    expect((await api.getWhyChoose()).title).toBe('لماذا تختار سوق');
    expect((await api.getParcelCategories())[0]?.name).toBe('مستندات');
  });
});
