import { describe, expect, it } from 'vitest';
import { createCookieJar, readCookie } from './cookieJar';
import { cookieDocument } from './testDoubles';

describe('the cookie jar', () => {
  it('writes a path-wide, SameSite=Lax cookie with the lifetime in seconds', () => {
    const doc = cookieDocument();
    createCookieJar(doc).set('country_code', 'eg', 365);
    expect(doc.writes).toEqual(['country_code=eg; path=/; max-age=31536000; SameSite=Lax']);
  });

  it('reads the first of two cookies of one name, as browsers order them', () => {
    expect(readCookie('a=1; country_code=eg; country_code=sa', 'country_code')).toBe('eg');
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('x-lang=%E0%A4%A', 'x-lang')).toBe('%E0%A4%A');
  });

  it('namespaces names and reads back what it wrote', () => {
    const doc = cookieDocument();
    const jar = createCookieJar(doc, 'souq.');
    jar.set('country_code', 'eg', 365);
    expect(doc.jar.get('souq.country_code')).toBe('eg');
    expect(jar.get('country_code')).toBe('eg');
    expect(createCookieJar(doc).get('country_code')).toBeNull();
  });
});
