/*
 * The embedded kit's configuration: what a partner writes as `data-*` attributes on the script
 * tag or passes to `Souq.configure({...})`. Every value is checked here when the kit starts, so a
 * typo costs a console warning and the default, never a broken page.
 */
import { isLocale, type Locale } from '../../core/i18n/locale';
import type { ThemePreference } from '../../core/store/plainKeys';

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

/** JSON text (the `data-theme-tokens` attribute) as a value; undefined, with a warning, if it is not. */
function fromJson(input: unknown, warn: Warn): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch {
    warn('souq: theme tokens are not JSON; they are ignored.');
    return undefined;
  }
}

/**
 * Keeps the well-formed `--souq-*` tokens of an object (or of its JSON text), warning about each
 * other entry.
 */
export function parseThemeTokens(raw: unknown, warn: Warn): ThemeTokens | undefined {
  const input = fromJson(raw, warn);
  if (input === undefined) return undefined;
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

/** The CSS rule that carries the tokens into every shadow root adopting the kit's sheet. */
export function themeTokensRule(tokens: ThemeTokens): string {
  const declarations = Object.entries(tokens).map(([name, value]) => `${name}: ${value};`);
  return `:host { ${declarations.join(' ')} }`;
}
