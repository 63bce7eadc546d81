import { signal } from '@preact/signals-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRecentSearches,
  RECENT_SEARCHES_MAX,
  RECENT_SEARCHES_SHOWN,
  withRecentSearch,
} from './recentSearches';

function setup(initial: readonly string[] = [], max?: number) {
  const list = signal<readonly string[]>(initial);
  const recent = createRecentSearches(list, max === undefined ? {} : { max });
  return { list, recent };
}

describe('createRecentSearches', () => {
  describe('given no history', () => {
    it('shows nothing', () => {
      expect(setup().recent.shown.value).toEqual([]);
    });

    describe('when terms are searched', () => {
      it('stores them newest first', () => {
        const { list, recent } = setup();
        recent.add('milk');
        recent.add('bread');
        expect(list.value).toEqual(['bread', 'milk']);
      });

      it('stores the trimmed term', () => {
        const { list, recent } = setup();
        recent.add('  rice  ');
        expect(list.value).toEqual(['rice']);
      });

      it('ignores empty and whitespace-only terms without writing', () => {
        const { list, recent } = setup();
        const before = list.value;
        recent.add('');
        recent.add('   ');
        expect(list.value).toBe(before);
      });

      it('keeps Arabic terms as typed', () => {
        const { list, recent } = setup();
        recent.add('حليب');
        recent.add('خبز');
        expect(list.value).toEqual(['خبز', 'حليب']);
      });
    });
  });

  describe('given a term already in the history', () => {
    it('moves it to the front instead of repeating it', () => {
      const { list, recent } = setup(['bread', 'milk', 'rice']);
      recent.add('milk');
      expect(list.value).toEqual(['milk', 'bread', 'rice']);
    });

    it('matches it case-insensitively and keeps the newest spelling', () => {
      const { list, recent } = setup(['bread', 'Milk']);
      recent.add('MILK');
      expect(list.value).toEqual(['MILK', 'bread']);
    });
  });

  describe(`given more than ${RECENT_SEARCHES_SHOWN} terms`, () => {
    it(`shows the ${RECENT_SEARCHES_SHOWN} newest`, () => {
      const { recent } = setup();
      for (const term of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) recent.add(term);
      expect(recent.shown.value).toEqual(['h', 'g', 'f', 'e', 'd', 'c']);
    });
  });

  describe(`given ${RECENT_SEARCHES_MAX} stored terms`, () => {
    it('forgets the oldest when another is added', () => {
      const stored = Array.from({ length: RECENT_SEARCHES_MAX }, (_, index) => `term ${index}`);
      const { list, recent } = setup(stored);
      recent.add('fresh');
      expect(list.value).toHaveLength(RECENT_SEARCHES_MAX);
      expect(list.value[0]).toBe('fresh');
      expect(list.value).not.toContain(`term ${RECENT_SEARCHES_MAX - 1}`);
    });
  });

  describe('given a custom max', () => {
    it('keeps no more than it', () => {
      const { list, recent } = setup([], 3);
      for (const term of ['a', 'b', 'c', 'd']) recent.add(term);
      expect(list.value).toEqual(['d', 'c', 'b']);
    });

    it('rejects a max that is not a positive whole number', () => {
      const list = signal<readonly string[]>([]);
      expect(() => createRecentSearches(list, { max: 0 })).toThrow(RangeError);
      expect(() => createRecentSearches(list, { max: 2.5 })).toThrow(RangeError);
    });
  });

  describe('when a term is removed', () => {
    it('deletes it whatever its case and leaves the rest in order', () => {
      const { list, recent } = setup(['bread', 'Milk', 'rice']);
      recent.remove('milk');
      expect(list.value).toEqual(['bread', 'rice']);
    });

    it('leaves the list untouched when the term is not there', () => {
      const { list, recent } = setup(['bread']);
      const before = list.value;
      recent.remove('cheese');
      expect(list.value).toBe(before);
    });

    it('lets an older term move up into the shown ones', () => {
      const { recent } = setup(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
      recent.remove('c');
      expect(recent.shown.value).toEqual(['a', 'b', 'd', 'e', 'f', 'g']);
    });
  });

  describe('when the history is cleared', () => {
    it('empties the list and what is shown', () => {
      const { list, recent } = setup(['bread', 'milk']);
      recent.clear();
      expect(list.value).toEqual([]);
      expect(recent.shown.value).toEqual([]);
    });
  });

  describe('given a stored list with duplicates and blanks from elsewhere', () => {
    it('shows each term once and no blanks', () => {
      const { recent } = setup(['milk', '', 'MILK', 'bread', '  ']);
      expect(recent.shown.value).toEqual(['milk', 'bread']);
    });
  });

  describe('when the caller replaces the persisted list', () => {
    it('shows the new list at once', () => {
      const { list, recent } = setup(['old']);
      list.value = ['from another tab'];
      expect(recent.shown.value).toEqual(['from another tab']);
    });
  });
});

describe('given any sequence of added terms', () => {
  const termArbitrary = fc.oneof(
    fc.constantFrom('milk', 'Milk', 'MILK', ' milk ', 'bread', 'حليب', '', '   '),
    fc.string({ maxLength: 6 }),
  );

  it('the list is unique ignoring case, within max, and starts with the last non-empty term', () => {
    fc.assert(
      fc.property(
        fc.array(termArbitrary, { maxLength: 60 }),
        fc.integer({ min: 1, max: 25 }),
        (terms, max) => {
          const { list, recent } = setup([], max);
          for (const term of terms) recent.add(term);
          const keys = list.value.map((term) => term.toLowerCase());
          expect(new Set(keys).size).toBe(list.value.length);
          expect(list.value.length).toBeLessThanOrEqual(max);
          const lastNonEmpty = terms.findLast((term) => term.trim() !== '');
          expect(list.value[0]).toBe(lastNonEmpty?.trim());
        },
      ),
    );
  });
});

describe('withRecentSearch', () => {
  describe('given a blank term', () => {
    it('returns the very same list', () => {
      const list = ['milk'];
      expect(withRecentSearch(list, ' ', 5)).toBe(list);
    });
  });
});
