import type { FastifyRequest } from 'fastify';
import { detectLocale, type Locale, languageInAddress } from '../../../src/core/i18n';

/** The language of a storefront page and whether its address named it (`?lang=`). */
export interface PageLanguage {
  language: Locale;
  /** True when the address named the language, so the page's canonical address names it too. */
  named: boolean;
}

/**
 * The language a storefront page is sent in, by the storefront's own rule so the head and the
 * page agree: the address's `?lang=`, then the `NEXT_LOCALE` and `x-lang` cookies the language
 * switch writes, then Arabic. The browser's Accept-Language is not read, because the storefront
 * deliberately ignores the browser's language too (only a deliberate choice overrides Arabic).
 */
export function pageLanguage(request: Pick<FastifyRequest, 'headers' | 'url'>): PageLanguage {
  const query = request.url.split('?', 2)[1] ?? '';
  const named = languageInAddress(query);
  if (named) return { language: named, named: true };
  const cookie = request.headers.cookie ?? '';
  return { language: detectLocale({ cookie }), named: false };
}
