import type { ProfilePage } from '../../src/core/catalog';

/** Every section of the profile, as the route's `page` names it. */
const PROFILE_PAGES: ReadonlySet<string> = new Set<ProfilePage>([
  'profile-settings',
  'my-orders',
  'addresses',
  'wallet',
  'loyalty-points',
  'referral-code',
  'coupons',
]);

/** What the header's orders badge says for my orders (spec §2). */
const ALIASES: Readonly<Record<string, ProfilePage>> = { orders: 'my-orders' };

const isProfilePage = (page: string): page is ProfilePage => PROFILE_PAGES.has(page);

/** The section a route's `page` names, or undefined when it names none. */
export function profilePageOf(page: string | null | undefined): ProfilePage | undefined {
  if (!page) return undefined;
  return ALIASES[page] ?? (isProfilePage(page) ? page : undefined);
}
