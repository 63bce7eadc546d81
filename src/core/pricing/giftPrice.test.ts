import { describe, expect, it } from 'vitest';
import { giftLinePrice } from './giftPrice';

describe('given a won gift on an order', () => {
  it('keeps the item’s price and discounts all of it, so the line costs nothing', () => {
    const line = giftLinePrice(45.5);
    expect(line).toEqual({ price: 45.5, discountOnItem: 45.5 });
    expect(line.price - line.discountOnItem).toBe(0);
  });

  it('never makes a negative or non-finite line', () => {
    expect(giftLinePrice(-3)).toEqual({ price: 0, discountOnItem: 0 });
    expect(giftLinePrice(Number.NaN)).toEqual({ price: 0, discountOnItem: 0 });
  });
});
