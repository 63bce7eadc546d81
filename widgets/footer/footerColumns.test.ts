import { describe, expect, it } from 'vitest';
import type { PolicyPage } from '../../src/core/shop';
import { footerColumns } from './footerColumns';

const policyPages: readonly PolicyPage[] = [
  { label: 'Terms & Conditions', path: '/terms-and-conditions' },
  { label: 'Privacy Policy', path: '/privacy-policy' },
  { label: 'Shipping Policy', path: '/shipping-policy' },
];

const paths = (title: string, input: Parameters<typeof footerColumns>[0]) =>
  footerColumns(input)
    .find((column) => column.title === title)
    ?.links.map((link) => link.path);

describe('footerColumns', () => {
  describe('given the policy pages the shop links', () => {
    it('lists About Us, then those pages in their order', () => {
      expect(paths('Company', { policyPages, signedIn: false })).toEqual([
        '/about-us',
        '/terms-and-conditions',
        '/privacy-policy',
        '/shipping-policy',
      ]);
    });
  });

  describe('given a visitor who is not signed in', () => {
    it('offers order tracking and sign-in', () => {
      const input = { policyPages, signedIn: false };
      expect(paths('Help', input)).toEqual([
        '/help-and-support',
        '/track-order',
        '/store/apply',
        '/delivery-man/apply',
      ]);
      expect(paths('Account', input)).toEqual(['/auth/sign-in']);
    });
  });

  describe('given a signed-in customer', () => {
    it('drops order tracking and links the profile instead of sign-in', () => {
      const input = { policyPages, signedIn: true };
      expect(paths('Help', input)).toEqual([
        '/help-and-support',
        '/store/apply',
        '/delivery-man/apply',
      ]);
      expect(paths('Account', input)).toEqual(['/profile?page=profile-settings']);
    });
  });

  it('opens only Help & Support in a new tab', () => {
    const newTab = footerColumns({ policyPages, signedIn: false })
      .flatMap((column) => column.links)
      .filter((link) => link.newTab)
      .map((link) => link.label);
    expect(newTab).toEqual(['Help & Support']);
  });
});
