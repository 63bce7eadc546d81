import type { FastifyRequest } from 'fastify';
import {
  createI18n,
  type I18n,
  isLocale,
  type Locale,
  type MessageKey,
} from '../../../src/core/i18n';

/** The language a request asks for in `X-localization` (spec §7); Arabic when absent or unknown. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['x-localization'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return isLocale(value) ? value : 'ar';
}

let i18n: I18n | undefined;

/** Translates a message key of the shared locales into a request's language. */
export function translate(
  language: Locale,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  i18n ??= createI18n();
  return i18n.getFixedT(language)(key, values);
}

/** Picks the Arabic or English column of a bilingual row. */
export function localized(language: Locale, english: string, arabic: string): string {
  return language === 'ar' ? arabic : english;
}
