/*
 * The sections of the signed-in customer's profile that menus link to (spec §2 "Routes"), some of
 * them only while the shop has their feature on.
 */
import { type ProfilePage, profilePath } from '../catalog/storefrontRoutes';
import type { MessageKey } from '../i18n';
import type { ShopFeatures } from './features';

/** One profile section a menu offers: which page, its label and its route. */
export interface ProfileSection {
  page: ProfilePage;
  label: MessageKey;
  path: string;
}

const SECTIONS: readonly (Omit<ProfileSection, 'path'> & { feature?: keyof ShopFeatures })[] = [
  { page: 'profile-settings', label: 'Profile Settings' },
  { page: 'my-orders', label: 'My Orders' },
  { page: 'addresses', label: 'My Addresses' },
  { page: 'wallet', label: 'Wallet', feature: 'wallet' },
  { page: 'loyalty-points', label: 'Loyalty Points', feature: 'loyaltyPoints' },
  { page: 'referral-code', label: 'Referral Code', feature: 'referral' },
  { page: 'coupons', label: 'Coupons' },
];

/** The profile sections a shop with these features offers, in the spec's order. */
export function profileSections(features: ShopFeatures): ProfileSection[] {
  return SECTIONS.filter(({ feature }) => feature === undefined || features[feature]).map(
    ({ page, label }) => ({ page, label, path: profilePath(page) }),
  );
}
