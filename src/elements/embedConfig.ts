/*
 * The embed loader's configuration: what a partner writes as `data-*` attributes on the script
 * tag or passes to `Souq.configure({...})`. Every value is checked here, in the loader, so a typo
 * costs a console warning and the default, never a broken page. Kept free of valibot and the store
 * so the loader stays a few kilobytes.
 */
import { isLocale, type Locale } from '../core/i18n/locale';
import type { ThemePreference } from '../core/store/plainKeys';

/** The theme preferences the loader accepts (the store's, without importing the store). */
export const EMBED_THEMES = [
  'light',
  'dark',
  'system',
] as const satisfies readonly ThemePreference[];

/** A partner's theme tokens: `--souq-*` custom properties and their CSS values. */
export type ThemeTokens = Readonly<Record<`--souq-${string}`, string>>;

/** Everything a partner may configure; each field is optional and already validated. */
export interface EmbedConfig {
  /** Origin of the shop's API. */
  apiBaseUrl?: string;
  /** Language the widgets start in. */
  locale?: Locale;
  /** Shopper's country (ISO 3166 alpha-2, lower case) the widgets start with. */
  country?: string;
  /** Colour scheme the widgets start with. */
  theme?: ThemePreference;
  /** Where links into the storefront go. */
  storefrontUrl?: string;
  /** Prefix of every storage key and cookie. */
  namespace?: string;
  /** Custom properties set on every Souq element. */
  themeTokens?: ThemeTokens;
}

/** Receives one message per value that was refused. */
export type Warn = (message: string) => void;

const COUNTRY = /^[a-z]{2}$/i;
const NAMESPACE = /^[\w.:-]{1,32}$/;
const TOKEN_NAME = /^--souq-[a-z0-9-]+$/;
// A token value cannot end its declaration or open a block: it stays one declaration.
const TOKEN_VALUE = /^[^;{}<>\\]{1,200}$/;

function isTheme(value: string): value is ThemePreference {
  return (EMBED_THEMES as readonly string[]).includes(value);
}

function httpUrl(value: string, base: string | URL): string | undefined {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function isTokenName(name: string): name is `--souq-${string}` {
  return TOKEN_NAME.test(name);
}

/** Keeps the well-formed `--souq-*` tokens of an object, warning about each other entry. */
export function parseThemeTokens(input: unknown, warn: Warn): ThemeTokens | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    warn('souq: theme tokens must be an object of --souq-* properties; they are ignored.');
    return undefined;
  }
  const tokens: Record<`--souq-${string}`, string> = {};
  for (const [name, value] of Object.entries(input)) {
    const text = typeof value === 'number' ? String(value) : value;
    if (isTokenName(name) && typeof text === 'string' && TOKEN_VALUE.test(text.trim())) {
      tokens[name] = text.trim();
    } else {
      warn(`souq: theme token "${name}" is not a --souq-* property with a plain value; ignored.`);
    }
  }
  return Object.keys(tokens).length > 0 ? tokens : undefined;
}

/** The raw values a partner wrote, by option, as text or (through configure) anything. */
export type RawEmbedConfig = { readonly [Key in keyof EmbedConfig]?: unknown };

/**
 * Validates raw options; URLs may be relative to `base` (the loader's own URL). Refused values
 * warn and are left out, so the default (or an earlier setting) stands.
 */
export function parseEmbedConfig(raw: RawEmbedConfig, base: string | URL, warn: Warn): EmbedConfig {
  const config: EmbedConfig = {};
  const refuse = (option: string, value: unknown, expected: string) =>
    warn(`souq: ${option} ${JSON.stringify(value)} is not ${expected}; the default is used.`);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

  for (const option of ['apiBaseUrl', 'storefrontUrl'] as const) {
    if (raw[option] === undefined) continue;
    const value = text(raw[option]);
    const url = value ? httpUrl(value, base) : undefined;
    if (url) config[option] = url;
    else refuse(option, raw[option], 'an http(s) URL');
  }
  if (raw.locale !== undefined) {
    const value = text(raw.locale);
    if (isLocale(value)) config.locale = value;
    else refuse('locale', raw.locale, 'ar or en');
  }
  if (raw.country !== undefined) {
    const value = text(raw.country);
    if (value && COUNTRY.test(value)) config.country = value.toLowerCase();
    else refuse('country', raw.country, 'a two-letter country code');
  }
  if (raw.theme !== undefined) {
    const value = text(raw.theme);
    if (value && isTheme(value)) config.theme = value;
    else refuse('theme', raw.theme, 'light, dark or system');
  }
  if (raw.namespace !== undefined) {
    // An empty prefix would share the partner's own keys (token, guest_id …): never allowed.
    const value = text(raw.namespace);
    if (value && NAMESPACE.test(value)) config.namespace = value;
    else refuse('namespace', raw.namespace, 'a non-empty prefix of letters, digits, . _ : -');
  }
  if (raw.themeTokens !== undefined) {
    const tokens = parseThemeTokens(raw.themeTokens, warn);
    if (tokens) config.themeTokens = tokens;
  }
  return config;
}

/** Reads the script tag's `data-*` attributes (`data-theme-tokens` holds JSON). */
export function configFromDataset(
  dataset: DOMStringMap,
  base: string | URL,
  warn: Warn,
): EmbedConfig {
  let themeTokens: unknown;
  if (dataset.themeTokens !== undefined) {
    try {
      themeTokens = JSON.parse(dataset.themeTokens);
    } catch {
      warn('souq: data-theme-tokens is not JSON; it is ignored.');
    }
  }
  return parseEmbedConfig(
    {
      apiBaseUrl: dataset.api,
      locale: dataset.locale,
      country: dataset.country,
      theme: dataset.theme,
      storefrontUrl: dataset.storefront,
      namespace: dataset.namespace,
      themeTokens,
    },
    base,
    warn,
  );
}

/** Merges a later configuration over an earlier one (theme tokens merge token by token). */
export function mergeEmbedConfig(earlier: EmbedConfig, later: EmbedConfig): EmbedConfig {
  const merged = { ...earlier, ...later };
  if (earlier.themeTokens && later.themeTokens) {
    merged.themeTokens = { ...earlier.themeTokens, ...later.themeTokens };
  }
  return merged;
}

/** The CSS rule that carries the tokens into every shadow root adopting the kit's sheet. */
export function themeTokensRule(tokens: ThemeTokens): string {
  const declarations = Object.entries(tokens).map(([name, value]) => `${name}: ${value};`);
  return `:host { ${declarations.join(' ')} }`;
}
