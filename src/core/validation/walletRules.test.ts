import { describe, expect, it } from 'vitest';
import { checkTopUpAmount, readTopUpAmount } from './walletRules';

describe('readTopUpAmount', () => {
  it('reads Latin and Arabic-Indic digits, with a point, a comma or the Arabic separator', () => {
    expect(readTopUpAmount(' 150 ')).toBe(150);
    expect(readTopUpAmount('١٢٠٫٥')).toBe(120.5);
    expect(readTopUpAmount('۷۵,۲۵')).toBe(75.25);
  });

  it('names no amount for a word, a negative, or more than two decimals', () => {
    expect(readTopUpAmount('ten')).toBeNull();
    expect(readTopUpAmount('-5')).toBeNull();
    expect(readTopUpAmount('10.125')).toBeNull();
    expect(readTopUpAmount('')).toBeNull();
  });
});

describe('checkTopUpAmount', () => {
  const refused = {
    key: 'Enter an amount from {min} to {max}',
    values: { min: 1, max: 100_000 },
  };

  it('takes an amount from 1 to 100 000', () => {
    expect(checkTopUpAmount('1')).toBeNull();
    expect(checkTopUpAmount('100000')).toBeNull();
  });

  it('refuses nothing, less than 1, more than 100 000, and what is no amount', () => {
    expect(checkTopUpAmount('')).toEqual(refused);
    expect(checkTopUpAmount('0.5')).toEqual(refused);
    expect(checkTopUpAmount('100000.01')).toEqual(refused);
    expect(checkTopUpAmount('abc')).toEqual(refused);
  });
});
