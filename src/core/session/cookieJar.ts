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

/** A cookie jar over a document; every name is prefixed with the namespace. */
export function createCookieJar(source: CookieSource, namespace = ''): CookieJar {
  return {
    get(name) {
      const wanted = encodeURIComponent(`${namespace}${name}`);
      for (const pair of source.cookie.split(';')) {
        const [key, ...value] = pair.trim().split('=');
        if (key === wanted) return decodeURIComponent(value.join('='));
      }
      return null;
    },
    set(name, value, maxAgeDays) {
      const key = encodeURIComponent(`${namespace}${name}`);
      const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
      source.cookie = `${key}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax`;
    },
  };
}
