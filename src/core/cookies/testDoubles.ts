import type { CookieSource } from './cookieJar';

/**
 * A `document.cookie` stand-in with a browser's semantics: each assignment sets one cookie and
 * leaves the others. `writes` keeps every assignment with its attributes, in order.
 */
export function cookieDocument(): CookieSource & { jar: Map<string, string>; writes: string[] } {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    jar,
    writes,
    get cookie() {
      return [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      writes.push(assignment);
      const [pair = ''] = assignment.split(';');
      const [key = '', ...value] = pair.split('=');
      jar.set(key.trim(), value.join('='));
    },
  };
}
