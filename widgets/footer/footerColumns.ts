/*
 * The footer's link columns (spec §2 "Footer" and "Routes"): which storefront routes each column
 * lists, given the policy pages the shop links and whether the visitor is signed in.
 */
import {
  DELIVERY_MAN_APPLICATION_PATH,
  STORE_APPLICATION_PATH,
} from '../../src/core/catalog/storefrontRoutes';
import type { MessageKey } from '../../src/core/i18n';
import type { PolicyPage } from '../../src/core/shop';

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

/** What decides the columns: the shop's policy pages and whether the visitor is signed in. */
export interface FooterColumnsInput {
  policyPages: readonly PolicyPage[];
  signedIn: boolean;
}

/** The Company, Help and Account columns for this shop and visitor. */
export function footerColumns({ policyPages, signedIn }: FooterColumnsInput): FooterColumn[] {
  const company: FooterColumn = {
    title: 'Company',
    links: [{ label: 'About Us', path: '/about-us' }, ...policyPages],
  };
  const help: FooterColumn = {
    title: 'Help',
    links: [
      { label: 'Help & Support', path: '/help-and-support', newTab: true },
      // Spec §2: the track-order link is shown only to visitors who are not signed in.
      ...(signedIn ? [] : [{ label: 'Track Order', path: '/track-order' } as const]),
      { label: 'Become a Store Owner', path: STORE_APPLICATION_PATH },
      { label: 'Become a delivery man', path: DELIVERY_MAN_APPLICATION_PATH },
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
