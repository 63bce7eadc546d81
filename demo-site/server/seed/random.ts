/*
 * A small seeded pseudo-random generator (mulberry32). The seed is fixed so every run of the
 * demo seed draws the same catalog; each part of the seed forks its own stream by label, so a
 * change in how many numbers one part draws does not reshuffle the others.
 */

/** The fixed seed of the demo catalog. */
export const SEED = 0x5e_ed_50;

/** A deterministic stream of random choices. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with the given probability (0..1). */
  chance(probability: number): boolean;
  /** A shuffled copy of the list (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** A new independent stream derived from this one's seed and a label. */
  fork(label: string): Random;
}

/** Creates a random stream from a 32-bit seed. */
export function createRandom(seed: number = SEED): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new RangeError('pick() needs a non-empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    fork: (label) => createRandom(hashLabel(label, seed)),
  };
}

/** FNV-1a over the label, mixed with the parent seed. */
function hashLabel(label: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (const char of label) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
