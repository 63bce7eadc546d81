import { describe, expect, it } from 'vitest';
import { checkPointTransfer, LOYALTY_POINT_TRANSFER_MINIMUM, readPointCount } from './loyaltyRules';

describe('given a loyalty points transfer', () => {
  it('refuses fewer points than the minimum of 200', () => {
    expect(LOYALTY_POINT_TRANSFER_MINIMUM).toBe(200);
    expect(checkPointTransfer(199, 1000)).toEqual({
      key: 'You need at least {min} points to transfer',
      values: { min: 200 },
    });
  });

  it('refuses more points than the customer holds', () => {
    expect(checkPointTransfer(300, 250)).toEqual({ key: 'You do not have enough points' });
  });

  it('passes the minimum and anything up to what is held', () => {
    expect(checkPointTransfer(200, 200)).toBeNull();
    expect(checkPointTransfer(250, 400)).toBeNull();
  });
});

describe('given a typed count of points', () => {
  it('reads whole numbers in Latin or Arabic-Indic digits', () => {
    expect(readPointCount(' 250 ')).toBe(250);
    expect(readPointCount('٣٠٠')).toBe(300);
  });

  it('names no count for a fraction, a negative, a word or nothing', () => {
    expect(readPointCount('20.5')).toBeNull();
    expect(readPointCount('-200')).toBeNull();
    expect(readPointCount('many')).toBeNull();
    expect(readPointCount('')).toBeNull();
  });
});
