import { describe, expect, it } from 'vitest';
import { bonusOf, type WalletBonusOffer, walletBonus } from './walletBonus';

const tenPercentUpTo50: WalletBonusOffer = {
  bonus_type: 'percentage',
  bonus_amount: 10,
  minimum_add_amount: 200,
  maximum_bonus_amount: 50,
};
const flat25From500: WalletBonusOffer = {
  bonus_type: 'amount',
  bonus_amount: 25,
  minimum_add_amount: 500,
  maximum_bonus_amount: 0,
};

describe('given the bonuses a wallet top-up may earn', () => {
  it('gives nothing below an offer’s minimum', () => {
    expect(bonusOf(tenPercentUpTo50, 199.99)).toBe(0);
    expect(walletBonus([tenPercentUpTo50, flat25From500], 100)).toBe(0);
  });

  it('gives a percentage, rounded to the minor unit and capped', () => {
    expect(bonusOf(tenPercentUpTo50, 333.35)).toBe(33.34);
    expect(bonusOf(tenPercentUpTo50, 2000)).toBe(50);
    expect(bonusOf({ ...tenPercentUpTo50, maximum_bonus_amount: 0 }, 2000)).toBe(200);
  });

  it('gives the largest offer, never the sum', () => {
    expect(walletBonus([tenPercentUpTo50, flat25From500], 300)).toBe(30);
    expect(walletBonus([tenPercentUpTo50, flat25From500], 600)).toBe(50);
    expect(
      walletBonus([{ ...tenPercentUpTo50, maximum_bonus_amount: 20 }, flat25From500], 600),
    ).toBe(25);
  });

  it('gives nothing for a top-up of nothing, and no offers at all', () => {
    expect(walletBonus([tenPercentUpTo50], 0)).toBe(0);
    expect(walletBonus([], 1000)).toBe(0);
  });
});
