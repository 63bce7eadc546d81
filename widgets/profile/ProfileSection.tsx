import type { ReactNode } from 'react';
import type { ProfilePage } from '../../src/core/catalog';
import { preloadableLazy } from '../../src/ui/hooks/preloadableLazy';

/** Props of `ProfileSection`: the section, and what it takes from the profile's route. */
export interface ProfileSectionProps {
  page: ProfilePage;
  /** My orders' tab (`running` or `previous`). */
  tab: string | undefined;
  /** The demo payment page's `status` on its way back to the wallet. */
  paymentStatus: string | undefined;
}

const settings = preloadableLazy(() =>
  import('./settings').then((module) => module.ProfileSettings),
);
const orderList = preloadableLazy(() =>
  import('../order-list/OrderList').then((module) => module.OrderList),
);
const addresses = preloadableLazy(() =>
  import('../addresses/Addresses').then((module) => module.Addresses),
);
const wallet = preloadableLazy(() => import('../wallet/Wallet').then((module) => module.Wallet));
const loyalty = preloadableLazy(() =>
  import('../loyalty/Loyalty').then((module) => module.Loyalty),
);
const referral = preloadableLazy(() =>
  import('../referral/Referral').then((module) => module.Referral),
);
const coupons = preloadableLazy(() =>
  import('../coupons-page/CouponsPage').then((module) => module.CouponsPage),
);

const ProfileSettings = settings.Component;
const OrderList = orderList.Component;
const Addresses = addresses.Component;
const Wallet = wallet.Component;
const Loyalty = loyalty.Component;
const Referral = referral.Component;
const CouponsPage = coupons.Component;

/** The section `page` of the profile; each one's code is a chunk of its own. */
export function ProfileSection({ page, tab, paymentStatus }: ProfileSectionProps): ReactNode {
  switch (page) {
    case 'profile-settings':
      return <ProfileSettings />;
    case 'my-orders':
      return <OrderList tab={tab} />;
    case 'addresses':
      return <Addresses />;
    case 'wallet':
      return <Wallet paymentStatus={paymentStatus} />;
    case 'loyalty-points':
      return <Loyalty />;
    case 'referral-code':
      return <Referral />;
    case 'coupons':
      return <CouponsPage />;
    default:
      return page satisfies never;
  }
}
