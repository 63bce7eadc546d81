/*
 * The storefront's server writes the shop's configuration into the page it sends, in the page's
 * language, so the first load need not wait a round trip for `/config` before the catalog reads
 * can start. The data block is read once; a page without it (a partner page, a plain file server)
 * asks the API as before.
 */
import type { Config } from '../api/wire';
import type { Locale } from '../i18n';

/** The id of the `<script type="application/json">` holding the configuration. */
export const INLINE_CONFIG_ID = 'souq-config';

/** What the data block holds: the configuration and the language it was written in. */
export interface InlineConfig {
  language: Locale;
  config: Config;
}

/**
 * The data block's text: JSON in which no `<` can close the script element or open a comment,
 * however the shop's texts are written.
 */
export function inlineConfigJson(language: Locale, config: object): string {
  return JSON.stringify({ language, config }).replace(/</g, '\\u003c');
}

/**
 * The configuration the page carries, with the language it was written in; undefined when the
 * page carries none or something unreadable. `Session.adoptPageConfig` decides whether it serves.
 */
export function readInlineConfig(doc: Pick<Document, 'getElementById'>): InlineConfig | undefined {
  const text = doc.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null) return undefined;
    const { language, config } = data as Partial<InlineConfig>;
    const readable =
      (language === 'ar' || language === 'en') && typeof config === 'object' && config !== null;
    return readable ? { language, config } : undefined;
  } catch {
    return undefined;
  }
}
