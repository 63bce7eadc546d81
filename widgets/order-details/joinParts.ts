import type { Locale } from '../../src/core/i18n';

/**
 * Parts of one value (an address and its door, an item's options) joined with the language's
 * comma; empty parts are left out. Not `Intl.ListFormat`: its Arabic lists add "and" (و).
 */
export function joinParts(parts: readonly (string | null | undefined)[], language: Locale): string {
  return parts.filter(Boolean).join(language === 'ar' ? '، ' : ', ');
}
