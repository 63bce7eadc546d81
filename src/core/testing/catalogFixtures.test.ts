import { describe, expect, it } from 'vitest';
import { unitPrice } from '../pricing';
import { FIXTURE_IDS, fixtureItem, fixtureItems } from './catalogFixtures';

describe('the fixture catalog', () => {
  describe('given either language', () => {
    it.each(['en', 'ar'] as const)(
      'offers a dozen items with distinct ids and slugs (%s)',
      (language) => {
        const items = fixtureItems(language);
        expect(items).toHaveLength(12);
        expect(new Set(items.map((item) => item.id)).size).toBe(12);
        expect(new Set(items.map((item) => item.slug)).size).toBe(12);
      },
    );

    it('sends the price after discounts that the core computes', () => {
      for (const item of fixtureItems('en')) {
        expect(item.discounted_price, item.name).toBe(unitPrice(item));
      }
    });
  });

  describe('when asked in Arabic', () => {
    it('names the same items in Arabic', () => {
      const english = fixtureItem('plain', 'en');
      const arabic = fixtureItem('plain', 'ar');
      expect(arabic.id).toBe(english.id);
      expect(english.name).toBe('Red apples 1 kg');
      expect(arabic.name).toBe('تفاح أحمر 1 كجم');
      expect(arabic.store_name).toBe('السوق الطازج');
    });

    it('reads the options in Arabic and keeps the codes, which cart lines are matched by', () => {
      const arabic = fixtureItem('variations', 'ar');
      expect(arabic.choice_options).toEqual([
        { name: 'choice_1', title: 'الحجم', options: ['صغير', 'كبير'] },
      ]);
      expect(arabic.variations?.map(({ type, code }) => [type, code])).toEqual([
        ['صغير', 'Small'],
        ['كبير', 'Large'],
      ]);
      expect(arabic.variations?.map((variation) => variation.code)).toEqual(
        fixtureItem('variations', 'en').variations?.map((variation) => variation.code),
      );
    });
  });

  describe('for each case a widget must render', () => {
    it('has a plain item with a server-like image file name', () => {
      expect(fixtureItem('plain', 'en')).toMatchObject({ image: 'apples.svg', discount: 0 });
    });

    it('has a percent, an amount and a store discount, the store one overriding', () => {
      expect(unitPrice(fixtureItem('percentOff', 'en'))).toBe(27);
      expect(unitPrice(fixtureItem('amountOff', 'en'))).toBe(155);
      const dates = fixtureItem('storeDiscount', 'en');
      expect(dates.store_discount).toBe(15);
      expect(unitPrice(dates)).toBe(76.5);
    });

    it('has an item out of stock, one capped at 3 and one with 2 left', () => {
      expect(fixtureItem('outOfStock', 'en').stock).toBe(0);
      expect(fixtureItem('capped', 'en').maximum_cart_quantity).toBe(3);
      expect(fixtureItem('lowStock', 'en').stock).toBe(2);
    });

    it('has sizes Small and Large with their own price and stock, Large sold out', () => {
      const coffee = fixtureItem('variations', 'en');
      expect(coffee.choice_options).toEqual([
        { name: 'choice_1', title: 'Size', options: ['Small', 'Large'] },
      ]);
      expect(coffee.variations).toEqual([
        { type: 'Small', code: 'Small', price: 95, stock: 12 },
        { type: 'Large', code: 'Large', price: 170, stock: 0 },
      ]);
    });

    it('has a campaign item and one without an image', () => {
      expect(fixtureItem('campaign', 'en').available_date_starts).toBe('2025-03-01');
      expect(fixtureItem('noImage', 'en').image).toBe('');
    });

    it('looks items up by the ids it exports', () => {
      expect(fixtureItem('lowStock', 'en').id).toBe(FIXTURE_IDS.lowStock);
    });
  });
});
