import { signal } from '@preact/signals-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Config } from '../api/wire';
import { type ConfigState, configDefaults } from '../store/slices';
import { fakeShopConfig } from '../testing';
import { createShopModel, UNCONFIGURED_PRICE_FORMAT } from './shopModel';

/** A shop model over a configuration slice the test writes to, as boot does. */
function shopOver(configData: Config | null = null) {
  const config = signal<ConfigState>({ ...configDefaults, configData });
  const configure = (changes: Partial<Config>) => {
    config.value = { ...config.value, configData: fakeShopConfig('en', changes) };
  };
  return { shop: createShopModel(config), configure };
}

/** A configuration as a server sends it, flags and amounts possibly as numeric strings. */
const asSent = (changes: Record<string, unknown>) => changes as Partial<Config>;

describe('the shop model', () => {
  describe('given the configuration has not loaded', () => {
    const { shop } = shopOver();

    it('is not configured, with no name, logo, footer text or links', () => {
      expect(shop.configured.value).toBe(false);
      expect(shop.name.value).toBeNull();
      expect(shop.logo.value).toBeNull();
      expect(shop.footerText.value).toBeNull();
      expect(shop.socialMedia.value).toEqual([]);
      expect(shop.appUrls.value).toEqual({ android: '', ios: '' });
      expect(shop.imageBaseUrls.value).toEqual({});
    });

    it('writes prices with two decimals and no symbol', () => {
      expect(shop.priceFormat.value).toEqual(UNCONFIGURED_PRICE_FORMAT);
      expect(shop.priceFormat.value.digit_after_decimal_point).toBe(2);
    });

    it('offers no optional feature, no guest checkout and no free delivery', () => {
      expect(shop.features.value).toEqual({ wallet: false, loyaltyPoints: false, referral: false });
      expect(shop.guestCheckoutAllowed.value).toBe(false);
      expect(shop.freeDeliveryOver.value).toBeNull();
      expect(shop.maintenance.value).toBe(false);
    });

    it('links only the pages no flag governs', () => {
      expect(shop.policyPages.value.map((page) => page.path)).toEqual([
        '/terms-and-conditions',
        '/privacy-policy',
      ]);
      expect(shop.profileSections.value.map((section) => section.page)).toEqual([
        'profile-settings',
        'my-orders',
        'addresses',
        'coupons',
      ]);
    });

    it('has no zones and no countries', () => {
      expect(shop.zones.value).toEqual([]);
      expect(shop.countries.value).toEqual([]);
    });
  });

  describe('when the configuration arrives', () => {
    it('follows it', () => {
      const { shop, configure } = shopOver();
      configure({ business_name: 'Souq', currency_symbol: 'E£' });
      expect(shop.configured.value).toBe(true);
      expect(shop.name.value).toBe('Souq');
      expect(shop.logo.value).toBe('logo.svg');
      expect(shop.imageBaseUrls.value.business_logo_url).toBe('/images/business');
      expect(shop.countries.value.length).toBeGreaterThan(0);
      expect(shop.priceFormat.value.currency_symbol).toBe('E£');
    });
  });

  describe('the price format', () => {
    it('is the currency symbol, its side and the decimals, nothing else of the configuration', () => {
      const { shop } = shopOver(
        fakeShopConfig('en', {
          currency_symbol: '$',
          currency_symbol_direction: 'left',
          digit_after_decimal_point: 3,
        }),
      );
      expect(shop.priceFormat.value).toEqual({
        currency_symbol: '$',
        currency_symbol_direction: 'left',
        digit_after_decimal_point: 3,
      });
    });
  });

  describe('given a blank shop name, logo or footer text', () => {
    it('reads them as absent', () => {
      const { shop } = shopOver(
        fakeShopConfig('en', { business_name: '  ', logo: '', footer_text: ' ' }),
      );
      expect(shop.name.value).toBeNull();
      expect(shop.logo.value).toBeNull();
      expect(shop.footerText.value).toBeNull();
    });
  });

  describe('given flags as numbers or numeric strings', () => {
    const flag = fc.constantFrom<unknown>(0, 1, '0', '1');
    const on = (value: unknown) => Number(value) !== 0;

    it('links exactly the policy pages whose flag is on, in the spec’s order', () => {
      fc.assert(
        fc.property(flag, flag, flag, (refund, cancel, shipping) => {
          const { shop } = shopOver(
            fakeShopConfig(
              'en',
              asSent({
                refund_policy: refund,
                cancelation_policy: cancel,
                shipping_policy: shipping,
              }),
            ),
          );
          const expected = [
            '/terms-and-conditions',
            '/privacy-policy',
            ...(on(refund) ? ['/refund-policy'] : []),
            ...(on(cancel) ? ['/cancellation-policy'] : []),
            ...(on(shipping) ? ['/shipping-policy'] : []),
          ];
          expect(shop.policyPages.value.map((page) => page.path)).toEqual(expected);
        }),
      );
    });

    it('switches each feature and its profile section by its own flag', () => {
      fc.assert(
        fc.property(flag, flag, flag, (wallet, loyalty, referral) => {
          const { shop } = shopOver(
            fakeShopConfig(
              'en',
              asSent({
                customer_wallet_status: wallet,
                loyalty_point_status: loyalty,
                ref_earning_status: referral,
              }),
            ),
          );
          expect(shop.features.value).toEqual({
            wallet: on(wallet),
            loyaltyPoints: on(loyalty),
            referral: on(referral),
          });
          const pages = shop.profileSections.value.map((section) => section.page);
          expect(pages.includes('wallet')).toBe(on(wallet));
          expect(pages.includes('loyalty-points')).toBe(on(loyalty));
          expect(pages.includes('referral-code')).toBe(on(referral));
        }),
      );
    });

    it('allows guest checkout and shows maintenance only while their flag is on', () => {
      for (const value of [1, '1']) {
        const { shop } = shopOver(
          fakeShopConfig('en', asSent({ guest_checkout_status: value, maintenance_mode: value })),
        );
        expect(shop.guestCheckoutAllowed.value).toBe(true);
        expect(shop.maintenance.value).toBe(true);
      }
      for (const value of [0, '0']) {
        const { shop } = shopOver(
          fakeShopConfig('en', asSent({ guest_checkout_status: value, maintenance_mode: value })),
        );
        expect(shop.guestCheckoutAllowed.value).toBe(false);
        expect(shop.maintenance.value).toBe(false);
      }
    });

    it('asks for verified phones only while customer_verification is 1', () => {
      for (const [value, required] of [
        [1, true],
        ['1', true],
        [0, false],
        [undefined, false],
      ] as const) {
        const { shop } = shopOver(fakeShopConfig('en', asSent({ customer_verification: value })));
        expect(shop.phoneVerificationRequired.value).toBe(required);
      }
    });

    it("gives the shop's contacts, a malformed e-mail left out", () => {
      const { shop } = shopOver(
        fakeShopConfig('en', {
          phone: '+20 2 1234 5678',
          email: 'not an e-mail',
          address: ' Cairo ',
        }),
      );
      expect(shop.contacts.value.phone?.href).toBe('tel:+20212345678');
      expect(shop.contacts.value.email).toBeNull();
      expect(shop.contacts.value.address).toBe('Cairo');
    });
  });

  describe('the free-delivery threshold', () => {
    it('is the configured amount, also when sent as a numeric string', () => {
      expect(
        shopOver(fakeShopConfig('en', { free_delivery_over: 250 })).shop.freeDeliveryOver.value,
      ).toBe(250);
      expect(
        shopOver(fakeShopConfig('en', asSent({ free_delivery_over: '99.5' }))).shop.freeDeliveryOver
          .value,
      ).toBe(99.5);
    });

    it('is absent when the shop offers none: null, zero, negative or not a number', () => {
      for (const value of [null, 0, -5, 'free']) {
        const { shop } = shopOver(fakeShopConfig('en', asSent({ free_delivery_over: value })));
        expect(shop.freeDeliveryOver.value).toBeNull();
      }
    });
  });

  describe('the app links', () => {
    it('are the configured ones, trimmed', () => {
      const { shop } = shopOver(
        fakeShopConfig('en', { app_url_android: ' https://play.test/a ', app_url_ios: '' }),
      );
      expect(shop.appUrls.value).toEqual({ android: 'https://play.test/a', ios: '' });
    });
  });
});
