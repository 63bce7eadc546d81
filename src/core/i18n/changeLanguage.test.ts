import { describe, expect, it, vi } from 'vitest';
import { cookieDocument } from '../cookies/testDoubles';
import { changeLanguage } from './changeLanguage';
import { createI18n } from './createI18n';

describe('changeLanguage', () => {
  describe('given an Arabic instance and a document', () => {
    describe('when switched to English', () => {
      it('translates in English afterwards', async () => {
        const i18n = createI18n();
        await changeLanguage(i18n, 'en', { notify: vi.fn() });
        expect(i18n.language).toBe('en');
        expect(i18n.dir()).toBe('ltr');
        expect(i18n.t('Cart')).toBe('Cart');
      });

      it('writes both language cookies for a year', async () => {
        const doc = cookieDocument();
        await changeLanguage(createI18n(), 'en', { notify: vi.fn(), doc });
        expect(doc.writes).toEqual([
          'x-lang=en; path=/; max-age=31536000; SameSite=Lax',
          'NEXT_LOCALE=en; path=/; max-age=31536000; SameSite=Lax',
        ]);
      });

      it('confirms the change once, in English', async () => {
        const notify = vi.fn();
        await changeLanguage(createI18n(), 'en', { notify });
        expect(notify).toHaveBeenCalledTimes(1);
        expect(notify).toHaveBeenCalledWith('Language has been changed');
      });
    });
  });

  describe('given an English instance', () => {
    describe('when switched to Arabic', () => {
      it('confirms the change in Arabic and turns right to left', async () => {
        const i18n = createI18n({ language: 'en' });
        const notify = vi.fn();
        await changeLanguage(i18n, 'ar', { notify });
        expect(notify).toHaveBeenCalledWith('تم تغيير اللغة');
        expect(i18n.dir()).toBe('rtl');
      });
    });
  });

  describe('given no document', () => {
    it('switches and notifies without touching cookies', async () => {
      const i18n = createI18n();
      const notify = vi.fn();
      await changeLanguage(i18n, 'en', { notify });
      expect(i18n.language).toBe('en');
      expect(document.cookie).not.toContain('NEXT_LOCALE');
    });
  });
});
