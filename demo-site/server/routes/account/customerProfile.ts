import type { CustomerProfile } from '../../../../src/core/api/wire';
import type { Customer } from './customerAccounts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The profile GET customer/info sends (spec §3 Customer profile, 6amMart field names). */
export interface CustomerProfileWire extends CustomerProfile {
  id: number;
  l_name: string;
  /** Null when the customer signed up without one. */
  email: string | null;
  phone: string;
  loyalty_point: number;
  ref_code: string;
  is_phone_verified: 0 | 1;
}

/** Serialises a customer who has placed `orderCount` orders. */
export function customerProfileWire(
  customer: Customer,
  orderCount: number,
  now = new Date(),
): CustomerProfileWire {
  return {
    id: customer.id,
    f_name: customer.fName,
    l_name: customer.lName,
    email: customer.email,
    phone: customer.phone,
    image: customer.image ?? '',
    order_count: orderCount,
    wallet_balance: customer.walletBalance,
    loyalty_point: customer.loyaltyPoint,
    ref_code: customer.refCode,
    member_since_days: Math.max(
      0,
      Math.floor((now.getTime() - customer.createdAt.getTime()) / DAY_MS),
    ),
    is_phone_verified: customer.isPhoneVerified ? 1 : 0,
  };
}
