/*
 * The page-wide Souq runtime behind the custom elements: one core (one store, one cart, one
 * toast stack) however many elements the page holds, created when the first element renders.
 */
import { createSouqCore, type SouqCore } from '../../core';
import type { Locale } from '../../core/i18n/locale';
import { EMBEDDED_NAMESPACE, type ThemePreference } from '../../core/store';
import { bindPageEvents, reportPageError } from './pageEvents';

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

/**
 * Puts the page's configured language, country and theme into the store before anything reads
 * it: the partner's page is in one language, so its widgets start in it.
 */
function applyStartOptions(core: SouqCore, options: RuntimeOptions): void {
  const { store } = core;
  if (options.locale) store.language.value = options.locale;
  if (options.theme) store.theme.value = options.theme;
  applyCountry(core, options);
}

/** The configured country; boot picks the shop's first one for a visitor without a cookie. */
function applyCountry({ store }: SouqCore, options: RuntimeOptions): void {
  if (options.country) store.config.value = { ...store.config.value, countryCode: options.country };
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
    onError: (message) => reportPageError(message),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  applyStartOptions(core, options);
  // Bound for the page's lifetime, like the core itself.
  bindPageEvents(core);
  // Boot fetches the shop's configuration and a guest id once for the whole page; the cart and
  // wishlist then load from the server so every element starts from the same truth.
  const ready = core.session.boot().then(async (outcome) => {
    if (outcome.status !== 'ready') return;
    applyCountry(core, options);
    await Promise.all([core.cart.refresh(), core.wishlist.refresh()]);
  });
  current = { core, options, ready };
  return current;
}

/** The page's one runtime, started on first use. */
export function souqRuntime(): { core: SouqCore; options: RuntimeOptions; ready: Promise<void> } {
  return current ?? start();
}
