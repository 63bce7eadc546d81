/*
 * The footer's link columns (spec §2 "Footer" and "Routes"): which storefront routes each column
 * lists, given the shop's policy flags and whether the visitor is signed in.
 */
import type { Config } from '../../src/core/api/wire';
import type { MessageKey } from '../../src/core/i18n';

/** One link of a footer column: a storefront route and its label. */
export interface FooterLink {
  label: MessageKey;
  path: string;
  /** Opens in a new tab (Help & Support, spec §2). */
  newTab?: boolean;
}

/** A titled column of footer links. */
export interface FooterColumn {
  title: MessageKey;
  links: readonly FooterLink[];
}

/** The configuration flags that decide which policy pages are linked. */
export type PolicyFlags = Pick<Config, 'refund_policy' | 'cancelation_policy' | 'shipping_policy'>;

/** What decides the columns: the shop's flags (null before the configuration has loaded). */
export interface FooterColumnsInput {
  config: PolicyFlags | null;
  signedIn: boolean;
}

const POLICY_LINKS: readonly (FooterLink & { flag: keyof PolicyFlags })[] = [
  { flag: 'refund_policy', label: 'Refund Policy', path: '/refund-policy' },
  { flag: 'cancelation_policy', label: 'Cancellation Policy', path: '/cancellation-policy' },
  { flag: 'shipping_policy', label: 'Shipping Policy', path: '/shipping-policy' },
];

/**
 * Whether a policy flag links its page: anything but 0 does. Servers send the flag as a number or
 * a numeric string; a missing flag (no configuration yet) links nothing rather than a page that
 * may be switched off.
 */
export function policyLinked(flag: unknown): boolean {
  return flag !== undefined && flag !== null && Number(flag) !== 0;
}

/** The Company, Help and Account columns for this shop and visitor. */
export function footerColumns({ config, signedIn }: FooterColumnsInput): FooterColumn[] {
  const policies = POLICY_LINKS.filter(({ flag }) => policyLinked(config?.[flag])).map(
    ({ label, path }) => ({ label, path }),
  );
  const company: FooterColumn = {
    title: 'Company',
    links: [
      { label: 'About Us', path: '/about-us' },
      { label: 'Terms & Conditions', path: '/terms-and-conditions' },
      { label: 'Privacy Policy', path: '/privacy-policy' },
      ...policies,
    ],
  };
  const help: FooterColumn = {
    title: 'Help',
    links: [
      { label: 'Help & Support', path: '/help-and-support', newTab: true },
      // Spec §2: the track-order link is shown only to visitors who are not signed in.
      ...(signedIn ? [] : [{ label: 'Track Order', path: '/track-order' } as const]),
      { label: 'Become a Store Owner', path: '/store/apply' },
    ],
  };
  const account: FooterColumn = {
    title: 'Account',
    links: [
      signedIn
        ? { label: 'Profile', path: '/profile?page=profile-settings' }
        : { label: 'Sign In', path: '/auth/sign-in' },
    ],
  };
  return [company, help, account];
}
