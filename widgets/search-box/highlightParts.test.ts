import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlightParts';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('highlightParts', () => {
  describe('given a name holding the typed text', () => {
    it('marks it whatever its letter case', () => {
      expect(highlightParts('Red apples 1 kg', 'APP')).toEqual([
        { text: 'Red ', match: false },
        { text: 'app', match: true },
        { text: 'les 1 kg', match: false },
      ]);
    });

    it('marks every occurrence', () => {
      expect(marked('Banana', 'an')).toEqual(['an', 'an']);
    });

    it('takes the typed text literally, even with pattern characters', () => {
      expect(marked('Oil (1 L) + more', '(1 l) +')).toEqual(['(1 L) +']);
      expect(marked('Oil 1L', '.')).toEqual([]);
    });

    it('ignores spaces around the typed text', () => {
      expect(marked('Siwa dates', '  dates ')).toEqual(['dates']);
    });
  });

  describe('given an Arabic name', () => {
    it('marks the typed letters', () => {
      expect(highlightParts('تمر سيوي 500 جم', 'سيوي')).toEqual([
        { text: 'تمر ', match: false },
        { text: 'سيوي', match: true },
        { text: ' 500 جم', match: false },
      ]);
    });

    it('matches a name written with vowel marks and keeps each mark with its letter', () => {
      expect(marked('تَمْرٌ سيوي', 'تمر')).toEqual(['تَمْرٌ']);
    });

    it('matches across a tatweel', () => {
      expect(marked('عســل سدر', 'عسل')).toEqual(['عســل']);
    });
  });

  describe('given nothing typed or no match', () => {
    it('leaves the name whole', () => {
      expect(highlightParts('Ramadan basket', '   ')).toEqual([
        { text: 'Ramadan basket', match: false },
      ]);
      expect(highlightParts('Ramadan basket', 'milk')).toEqual([
        { text: 'Ramadan basket', match: false },
      ]);
    });

    it('has no runs for an empty name', () => {
      expect(highlightParts('', 'milk')).toEqual([]);
    });
  });

  describe('given any name and any typed text', () => {
    const alphabet = fc.constantFrom(...'aAbBzZ .()*+?[]\\^$|'.split(''), ...'تمرسيوعلَُِْـ'.split(''));
    const textOf = (maxLength: number) =>
      fc.array(alphabet, { maxLength }).map((letters) => letters.join(''));
    const withoutMarks = (text: string) => text.replace(/[\p{M}\u0640]/gu, '').toLowerCase();

    it('gives back the name exactly when the runs are joined', () => {
      fc.assert(
        fc.property(textOf(30), textOf(4), (text, query) => {
          const parts = highlightParts(text, query);
          expect(parts.map((part) => part.text).join('')).toBe(text);
          expect(parts.every((part) => part.text !== '')).toBe(true);
        }),
      );
    });

    it('marks only the typed letters, and marks them wherever the name holds them as typed', () => {
      fc.assert(
        fc.property(textOf(30), textOf(4), (text, query) => {
          const wanted = withoutMarks(query.trim());
          for (const run of marked(text, query)) expect(withoutMarks(run)).toBe(wanted);
          if (wanted !== '' && text.includes(query.trim())) {
            expect(marked(text, query).length).toBeGreaterThan(0);
          }
        }),
      );
    });
  });
});
