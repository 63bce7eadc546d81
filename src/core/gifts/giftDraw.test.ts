import { describe, expect, it } from 'vitest';
import { drawGift } from './giftDraw';

const weights = [
  { itemId: 1, weight: 1 },
  { itemId: 2, weight: 3 },
];

/** A seed whose 52-bit roll is `fraction` of the range. */
const seedAt = (fraction: number) =>
  Math.floor(fraction * 2 ** 52)
    .toString(16)
    .padStart(13, '0')
    .concat('ab');

describe('given a packet of weighted items', () => {
  it('gives each item the share of rolls its weight holds', () => {
    expect(drawGift(weights, seedAt(0))).toBe(1);
    expect(drawGift(weights, seedAt(0.2499))).toBe(1);
    expect(drawGift(weights, seedAt(0.25))).toBe(2);
    expect(drawGift(weights, seedAt(0.9999))).toBe(2);
  });

  it('draws the same item from the same seed, so a stored draw can be recomputed', () => {
    const seed = 'f3a9c01d22b7e4aa09';
    expect(drawGift(weights, seed)).toBe(drawGift(weights, seed));
  });

  it('lands near the weights over many evenly spread rolls', () => {
    const counts = new Map<number, number>();
    const rolls = 4000;
    for (let step = 0; step < rolls; step += 1) {
      const won = drawGift(weights, seedAt((step + 0.5) / rolls));
      if (won !== null) counts.set(won, (counts.get(won) ?? 0) + 1);
    }
    expect(counts.get(1)).toBe(1000);
    expect(counts.get(2)).toBe(3000);
  });

  it('draws nothing from an empty packet, zero weights or a malformed seed', () => {
    expect(drawGift([], seedAt(0.5))).toBeNull();
    expect(drawGift([{ itemId: 1, weight: 0 }], seedAt(0.5))).toBeNull();
    expect(drawGift(weights, 'not-hex')).toBeNull();
  });
});
