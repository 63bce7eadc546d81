import { describe, expect, it } from 'vitest';
import { returnTarget } from './returnTarget';

describe('returnTarget', () => {
  it.each([
    '/product/olive-oil',
    '/checkout?page=cart',
    '/profile?page=wallet#top',
    '/search?name=%D8%B4%D8%A7%D9%8A',
  ])('returns to the storefront path %s', (from) => {
    expect(returnTarget(from)).toBe(from);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty text', ''],
    ['another host', '//evil.example/home'],
    ['a scheme', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'product/7'],
    ['a backslash host', '/\\evil.example'],
    ['a tab hiding a host', '/\t/evil.example'],
    ['a newline', '/home\n'],
    ['a control character', '/home\u0000'],
    ['the sign-in page itself', '/auth/sign-in?from=/home'],
    ['the sign-up page', '/auth/sign-up'],
  ])('goes home for %s', (_name, from) => {
    expect(returnTarget(from)).toBe('/home');
  });

  it('keeps a page whose name only starts like the auth pages', () => {
    expect(returnTarget('/authors')).toBe('/authors');
  });
});
