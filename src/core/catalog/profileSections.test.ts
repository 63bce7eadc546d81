import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featureOn, type ProfileFlags, profileSections } from './profileSections';

const labels = (config: Partial<ProfileFlags> | null) =>
  profileSections(config).map((section) => section.label);

describe('profileSections', () => {
  describe('given a shop with wallet, loyalty points and referrals on', () => {
    it('lists every profile section in order, each with its route', () => {
      const sections = profileSections({
        customer_wallet_status: 1,
        loyalty_point_status: 1,
        ref_earning_status: 1,
      });
      expect(sections.map(({ label, path }) => [label, path])).toEqual([
        ['Profile Settings', '/profile?page=profile-settings'],
        ['My Orders', '/profile?page=my-orders'],
        ['Wallet', '/profile?page=wallet'],
        ['Loyalty Points', '/profile?page=loyalty-points'],
        ['Referral Code', '/profile?page=referral-code'],
        ['Coupons', '/profile?page=coupons'],
      ]);
    });
  });

  describe('given each flag at 0', () => {
    it('hides only the entry of that flag', () => {
      const on: ProfileFlags = {
        customer_wallet_status: 1,
        loyalty_point_status: 1,
        ref_earning_status: 1,
      };
      expect(labels({ ...on, customer_wallet_status: 0 })).not.toContain('Wallet');
      expect(labels({ ...on, loyalty_point_status: 0 })).not.toContain('Loyalty Points');
      expect(labels({ ...on, ref_earning_status: 0 })).not.toContain('Referral Code');
      expect(labels({ ...on, ref_earning_status: 0 })).toHaveLength(5);
    });
  });

  describe('given no configuration yet', () => {
    it('offers only the entries no flag governs', () => {
      expect(labels(null)).toEqual(['Profile Settings', 'My Orders', 'Coupons']);
    });
  });

  it('always keeps profile settings, my orders and coupons, whatever the flags', () => {
    const flag = fc.constantFrom<0 | 1>(0, 1);
    fc.assert(
      fc.property(flag, flag, flag, (wallet, loyalty, referral) => {
        const shown = labels({
          customer_wallet_status: wallet,
          loyalty_point_status: loyalty,
          ref_earning_status: referral,
        });
        expect(shown).toEqual(expect.arrayContaining(['Profile Settings', 'My Orders', 'Coupons']));
        expect(shown).toHaveLength(3 + wallet + loyalty + referral);
      }),
    );
  });
});

describe('featureOn', () => {
  it('reads 0 and "0" as off, other values as on, and a missing flag as off', () => {
    expect(featureOn(0)).toBe(false);
    expect(featureOn('0')).toBe(false);
    expect(featureOn(1)).toBe(true);
    expect(featureOn('1')).toBe(true);
    expect(featureOn(undefined)).toBe(false);
    expect(featureOn(null)).toBe(false);
  });
});
