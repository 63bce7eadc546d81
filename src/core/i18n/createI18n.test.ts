// @vitest-environment node
import { effect } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import { BUNDLED_MESSAGES } from './bundledMessages';
import type { CompiledBundle } from './compiledMessage';
import { isPlainMessage } from './compileMessages';
import { createI18n } from './createI18n';
import { type MessageKey, resources } from './resources';

describe('createI18n', () => {
  describe('given no options', () => {
    it('starts in Arabic, right to left, ready to translate', () => {
      const i18n = createI18n();
      expect(i18n.language).toBe('ar');
      expect(i18n.dir()).toBe('rtl');
      expect(i18n.t('Out of Stock')).toBe('نفدت الكمية المتوفرة');
    });

    it('has both languages at hand', () => {
      const i18n = createI18n();
      expect(i18n.hasMessages('ar')).toBe(true);
      expect(i18n.hasMessages('en')).toBe(true);
      expect(i18n.getFixedT('en')('Out of Stock')).toBe('Out of Stock');
    });
  });

  describe('given English is asked for', () => {
    it('starts in English, left to right', () => {
      const i18n = createI18n({ language: 'en' });
      expect(i18n.language).toBe('en');
      expect(i18n.dir()).toBe('ltr');
      expect(i18n.t('item_removed_from_cart')).toBe('Item removed from cart');
    });
  });

  describe('when a key exists only in English', () => {
    it('Arabic falls back to the English text', () => {
      const i18n = createI18n();
      i18n.addMessages('en', { 'Only in English': 'Only in English' });
      expect(i18n.t('Only in English' as MessageKey)).toBe('Only in English');
    });
  });

  describe('when a key exists in neither language', () => {
    it('reads as the key itself', () => {
      expect(createI18n().t('Not a key' as MessageKey)).toBe('Not a key');
    });
  });

  describe('when a key contains dots and colons', () => {
    it('is looked up whole, not split into namespaces or paths', () => {
      const i18n = createI18n({ language: 'en' });
      expect(i18n.t('Your token has been expired.please sign in again')).toBe(
        'Your token has been expired.please sign in again',
      );
      expect(i18n.t('Location has been changed to: {country}', { country: 'Egypt' })).toBe(
        'Location has been changed to: Egypt',
      );
    });
  });

  describe('when a count is rendered in Arabic', () => {
    it('uses a different grammatical form for 0, 1, 2, 3, 11 and 100', () => {
      const i18n = createI18n();
      const forms = [0, 1, 2, 3, 11, 100].map((count) => i18n.t('cart_items_count', { count }));
      expect(forms).toEqual([
        'لا توجد منتجات',
        'منتج واحد',
        'منتجان',
        '3 منتجات',
        '11 منتجًا',
        '100 منتج',
      ]);
      expect(new Set(forms).size).toBe(6);
    });

    it('writes the number with Latin digits', () => {
      const i18n = createI18n();
      expect(i18n.t('orders_count', { count: 1200 })).toBe('1,200 طلب');
    });
  });

  describe('when a count is rendered in English', () => {
    it('tells one from many', () => {
      const i18n = createI18n({ language: 'en' });
      expect(i18n.t('cart_items_count', { count: 1 })).toBe('1 item');
      expect(i18n.t('cart_items_count', { count: 5 })).toBe('5 items');
      expect(i18n.t('cart_items_count', { count: 0 })).toBe('No items');
    });
  });

  describe('when two instances are created', () => {
    it('they change language independently', async () => {
      const first = createI18n();
      const second = createI18n();
      await first.changeLanguage('en');
      expect(first.t('Cart')).toBe('Cart');
      expect(second.t('Cart')).toBe('السلة');
    });
  });

  describe('when messages have no ICU syntax', () => {
    it('reads every plain message exactly as written, in both languages', () => {
      const i18n = createI18n();
      for (const language of ['ar', 'en'] as const) {
        const t = i18n.getFixedT(language);
        const bundle: Record<string, string> = resources[language].common;
        for (const [key, message] of Object.entries(bundle)) {
          if (isPlainMessage(message)) expect(t(key as never)).toBe(message);
        }
      }
    });

    it('still formats placeholders, plurals and quoted text through ICU', () => {
      expect(isPlainMessage('Location has been changed to: {country}')).toBe(false);
      expect(isPlainMessage("Don't {name}")).toBe(false);
      expect(isPlainMessage('Item added to cart')).toBe(true);
      const t = createI18n({ language: 'en' }).getFixedT('en');
      expect(t('Location has been changed to: {country}', { country: 'Egypt' })).toBe(
        'Location has been changed to: Egypt',
      );
    });
  });

  describe('when messages are shown many times', () => {
    it('builds the plural rules of a language once, not once per message', () => {
      createI18n().t('cart_items_count', { count: 1 });
      const rulesBuilt = vi.spyOn(Intl, 'PluralRules');
      const t = createI18n().getFixedT('ar');
      const shown = [t('orders_count', { count: 3 }), t('days_since_joining', { count: 11 })];
      expect(shown).toEqual(['3 طلبات', 'عضو منذ 11 يومًا']);
      expect(rulesBuilt).not.toHaveBeenCalled();
    });
  });

  describe('given the bundled messages', () => {
    it('holds every key of both locale files, compiled', () => {
      for (const language of ['ar', 'en'] as const) {
        expect(Object.keys(BUNDLED_MESSAGES[language] ?? {})).toEqual(
          Object.keys(resources[language].common),
        );
      }
    });
  });

  describe('given only Arabic at hand, as in the script-tag build', () => {
    const arabicOnly = (loadMessages = vi.fn(async () => BUNDLED_MESSAGES.en ?? {})) => ({
      i18n: createI18n({ messages: { ar: BUNDLED_MESSAGES.ar ?? {} }, loadMessages }),
      loadMessages,
    });

    it('translates in Arabic at once and fetches nothing', () => {
      const { i18n, loadMessages } = arabicOnly();
      expect(i18n.t('Cart')).toBe('السلة');
      expect(loadMessages).not.toHaveBeenCalled();
    });

    it('fetches English once, before switching to it', async () => {
      const { i18n, loadMessages } = arabicOnly();
      expect(i18n.hasMessages('en')).toBe(false);
      await Promise.all([i18n.changeLanguage('en'), i18n.changeLanguage('en')]);
      expect(loadMessages).toHaveBeenCalledTimes(1);
      expect(i18n.language).toBe('en');
      expect(i18n.t('cart_items_count', { count: 2 })).toBe('2 items');
    });

    it('starting in English fetches it at once, and a view reading it learns when it came', async () => {
      const loadMessages = vi.fn(async () => BUNDLED_MESSAGES.en ?? {});
      const i18n = createI18n({
        language: 'en',
        messages: { ar: BUNDLED_MESSAGES.ar ?? {} },
        loadMessages,
      });
      const seen: boolean[] = [];
      const stop = effect(() => {
        seen.push(i18n.hasMessages('en'));
      });
      await vi.waitFor(() => expect(i18n.t('cart_title', { count: 0 })).toBe('Your cart'));
      stop();
      expect(loadMessages).toHaveBeenCalledWith('en');
      expect(seen).toEqual([false, true]);
    });

    it('keeps the latest switch when an earlier one is still fetching', async () => {
      const { i18n } = arabicOnly();
      const toEnglish = i18n.changeLanguage('en');
      await i18n.changeLanguage('ar');
      await toEnglish;
      expect(i18n.language).toBe('ar');
    });

    it('still fetches English when a few English messages were added before it came', async () => {
      const { i18n, loadMessages } = arabicOnly();
      i18n.addMessages('en', { Cart: 'Basket' });
      expect(i18n.hasMessages('en')).toBe(false);
      await i18n.changeLanguage('en');
      expect(loadMessages).toHaveBeenCalledTimes(1);
      expect(i18n.t('Cart')).toBe('Basket');
      expect(i18n.t('Wishlist')).toBe('Wishlist');
      expect(i18n.t('cart_items_count', { count: 2 })).toBe('2 items');
    });

    it('switches anyway when English cannot be fetched, and tries again next time', async () => {
      const loadMessages = vi.fn<() => Promise<CompiledBundle>>(async () => {
        throw new TypeError('offline');
      });
      const { i18n } = arabicOnly(loadMessages);
      await expect(i18n.changeLanguage('en')).resolves.toBeUndefined();
      expect(i18n.language).toBe('en');
      expect(i18n.t('Cart')).toBe('Cart');
      loadMessages.mockResolvedValueOnce(BUNDLED_MESSAGES.en ?? {});
      await i18n.changeLanguage('en');
      expect(loadMessages).toHaveBeenCalledTimes(2);
      expect(i18n.t('cart_items_count', { count: 1 })).toBe('1 item');
    });
  });
});
