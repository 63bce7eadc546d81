import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShopFeatures } from './features';
import { profileSections } from './profileSections';

const allOn: ShopFeatures = { wallet: true, loyaltyPoints: true, referral: true };

const labels = (features: ShopFeatures) =>
  profileSections(features).map((section) => section.label);

describe('profileSections', () => {
  describe('given a shop with wallet, loyalty points and referrals on', () => {
    it('lists every profile section in order, each with its route', () => {
      expect(profileSections(allOn).map(({ label, path }) => [label, path])).toEqual([
        ['Profile Settings', '/profile?page=profile-settings'],
        ['My Orders', '/profile?page=my-orders'],
        ['My Addresses', '/profile?page=addresses'],
        ['Wallet', '/profile?page=wallet'],
        ['Loyalty Points', '/profile?page=loyalty-points'],
        ['Referral Code', '/profile?page=referral-code'],
        ['Coupons', '/profile?page=coupons'],
      ]);
    });
  });

  describe('given each feature off', () => {
    it('hides only the entry of that feature', () => {
      expect(labels({ ...allOn, wallet: false })).not.toContain('Wallet');
      expect(labels({ ...allOn, loyaltyPoints: false })).not.toContain('Loyalty Points');
      expect(labels({ ...allOn, referral: false })).not.toContain('Referral Code');
      expect(labels({ ...allOn, referral: false })).toHaveLength(6);
    });
  });

  it('always keeps profile settings, my orders, addresses and coupons, whatever the features', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (wallet, loyaltyPoints, referral) => {
        const shown = labels({ wallet, loyaltyPoints, referral });
        expect(shown).toEqual(
          expect.arrayContaining(['Profile Settings', 'My Orders', 'My Addresses', 'Coupons']),
        );
        expect(shown).toHaveLength(4 + Number(wallet) + Number(loyaltyPoints) + Number(referral));
      }),
    );
  });
});
