import { type ReactNode, Suspense } from 'react';
import { ProfileNav } from '../../src/ui/ProfileNav';
import * as css from './Profile.css';
import { ProfileSection } from './ProfileSection';
import { profilePageOf } from './profilePage';

/** Props of `Profile`. */
export interface ProfileProps {
  /**
   * The section shown (route `/profile?page=…`): `profile-settings` (the default, and what an
   * unknown name shows), `my-orders` (or `orders`), `addresses`, `wallet`, `loyalty-points`,
   * `referral-code` or `coupons`.
   */
  page?: string | undefined;
  /** My orders' tab: `running` (the default) or `previous`. */
  tab?: string | undefined;
  /** The demo payment page's `status` on its way back from adding funds to the wallet. */
  paymentStatus?: string | undefined;
}

/**
 * The customer's profile: the menu of its sections beside the one shown (spec §2 "Routes").
 * Wallet, loyalty points and referrals are listed only while the shop has them on; each section
 * asks a visitor to sign in and brings them back to it.
 */
export function Profile({ page, tab, paymentStatus }: ProfileProps): ReactNode {
  const shown = profilePageOf(page) ?? 'profile-settings';
  return (
    <div className={css.page} part="root">
      <ProfileNav current={shown} />
      <div className={css.section}>
        <Suspense fallback={<div className={css.pending} aria-busy="true" />}>
          <ProfileSection page={shown} tab={tab} paymentStatus={paymentStatus} />
        </Suspense>
      </div>
    </div>
  );
}
