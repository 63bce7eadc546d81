import { describe, expect, it } from 'vitest';
import { fakeShopConfig } from '../testing/shopFixtures';
import { pointsWorth, rewardRates } from './rewardRates';

describe('rewardRates', () => {
  it('reads the configuration’s loyalty and referral rates', () => {
    expect(rewardRates(fakeShopConfig('en'))).toEqual({
      pointsPerMoney: 10,
      minimumPoints: 200,
      referrerEarning: 50,
    });
  });

  it('leaves out a rate the shop has not set, and never lets fewer than 200 points convert', () => {
    const config = fakeShopConfig('en', {
      loyalty_point_exchange_rate: 0,
      loyalty_point_minimum_point: 50,
    });
    delete config.ref_earning_exchange_rate;
    expect(rewardRates(config)).toEqual({
      pointsPerMoney: null,
      minimumPoints: 200,
      referrerEarning: null,
    });
    expect(rewardRates(null).minimumPoints).toBe(200);
  });

  it('takes a shop’s higher minimum', () => {
    const config = fakeShopConfig('en', { loyalty_point_minimum_point: 500 });
    expect(rewardRates(config).minimumPoints).toBe(500);
  });
});

describe('pointsWorth', () => {
  it('converts points to money to the minor unit, as the server does', () => {
    expect(pointsWorth(250, 10)).toBe(25);
    expect(pointsWorth(205, 3)).toBe(68.33);
  });
});
