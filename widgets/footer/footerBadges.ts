/*
 * The payment methods and security certifications the footer shows as labelled tiles, composed
 * from lucide pictograms rather than drawn or hot-linked logos.
 */
import {
  Award,
  BadgeCheck,
  CreditCard,
  FileLock,
  KeyRound,
  Landmark,
  Lock,
  type LucideIcon,
  ShieldCheck,
  ShieldHalf,
  Smartphone,
  Wallet,
} from 'lucide-react';
import type { MessageKey } from '../../src/core/i18n';

/** One tile: its name and its pictogram. */
export interface FooterBadge {
  label: MessageKey;
  icon: LucideIcon;
}

/** Two card brands, an American Express card, a pay-by-account method and two wallet apps. */
export const PAYMENT_METHODS: readonly FooterBadge[] = [
  { label: 'Visa', icon: CreditCard },
  { label: 'Mastercard', icon: CreditCard },
  { label: 'American Express', icon: CreditCard },
  { label: 'Bank account', icon: Landmark },
  { label: 'Apple Pay', icon: Smartphone },
  { label: 'Google Pay', icon: Wallet },
];

/** The seven security certifications of spec §2 "Footer". */
export const SECURITY_CERTIFICATIONS: readonly FooterBadge[] = [
  { label: 'PCI DSS compliant', icon: ShieldCheck },
  { label: 'SSL secured', icon: Lock },
  { label: '3-D Secure payments', icon: KeyRound },
  { label: 'Verified merchant', icon: BadgeCheck },
  { label: 'ISO 27001 certified', icon: Award },
  { label: 'Data protection', icon: FileLock },
  { label: 'Fraud protection', icon: ShieldHalf },
];
