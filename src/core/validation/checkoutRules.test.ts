import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCheckOutAsGuest,
  checkDeliveryAddress,
  checkDeliveryNote,
  checkOneRestaurant,
  checkOrderNote,
} from './checkoutRules';

describe('checking out as a guest', () => {
  it.each([
    [false, 1, true],
    [true, 1, false],
    [false, 0, false],
    [false, null, false],
    [false, undefined, false],
  ])('logged in %s, guest_checkout_status %s → offered %s', (loggedIn, status, offered) => {
    expect(canCheckOutAsGuest({ loggedIn, guestCheckoutStatus: status })).toBe(offered);
  });
});

describe("the order's note to the store", () => {
  it('takes 1000 characters as a person counts them, and refuses one more', () => {
    expect(checkOrderNote('')).toBeNull();
    expect(checkOrderNote('💊'.repeat(1000))).toBeNull();
    expect(checkOrderNote('x'.repeat(1001))).toEqual({
      key: 'The note must be at most 1000 characters',
    });
  });
});

describe('the delivery note', () => {
  it('accepts every note of at most 191 characters, empty included', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 191, unit: 'grapheme-ascii' }), (note) => {
        expect(checkDeliveryNote(note)).toBeNull();
      }),
    );
  });

  it('refuses every note longer than 191 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 192, maxLength: 400, unit: 'grapheme-ascii' }), (note) => {
        expect(checkDeliveryNote(note)).toEqual({
          key: 'Delivery note must be at most 191 characters',
        });
      }),
    );
  });

  it('counts an emoji as one character', () => {
    expect(checkDeliveryNote('🚪'.repeat(191))).toBeNull();
    expect(checkDeliveryNote('🚪'.repeat(192))).not.toBeNull();
  });
});

describe('the delivery address', () => {
  it('must be chosen', () => {
    expect(checkDeliveryAddress({ id: 4 })).toBeNull();
    expect(checkDeliveryAddress(null)).toEqual({ key: 'Delivery address is required' });
    expect(checkDeliveryAddress(undefined)).toEqual({ key: 'Delivery address is required' });
  });
});

describe('one restaurant per order', () => {
  it('lets an item join an empty cart or one from its own restaurant', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 5 }), (storeId, lines) => {
        expect(checkOneRestaurant(Array(lines).fill(storeId), storeId)).toBeNull();
      }),
    );
  });

  it('refuses an item from another restaurant than one in the cart', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.nat(), fc.nat(), (others, inCart, storeId) => {
        fc.pre(inCart !== storeId);
        expect(checkOneRestaurant([...others, inCart], storeId)).toEqual({
          key: 'You can order from only one restaurant at a time',
        });
      }),
    );
  });
});
