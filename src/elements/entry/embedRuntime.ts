/*
 * The script-tag kit's side of the runtime: it checks the partner's options and applies them. It
 * arrives with the runtime rather than in the loader, which only collects what the page wrote, so
 * a refused value warns once the kit starts (when an element or a `Souq` call first needs it).
 */

import { kitStyleSheet } from '../host/kitStyles';
import { configureSouq } from '../host/runtime';
import { parseEmbedConfig, themeTokensRule, type Warn } from './embedConfig';
import type { SouqRuntimeModule } from './loader';
import { createSouqApi } from './souqApi';

/** Starts the embedded runtime for the kit served at `kitUrl`. */
export function embedRuntime(
  kitUrl: string,
  warn: Warn = (message) => console.warn(message),
): SouqRuntimeModule {
  // The partner's page lives on another origin: the shop (API, links) is the kit's.
  configureSouq({ apiBaseUrl: new URL(kitUrl).origin });
  return {
    configure(raw) {
      const { themeTokens, ...options } = parseEmbedConfig(raw, kitUrl, warn);
      if (Object.keys(options).length > 0) configureSouq(options);
      if (!themeTokens) return;
      // Each call's tokens go after the kit's CSS and any earlier tokens, so the latest wins.
      const sheet = kitStyleSheet();
      sheet.insertRule(themeTokensRule(themeTokens), sheet.cssRules.length);
    },
    createSouqApi,
  };
}
