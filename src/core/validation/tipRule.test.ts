import { describe, expect, it } from 'vitest';
import { checkTipAmount, readTipAmount } from './tipRule';

describe('readTipAmount', () => {
  it('reads Latin and Arabic-Indic digits, with a point, a comma or the Arabic separator', () => {
    expect(readTipAmount(' 15 ')).toBe(15);
    expect(readTipAmount('١٢٫٥')).toBe(12.5);
    expect(readTipAmount('۷,۲۵')).toBe(7.25);
  });

  it('takes an empty field as no tip', () => {
    expect(readTipAmount('')).toBe(0);
  });

  it('names no amount for a negative, a word or more than an order may carry', () => {
    expect(readTipAmount('-5')).toBeNull();
    expect(readTipAmount('ten')).toBeNull();
    expect(readTipAmount('10000001')).toBeNull();
  });
});

describe('checkTipAmount', () => {
  it('says what a tip must be', () => {
    expect(checkTipAmount('abc')).toEqual({ key: 'Enter a tip of 0 or more' });
    expect(checkTipAmount('20')).toBeNull();
  });
});
