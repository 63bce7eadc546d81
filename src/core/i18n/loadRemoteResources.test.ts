import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './createI18n';
import { DEFAULT_LOAD_PATH, loadRemoteResources } from './loadRemoteResources';
import { type MessageKey, resources } from './resources';

function replyWith(body: string, init: ResponseInit = { status: 200 }): typeof fetch {
  return vi.fn<typeof fetch>(async () => new Response(body, init));
}

describe('loadRemoteResources', () => {
  it('asks the public locale path of the spec by default', async () => {
    const fetcher = replyWith('{}');
    await loadRemoteResources(createI18n(), 'ar', { fetch: fetcher });
    expect(DEFAULT_LOAD_PATH).toBe('/public/locales/{{lng}}/{{ns}}.json');
    expect(fetcher).toHaveBeenCalledWith('/public/locales/ar/common.json', expect.anything());
  });

  it('fills language and namespace into a custom path', async () => {
    const fetcher = replyWith('{}');
    await loadRemoteResources(createI18n(), 'en', {
      fetch: fetcher,
      loadPath: 'https://cdn.example/i18n/{{ns}}.{{lng}}.json',
    });
    expect(fetcher).toHaveBeenCalledWith(
      'https://cdn.example/i18n/common.en.json',
      expect.anything(),
    );
  });

  describe('given a published bundle', () => {
    it('merges it over the bundled text and resolves true', async () => {
      const i18n = createI18n();
      const fetcher = replyWith(JSON.stringify({ Cart: 'عربة التسوق', 'Brand new key': 'جديد' }));
      await expect(loadRemoteResources(i18n, 'ar', { fetch: fetcher })).resolves.toBe(true);
      expect(i18n.t('Cart')).toBe('عربة التسوق');
      expect(i18n.t('Brand new key' as MessageKey)).toBe('جديد');
      expect(i18n.t('Wishlist')).toBe('قائمة الأمنيات');
    });

    it('changes only the instance it was loaded into', async () => {
      const loaded = createI18n();
      const fetcher = replyWith(JSON.stringify({ Cart: 'عربة التسوق' }));
      await loadRemoteResources(loaded, 'ar', { fetch: fetcher });
      expect(createI18n().t('Cart')).toBe('السلة');
      expect(resources.ar.common.Cart).toBe('السلة');
    });

    it('replaces a message already rendered, instead of showing the cached one', async () => {
      const i18n = createI18n();
      expect(i18n.t('cart_items_count', { count: 3 })).toBe('3 منتجات');
      const fetcher = replyWith(
        JSON.stringify({
          cart_items_count:
            '{count, plural, zero {السلة فارغة} one {قطعة واحدة} two {قطعتان} few {# قطع} many {# قطعة} other {# قطعة}}',
        }),
      );
      await loadRemoteResources(i18n, 'ar', { fetch: fetcher });
      expect(i18n.t('cart_items_count', { count: 3 })).toBe('3 قطع');
    });
  });

  describe.each([
    ['a 404 reply', () => replyWith('Not found', { status: 404 })],
    [
      'a network failure',
      () => vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))),
    ],
    ['a reply that is not JSON', () => replyWith('<html>oops</html>')],
    ['a JSON array', () => replyWith('["Cart"]')],
    ['a JSON string', () => replyWith('"Cart"')],
    ['JSON null', () => replyWith('null')],
    ['an object with a non-string value', () => replyWith('{"Cart": 42}')],
    ['an object with a nested object', () => replyWith('{"Cart": {"title": "x"}}')],
  ])('given %s', (_, makeFetch) => {
    it('resolves false and keeps the bundled text', async () => {
      const i18n = createI18n();
      await expect(loadRemoteResources(i18n, 'ar', { fetch: makeFetch() })).resolves.toBe(false);
      expect(i18n.t('Cart')).toBe('السلة');
    });
  });

  describe('given no fetch at all, as in an old runtime', () => {
    it('resolves false', async () => {
      vi.stubGlobal('fetch', undefined);
      await expect(loadRemoteResources(createI18n(), 'ar')).resolves.toBe(false);
    });
  });
});
