/** Where cookies are read and written: `document` in a browser, a plain object in tests. */
export interface CookieSource {
  cookie: string;
}

/** Reads and writes named cookies under the kit's namespace. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeDays: number): void;
}

/** Cookie lifetime of the spec's language and country cookies. */
export const COOKIE_MAX_AGE_DAYS = 365;

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The value of one cookie in a `document.cookie` string; the first occurrence wins, as in browsers. */
export function readCookie(cookie: string, name: string): string | undefined {
  for (const pair of cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === name) {
      return decode(pair.slice(separator + 1).trim());
    }
  }
  return undefined;
}

/** A cookie jar over a document; every name is prefixed with the namespace. */
export function createCookieJar(source: CookieSource, namespace = ''): CookieJar {
  return {
    get: (name) => readCookie(source.cookie, encodeURIComponent(`${namespace}${name}`)) ?? null,
    set(name, value, maxAgeDays) {
      const key = encodeURIComponent(`${namespace}${name}`);
      const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
      source.cookie = `${key}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax`;
    },
  };
}
