import { describe, expect, it } from 'vitest';
import { itemUnderPointer, landingTurn, settleOfSeed, WHEEL_TURNS, wheelSlices } from './giftWheel';

const packet = [
  { itemId: 11, weight: 6 },
  { itemId: 12, weight: 3 },
  { itemId: 13, weight: 1 },
];

describe('given a packet of weighted items', () => {
  it('cuts the wheel into slices as wide as each chance, in the packet order', () => {
    expect(wheelSlices(packet)).toEqual([
      { itemId: 11, start: 0, sweep: 216 },
      { itemId: 12, start: 216, sweep: 108 },
      { itemId: 13, start: 324, sweep: 36 },
    ]);
  });

  it('leaves out items that weigh nothing', () => {
    expect(wheelSlices([{ itemId: 1, weight: 0 }, ...packet]).map(({ itemId }) => itemId)).toEqual([
      11, 12, 13,
    ]);
  });
});

describe('when the wheel lands on the item the server drew', () => {
  const slices = wheelSlices(packet);

  it('stops every item under the pointer, wherever in its slice the seed settles it', () => {
    for (const { itemId } of packet) {
      for (const settle of [0, 0.25, 0.5, 0.99, 1]) {
        const turn = landingTurn(slices, itemId, settle);
        expect(turn).not.toBeNull();
        expect(itemUnderPointer(slices, turn ?? 0)).toBe(itemId);
      }
    }
  });

  it('makes its whole turns first, and no more than one more', () => {
    const turn = landingTurn(slices, 13, 0.5) ?? 0;
    expect(turn).toBeGreaterThanOrEqual(WHEEL_TURNS * 360);
    expect(turn).toBeLessThan((WHEEL_TURNS + 1) * 360);
    expect(landingTurn(slices, 13, 0.5, 0)).toBe(turn - WHEEL_TURNS * 360);
  });

  it('keeps clear of the borders, even for a thin slice', () => {
    const [first, last] = [landingTurn(slices, 13, 0, 0), landingTurn(slices, 13, 1, 0)];
    // The slice runs from 324° to 360°: a stop between 331.2° and 352.8° turns 7.2° to 28.8°.
    expect(first).toBeCloseTo(360 - 331.2);
    expect(last).toBeCloseTo(360 - 352.8);
  });

  it('has no turn for an item the wheel does not hold', () => {
    expect(landingTurn(slices, 99, 0.5)).toBeNull();
  });
});

describe('given the seed of a draw', () => {
  it('settles the same draw at the same place, read past the roll', () => {
    const seed = `${'0'.repeat(13)}80000000ff`;
    expect(settleOfSeed(seed)).toBe(0.5);
    expect(settleOfSeed(`${'0'.repeat(13)}00000000`)).toBe(0);
    expect(settleOfSeed(`${'f'.repeat(13)}c0000000`)).toBe(0.75);
  });

  it('settles in the middle when the seed is short or not hex', () => {
    expect(settleOfSeed('abc')).toBe(0.5);
    expect(settleOfSeed('not-a-seed-at-all-xyz')).toBe(0.5);
  });
});
