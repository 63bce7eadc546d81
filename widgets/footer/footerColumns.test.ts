import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footerColumns, type PolicyFlags, policyLinked } from './footerColumns';

const allOn: PolicyFlags = { refund_policy: 1, cancelation_policy: 1, shipping_policy: 1 };

const paths = (title: string, input: Parameters<typeof footerColumns>[0]) =>
  footerColumns(input)
    .find((column) => column.title === title)
    ?.links.map((link) => link.path);

describe('footerColumns', () => {
  describe('given every policy is on', () => {
    it('lists the company pages, then refund, cancellation and shipping', () => {
      expect(paths('Company', { config: allOn, signedIn: false })).toEqual([
        '/about-us',
        '/terms-and-conditions',
        '/privacy-policy',
        '/refund-policy',
        '/cancellation-policy',
        '/shipping-policy',
      ]);
    });
  });

  describe('given any mix of policy flags', () => {
    it('links exactly the policies whose flag is not 0', () => {
      const flag = fc.constantFrom<0 | 1>(0, 1);
      fc.assert(
        fc.property(flag, flag, flag, (refund, cancel, shipping) => {
          const config = {
            refund_policy: refund,
            cancelation_policy: cancel,
            shipping_policy: shipping,
          };
          const linked = paths('Company', { config, signedIn: false }) ?? [];
          expect(linked.includes('/refund-policy')).toBe(refund !== 0);
          expect(linked.includes('/cancellation-policy')).toBe(cancel !== 0);
          expect(linked.includes('/shipping-policy')).toBe(shipping !== 0);
        }),
      );
    });
  });

  describe('given the configuration has not loaded', () => {
    it('links no policy page', () => {
      expect(paths('Company', { config: null, signedIn: false })).toEqual([
        '/about-us',
        '/terms-and-conditions',
        '/privacy-policy',
      ]);
    });
  });

  describe('given a visitor who is not signed in', () => {
    it('offers order tracking and sign-in', () => {
      const input = { config: allOn, signedIn: false };
      expect(paths('Help', input)).toEqual(['/help-and-support', '/track-order', '/store/apply']);
      expect(paths('Account', input)).toEqual(['/auth/sign-in']);
    });
  });

  describe('given a signed-in customer', () => {
    it('drops order tracking and links the profile instead of sign-in', () => {
      const input = { config: allOn, signedIn: true };
      expect(paths('Help', input)).toEqual(['/help-and-support', '/store/apply']);
      expect(paths('Account', input)).toEqual(['/profile?page=profile-settings']);
    });
  });

  it('opens only Help & Support in a new tab', () => {
    const newTab = footerColumns({ config: allOn, signedIn: false })
      .flatMap((column) => column.links)
      .filter((link) => link.newTab)
      .map((link) => link.label);
    expect(newTab).toEqual(['Help & Support']);
  });
});

describe('policyLinked', () => {
  it('reads 0 and "0" as off, other numbers and numeric strings as on', () => {
    expect(policyLinked(0)).toBe(false);
    expect(policyLinked('0')).toBe(false);
    fc.assert(
      fc.property(
        fc.integer().filter((n) => n !== 0),
        (n) => {
          expect(policyLinked(n)).toBe(true);
          expect(policyLinked(String(n))).toBe(true);
        },
      ),
    );
  });

  it('reads a missing flag as off', () => {
    expect(policyLinked(undefined)).toBe(false);
    expect(policyLinked(null)).toBe(false);
  });
});
