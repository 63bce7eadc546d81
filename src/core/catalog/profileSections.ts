/*
 * The sections of the signed-in customer's profile that menus link to (spec §2 "Routes"), and the
 * configuration flags that switch some of them off (spec §3 "Config": 0 hides the entry).
 */
import type { Config } from '../api/wire';
import type { MessageKey } from '../i18n';
import { type ProfilePage, profilePath } from './storefrontRoutes';

/** One profile section a menu offers: which page, its label and its route. */
export interface ProfileSection {
  page: ProfilePage;
  label: MessageKey;
  path: string;
}

/** The configuration flags that hide profile sections. */
export type ProfileFlags = Pick<
  Config,
  'customer_wallet_status' | 'loyalty_point_status' | 'ref_earning_status'
>;

/**
 * Whether a feature flag is on: anything but 0 is. Servers send flags as numbers or numeric
 * strings; a missing flag (no configuration yet) counts as off, so an entry never shows and then
 * vanishes once the configuration arrives.
 */
export function featureOn(flag: unknown): boolean {
  return flag !== undefined && flag !== null && Number(flag) !== 0;
}

const SECTIONS: readonly (Omit<ProfileSection, 'path'> & { flag?: keyof ProfileFlags })[] = [
  { page: 'profile-settings', label: 'Profile Settings' },
  { page: 'my-orders', label: 'My Orders' },
  { page: 'wallet', label: 'Wallet', flag: 'customer_wallet_status' },
  { page: 'loyalty-points', label: 'Loyalty Points', flag: 'loyalty_point_status' },
  { page: 'referral-code', label: 'Referral Code', flag: 'ref_earning_status' },
  { page: 'coupons', label: 'Coupons' },
];

/** The profile sections this shop offers, in the spec's order. */
export function profileSections(
  config: Partial<ProfileFlags> | null | undefined,
): ProfileSection[] {
  return SECTIONS.filter(({ flag }) => flag === undefined || featureOn(config?.[flag])).map(
    ({ page, label }) => ({ page, label, path: profilePath(page) }),
  );
}
