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

/** Serialises a customer; `order_count` stays 0 until orders exist (a later issue). */
export function customerProfileWire(customer: Customer, now = new Date()): CustomerProfileWire {
  return {
    id: customer.id,
    f_name: customer.fName,
    l_name: customer.lName,
    email: customer.email,
    phone: customer.phone,
    image: customer.image ?? '',
    order_count: 0,
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
