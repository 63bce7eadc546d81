/*
 * The page-wide Souq runtime behind the custom elements: one core (one store, one cart, one
 * toast stack) however many elements the page holds, created when the first element renders.
 */
import { createSouqCore, type SouqCore } from '../../core';
import type { Locale } from '../../core/i18n/locale';
import { EMBEDDED_NAMESPACE, type ThemePreference } from '../../core/store';

/** What a page configures before (or without) its first element. */
export interface RuntimeOptions {
  /** Origin of the shop's API; the page's own origin by default. */
  apiBaseUrl: string;
  /** Prefix of every storage key and cookie, so a partner's own keys are never touched. */
  namespace: string;
  /** Where links to the storefront go (product pages, checkout, sign-in); the API origin by default. */
  storefrontUrl: string;
  /** The fetch the API client uses; the browser's by default. */
  fetch?: typeof globalThis.fetch;
  /** Language the widgets start in, over the shopper's stored one (the partner page's language). */
  locale?: Locale;
  /** Shopper's country (lower-case alpha-2) the widgets start with. */
  country?: string;
  /** Colour scheme the widgets start with, over the shopper's stored choice. */
  theme?: ThemePreference;
}

let pending: Partial<RuntimeOptions> = {};
let current: { core: SouqCore; options: RuntimeOptions; ready: Promise<void> } | undefined;

/** Sets runtime options; only effective before the first element renders. */
export function configureSouq(options: Partial<RuntimeOptions>): void {
  if (current) {
    console.warn('souq: configureSouq was called after the widgets started; it is ignored.');
    return;
  }
  pending = { ...pending, ...options };
}

function resolveOptions(): RuntimeOptions {
  const apiBaseUrl = pending.apiBaseUrl ?? window.location.origin;
  return {
    apiBaseUrl,
    namespace: pending.namespace ?? EMBEDDED_NAMESPACE,
    storefrontUrl: pending.storefrontUrl ?? apiBaseUrl,
    ...(pending.fetch ? { fetch: pending.fetch } : {}),
    ...(pending.locale ? { locale: pending.locale } : {}),
    ...(pending.country ? { country: pending.country } : {}),
    ...(pending.theme ? { theme: pending.theme } : {}),
  };
}

/** A link into the storefront, absolute when the storefront lives on another origin. */
export function storefrontHref(options: RuntimeOptions, path: string): string {
  return new URL(path, options.storefrontUrl).href;
}

function start() {
  const options = resolveOptions();
  const navigate = (path: string) => window.location.assign(storefrontHref(options, path));
  const core = createSouqCore({
    apiBaseUrl: options.apiBaseUrl,
    namespace: options.namespace,
    navigate,
    reload: navigate,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.theme ? { theme: options.theme } : {}),
    ...(options.country ? { country: options.country } : {}),
  });
  // The first load runs once for the whole page, so every element starts from the same truth.
  const ready = core.start().then(() => core.loaded());
  current = { core, options, ready };
  return current;
}

/** The page's one runtime, started on first use. */
export function souqRuntime(): { core: SouqCore; options: RuntimeOptions; ready: Promise<void> } {
  return current ?? start();
}
