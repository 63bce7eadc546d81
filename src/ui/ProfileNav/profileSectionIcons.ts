import {
  Coins,
  type LucideIcon,
  MapPin,
  Package,
  Share2,
  TicketPercent,
  UserRound,
  Wallet,
} from 'lucide-react';
import type { ProfilePage } from '../../core/catalog';

/** The icon of each profile section, the same in every menu that lists them. */
export const PROFILE_SECTION_ICONS: Readonly<Record<ProfilePage, LucideIcon>> = {
  'profile-settings': UserRound,
  'my-orders': Package,
  addresses: MapPin,
  wallet: Wallet,
  'loyalty-points': Coins,
  'referral-code': Share2,
  coupons: TicketPercent,
};
