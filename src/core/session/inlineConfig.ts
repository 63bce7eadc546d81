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
 * The configuration the page carries for `language`, or undefined when it carries none, carries
 * it in another language (the shopper's stored choice wins), or carries something unreadable.
 */
export function readInlineConfig(
  doc: Pick<Document, 'getElementById'>,
  language: Locale,
): Config | undefined {
  const text = doc.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null) return undefined;
    const { language: written, config } = data as Partial<InlineConfig>;
    const usable = written === language && typeof config === 'object' && config !== null;
    return usable ? config : undefined;
  } catch {
    return undefined;
  }
}
