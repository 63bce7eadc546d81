import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServerCartRow } from '../api/wire';
import { unitPrice } from '../pricing';
import { cartItemFromRow } from './cartRow';

function row(overrides: Partial<ServerCartRow> = {}): ServerCartRow {
  return {
    id: 31,
    item_id: 7,
    item: {
      id: 7,
      name: 'Coffee beans',
      image: 'coffee.svg',
      price: 120,
      discount: 10,
      discount_type: 'percent',
      stock: 8,
      maximum_cart_quantity: 3,
    },
    quantity: 2,
    price: 108,
    variation: [],
    item_type: 'Item',
    model: 'Item',
    ...overrides,
  };
}

describe('cartItemFromRow', () => {
  describe('given a row of a discounted item', () => {
    const line = cartItemFromRow(row());

    it("keeps the item's undiscounted price, not the row's discounted one", () => {
      expect(line.price).toBe(120);
    });

    it("keeps the item's own fields", () => {
      expect(line).toMatchObject({
        id: 7,
        name: 'Coffee beans',
        image: 'coffee.svg',
        discount: 10,
        discount_type: 'percent',
        stock: 8,
        maximum_cart_quantity: 3,
      });
    });

    it('carries the row id, the quantity and the item type', () => {
      expect(line).toMatchObject({ cartItemId: 31, quantity: 2, item_type: 'Item' });
    });
  });

  describe('given a row with a chosen variation', () => {
    it('makes the variation the selected option', () => {
      const large = { type: 'Large', price: 170, stock: 4 };
      expect(cartItemFromRow(row({ variation: [large] })).selectedOption).toEqual([large]);
    });
  });

  describe('for any discount the server applied', () => {
    it("prices the line back to the row's unit price", () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 100_000 }),
          fc.integer({ min: 0, max: 100 }),
          (minor, percent) => {
            const item = { ...row().item, price: minor / 100, discount: percent };
            const served = row({ item, price: unitPrice(item) });
            expect(unitPrice(cartItemFromRow(served))).toBe(served.price);
          },
        ),
      );
    });
  });
});
