import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHomePath } from './currentPath';

describe('isHomePath', () => {
  it('knows the home page with or without a trailing slash, query or fragment', () => {
    for (const path of ['/home', '/home/', '/home?ref=app', '/home#top']) {
      expect(isHomePath(path)).toBe(true);
    }
  });

  it('does not take other pages, or pages under /home, for the home page', () => {
    for (const path of ['/', '', '/search?name=home', '/homepage', '/home/extra', '/flash-sales']) {
      expect(isHomePath(path)).toBe(false);
    }
  });

  it('never takes a path that does not start with /home for the home page', () => {
    fc.assert(
      fc.property(
        fc.string().filter((path) => !path.startsWith('/home')),
        (path) => {
          expect(isHomePath(path)).toBe(false);
        },
      ),
    );
  });
});
