// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, SEED } from './random';

describe('createRandom', () => {
  describe('given the same seed', () => {
    it('draws the same sequence', () => {
      const one = createRandom(SEED);
      const two = createRandom(SEED);
      const draws = (random: ReturnType<typeof createRandom>) =>
        Array.from({ length: 20 }, () => random.next());
      expect(draws(one)).toEqual(draws(two));
    });

    it('forks the same stream for the same label, and a different one for another label', () => {
      const first = createRandom(SEED).fork('items').next();
      expect(createRandom(SEED).fork('items').next()).toBe(first);
      expect(createRandom(SEED).fork('stores').next()).not.toBe(first);
    });
  });

  describe('given any seed', () => {
    it('keeps next() in [0, 1)', () => {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const random = createRandom(seed);
          for (let i = 0; i < 50; i += 1) {
            const value = random.next();
            if (value < 0 || value >= 1) return false;
          }
          return true;
        }),
      );
    });

    it('keeps int(min, max) within both bounds, included', () => {
      fc.assert(
        fc.property(
          fc.integer(),
          fc.integer({ min: -1000, max: 1000 }),
          fc.nat(50),
          (seed, min, span) => {
            const value = createRandom(seed).int(min, min + span);
            return Number.isInteger(value) && value >= min && value <= min + span;
          },
        ),
      );
    });

    it('shuffles into a permutation of the list and leaves the list alone', () => {
      fc.assert(
        fc.property(fc.integer(), fc.array(fc.integer()), (seed, list) => {
          const copy = [...list];
          const shuffled = createRandom(seed).shuffle(list);
          expect(list).toEqual(copy);
          expect([...shuffled].sort((a, b) => a - b)).toEqual([...list].sort((a, b) => a - b));
        }),
      );
    });

    it('picks an element of the list', () => {
      fc.assert(
        fc.property(fc.integer(), fc.array(fc.string(), { minLength: 1 }), (seed, list) =>
          list.includes(createRandom(seed).pick(list)),
        ),
      );
    });
  });

  describe('when picking from an empty list', () => {
    it('throws', () => {
      expect(() => createRandom().pick([])).toThrow(RangeError);
    });
  });

  describe('when asked for a chance', () => {
    it('never succeeds at 0 and always at 1', () => {
      const random = createRandom();
      const draws = Array.from({ length: 100 }, () => [random.chance(0), random.chance(1)]);
      expect(draws.every(([never, always]) => never === false && always === true)).toBe(true);
    });
  });
});
