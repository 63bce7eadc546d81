import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor, unitPrice } from '../../../core/pricing';
import { fixtureItem } from '../../../core/testing';
import { type DiscountedItem, discountBadge } from './itemDiscountBadge';

describe('discountBadge', () => {
  describe('given an item with its own percent discount', () => {
    it('says the percent', () => {
      expect(discountBadge(fixtureItem('percentOff', 'en'), 2)).toEqual({
        kind: 'percent',
        percent: 10,
      });
    });
  });

  describe('given an item with its own amount discount', () => {
    it('says the amount saved', () => {
      expect(discountBadge(fixtureItem('amountOff', 'en'), 2)).toEqual({
        kind: 'amount',
        amount: 25,
      });
    });

    it('never says more than the whole price', () => {
      const item = { price: 10, discount: 25, discount_type: 'amount' as const };
      expect(discountBadge(item, 2)).toEqual({ kind: 'amount', amount: 10 });
    });
  });

  describe('given a store discount', () => {
    it("says the store's percent, which overrides the item's own", () => {
      expect(discountBadge(fixtureItem('storeDiscount', 'en'), 2)).toEqual({
        kind: 'percent',
        percent: 15,
      });
    });
  });

  describe('given no saving at the shop’s decimals', () => {
    it.each<[string, DiscountedItem]>([
      ['no discount', fixtureItem('plain', 'en')],
      ['a zero percent', { price: 20, discount: 0, discount_type: 'percent' }],
      ['a saving below one minor unit', { price: 0.1, discount: 1, discount_type: 'percent' }],
      ['a negative amount', { price: 20, discount: -5, discount_type: 'amount' }],
    ])('shows no badge for %s', (_, item) => {
      expect(discountBadge(item, 2)).toBeNull();
    });
  });

  describe('for any item', () => {
    const items = fc.record({
      price: fc.integer({ min: 0, max: 1_000_000 }).map((minor) => minor / 100),
      discount: fc.integer({ min: 0, max: 20_000 }).map((minor) => minor / 100),
      discount_type: fc.constantFrom('percent' as const, 'amount' as const),
      store_discount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })),
    });

    it('promises exactly the saving the unit price shows', () => {
      fc.assert(
        fc.property(items, (item) => {
          const badge = discountBadge(item, 2);
          const paid = unitPrice(item, 2);
          const saved = fromMinor(toMinor(item.price, 2) - toMinor(paid, 2), 2);
          if (badge === null) return saved === 0;
          if (badge.kind === 'amount') return badge.amount === saved;
          return (
            unitPrice(
              { price: item.price, discount: badge.percent, discount_type: 'percent' },
              2,
            ) === paid
          );
        }),
      );
    });
  });
});
