import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../api/wire';
import { fixtureItem } from '../testing';
import { cartSnapshot } from './cartSnapshot';

const line = (kind: Parameters<typeof fixtureItem>[0], quantity: number): CartItem => ({
  ...fixtureItem(kind, 'en'),
  quantity,
  selectedOption: [],
});

describe('cartSnapshot', () => {
  describe('given a plain line and a discounted one', () => {
    it('lists each with its unit price after discounts, and totals them', () => {
      const plain = line('plain', 2);
      const discounted = line('percentOff', 1);
      const snapshot = cartSnapshot([plain, discounted], 2);
      expect(snapshot.count).toBe(2);
      expect(snapshot.lines[0]).toEqual({
        itemId: plain.id,
        name: plain.name,
        variation: '',
        quantity: 2,
        unitPrice: plain.price,
      });
      const discountedUnit = snapshot.lines[1]?.unitPrice ?? Number.NaN;
      expect(discountedUnit).toBeLessThan(discounted.price);
      expect(snapshot.subtotal).toBe(Math.round((plain.price * 2 + discountedUnit) * 100) / 100);
    });
  });

  describe('given a line with a chosen variation', () => {
    it('names the variation and prices it', () => {
      const coffee = fixtureItem('variations', 'en');
      const small = coffee.variations?.[0];
      if (!small) throw new Error('the fixture has variations');
      const [snapshot] = cartSnapshot([{ ...coffee, quantity: 1, selectedOption: [small] }]).lines;
      expect(snapshot).toMatchObject({ variation: small.type, unitPrice: small.price });
    });
  });

  it('never shows float noise in the subtotal, whatever the quantities', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 4 }),
        (quantities) => {
          const lines = quantities.map((quantity) => line('decimalPrice', quantity));
          const { subtotal } = cartSnapshot(lines, 2);
          expect(Math.round(subtotal * 100) / 100).toBe(subtotal);
        },
      ),
    );
  });
});
