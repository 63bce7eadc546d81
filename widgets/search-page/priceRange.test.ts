import { describe, expect, it } from 'vitest';
import { readPriceRange } from './priceRange';

const span = { min_price: 5, max_price: 500 };

describe('readPriceRange', () => {
  it('reads empty inputs as no bounds', () => {
    expect(readPriceRange('', ' ', span)).toEqual({ ok: true, min: null, max: null });
  });

  it('reads decimals within the shop’s span', () => {
    expect(readPriceRange('5', '12.5', span)).toEqual({ ok: true, min: 5, max: 12.5 });
  });

  it('refuses a lowest price above the highest, at the lowest', () => {
    expect(readPriceRange('90', '20', span)).toEqual({
      ok: false,
      error: 'The lowest price cannot be above the highest',
      field: 'min',
    });
  });

  it('refuses a price outside the shop’s span, at the input holding it', () => {
    expect(readPriceRange('', '900', span)).toMatchObject({ ok: false, field: 'max' });
    expect(readPriceRange('1', '', span)).toMatchObject({ ok: false, field: 'min' });
  });

  it('takes any non-negative price while the span is unknown', () => {
    expect(readPriceRange('0', '900', undefined)).toEqual({ ok: true, min: 0, max: 900 });
  });

  it('refuses what is not a price', () => {
    expect(readPriceRange('-3', '', undefined)).toMatchObject({
      ok: false,
      error: 'Enter a valid price',
      field: 'min',
    });
    expect(readPriceRange('', 'abc', undefined)).toMatchObject({ ok: false, field: 'max' });
  });
});
