import { describe, expect, it } from 'vitest';
import { isSoldOut } from './soldOut';

describe('whether an item is sold out', () => {
  it('is when its stock is 0 or less', () => {
    expect(isSoldOut({ stock: 0 })).toBe(true);
    expect(isSoldOut({ stock: -2 })).toBe(true);
  });

  it('is not when it has stock, or its stock is not counted', () => {
    expect(isSoldOut({ stock: 4 })).toBe(false);
    expect(isSoldOut({})).toBe(false);
  });

  it('is when it is chosen through variations and none is in stock', () => {
    const options = [{ title: 'Size', options: ['Small', 'Large'] }];
    const variations = [
      { type: 'Small', price: 1, stock: 0 },
      { type: 'Large', price: 2, stock: 0 },
    ];
    expect(isSoldOut({ stock: 5, choice_options: options, variations })).toBe(true);
    expect(
      isSoldOut({
        stock: 5,
        choice_options: options,
        variations: [...variations, { type: 'Small', price: 1, stock: 1 }],
      }),
    ).toBe(false);
  });
});
