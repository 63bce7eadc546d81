import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../api/wire';
import {
  addToCart,
  type Cart,
  clearCart,
  decrementQuantity,
  incrementQuantity,
  removeFromCart,
} from './cartRules';

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 1,
    name: 'Rice',
    image: 'rice.png',
    price: 10,
    stock: 10,
    quantity: 1,
    ...overrides,
  };
}

const large = { type: 'Large', price: 12, stock: 3 };
const small = { type: 'Small', price: 8, stock: 5 };

describe('addToCart', () => {
  describe('given an item in stock that is not in the cart', () => {
    it('adds it as a new line', () => {
      const result = addToCart([], item());
      expect(result).toEqual({ ok: true, cart: [item()] });
    });

    it('adds it when its stock is not tracked', () => {
      const { stock: _untracked, ...food } = item();
      expect(addToCart([], food).ok).toBe(true);
    });

    it('leaves the original cart untouched', () => {
      const cart: Cart = [item({ id: 2 })];
      addToCart(cart, item());
      expect(cart).toHaveLength(1);
    });
  });

  describe('given an item with no stock left', () => {
    it("refuses with 'Out of stock'", () => {
      expect(addToCart([], item({ stock: 0 }))).toEqual({ ok: false, error: 'Out of stock' });
      expect(addToCart([], item({ stock: -1 }))).toEqual({ ok: false, error: 'Out of stock' });
    });
  });

  describe('given a chosen variation with no stock left', () => {
    it("refuses with 'Out of stock' even when the item has stock", () => {
      const result = addToCart([], item({ stock: 10, selectedOption: [{ ...large, stock: 0 }] }));
      expect(result).toEqual({ ok: false, error: 'Out of stock' });
    });
  });

  describe('given the same item with the same variation already in the cart', () => {
    it("refuses with 'Item already in cart'", () => {
      const cart = [item({ selectedOption: [large] })];
      expect(addToCart(cart, item({ selectedOption: [large] }))).toEqual({
        ok: false,
        error: 'Item already in cart',
      });
    });
  });

  describe('given the same variation in the cart, read in the other language', () => {
    const englishLine = { type: 'Medium-Pink', code: 'Medium-Pink', price: 12, stock: 3 };
    const arabicLine = { type: 'مقاس وسط-وردي', code: 'Medium-Pink', price: 12, stock: 3 };

    it("refuses with 'Item already in cart'", () => {
      const cart = [item({ selectedOption: [englishLine] })];
      expect(addToCart(cart, item({ selectedOption: [arabicLine] }))).toEqual({
        ok: false,
        error: 'Item already in cart',
      });
    });

    it('steps that line up and down', () => {
      const cart = [item({ selectedOption: [englishLine] })];
      const up = incrementQuantity(cart, item({ selectedOption: [arabicLine] }));
      expect(up.ok && up.cart.map((line) => line.quantity)).toEqual([2]);
      const removed = removeFromCart(cart, item({ selectedOption: [arabicLine] }));
      expect(removed).toEqual([]);
    });
  });

  describe('given the same item with another variation in the cart', () => {
    it('adds a second line', () => {
      const cart = [item({ selectedOption: [large] })];
      const result = addToCart(cart, item({ selectedOption: [small] }));
      expect(result.ok && result.cart).toHaveLength(2);
    });
  });

  describe('given a quantity beyond what may be ordered', () => {
    it("refuses more than the stock with 'Out of Stock'", () => {
      expect(addToCart([], item({ stock: 2, quantity: 3 }))).toEqual({
        ok: false,
        error: 'Out of Stock',
      });
    });

    it("refuses more than maximum_cart_quantity with 'Out of Limits'", () => {
      expect(addToCart([], item({ maximum_cart_quantity: 2, quantity: 3 }))).toEqual({
        ok: false,
        error: 'Out of Limits',
      });
    });

    it('adds at least one', () => {
      const result = addToCart([], item({ quantity: 0 }));
      expect(result.ok && result.cart[0]?.quantity).toBe(1);
    });
  });
});

describe('incrementQuantity', () => {
  describe('given an item that is not in the cart', () => {
    it("refuses with 'Item_not_in_cart'", () => {
      expect(incrementQuantity([item({ id: 2 })], { id: 1 })).toEqual({
        ok: false,
        error: 'Item_not_in_cart',
      });
    });

    it('does not confuse another variation of the same item', () => {
      const cart = [item({ selectedOption: [large] })];
      expect(incrementQuantity(cart, { id: 1, selectedOption: [small] }).ok).toBe(false);
    });
  });

  describe('given room in stock and under the cap', () => {
    it('adds one to the quantity of that line only', () => {
      const cart = [item({ quantity: 2 }), item({ id: 2 })];
      expect(incrementQuantity(cart, { id: 1 })).toEqual({
        ok: true,
        cart: [item({ quantity: 3 }), item({ id: 2 })],
      });
    });

    it('finds the line by item id and variation type', () => {
      const cart = [item({ selectedOption: [large] }), item({ selectedOption: [small] })];
      const result = incrementQuantity(cart, { id: 1, selectedOption: [small] });
      expect(result.ok && result.cart.map((line) => line.quantity)).toEqual([1, 2]);
    });
  });

  describe('given the stock is reached', () => {
    it("refuses with 'Out of Stock'", () => {
      expect(incrementQuantity([item({ stock: 2, quantity: 2 })], { id: 1 })).toEqual({
        ok: false,
        error: 'Out of Stock',
      });
    });

    it("uses the chosen variation's stock rather than the item's", () => {
      const cart = [item({ stock: 100, quantity: 3, selectedOption: [large] })];
      expect(incrementQuantity(cart, { id: 1, selectedOption: [large] })).toEqual({
        ok: false,
        error: 'Out of Stock',
      });
    });
  });

  describe('given maximum_cart_quantity is reached', () => {
    it("refuses with 'Out of Limits'", () => {
      expect(
        incrementQuantity([item({ maximum_cart_quantity: 2, quantity: 2 })], { id: 1 }),
      ).toEqual({ ok: false, error: 'Out of Limits' });
    });

    it('does not limit when maximum_cart_quantity is null', () => {
      const cart = [item({ maximum_cart_quantity: null, quantity: 2 })];
      expect(incrementQuantity(cart, { id: 1 }).ok).toBe(true);
    });
  });

  describe('for any sequence of increments', () => {
    it('never exceeds the stock or maximum_cart_quantity', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 20 }),
          fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
          fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
          fc.integer({ min: 0, max: 40 }),
          (stock, max, variationStock, presses) => {
            const selectedOption =
              variationStock === undefined
                ? []
                : [{ type: 'Large', price: 5, stock: variationStock }];
            let cart: Cart = [item({ stock, maximum_cart_quantity: max, selectedOption })];
            for (let press = 0; press < presses; press += 1) {
              const result = incrementQuantity(cart, { id: 1, selectedOption });
              if (result.ok) cart = result.cart;
            }
            const quantity = cart[0]?.quantity ?? 0;
            expect(quantity).toBeLessThanOrEqual(Math.max(1, variationStock ?? stock));
            expect(quantity).toBeLessThanOrEqual(Math.max(1, max ?? Number.POSITIVE_INFINITY));
          },
        ),
      );
    });
  });
});

describe('decrementQuantity', () => {
  describe('given a line above quantity 1', () => {
    it('takes one off', () => {
      expect(decrementQuantity([item({ quantity: 3 })], { id: 1 })).toEqual({
        ok: true,
        cart: [item({ quantity: 2 })],
      });
    });
  });

  describe('given a line at quantity 1', () => {
    it('removes the line', () => {
      expect(decrementQuantity([item(), item({ id: 2 })], { id: 1 })).toEqual({
        ok: true,
        cart: [item({ id: 2 })],
      });
    });
  });

  describe('given an item that is not in the cart', () => {
    it("refuses with 'Item_not_in_cart'", () => {
      expect(decrementQuantity([], { id: 1 })).toEqual({ ok: false, error: 'Item_not_in_cart' });
    });
  });

  describe('for any quantity above 1 within the bounds', () => {
    it('is undone by an increment', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 50 }).chain((quantity) =>
            fc.record({
              quantity: fc.constant(quantity),
              stock: fc.integer({ min: quantity, max: 60 }),
              max: fc.option(fc.integer({ min: quantity, max: 60 }), { nil: null }),
            }),
          ),
          ({ quantity, stock, max }) => {
            const variation = { ...small, stock };
            const cart: Cart = [
              item({ id: 2 }),
              item({ quantity, maximum_cart_quantity: max, selectedOption: [variation] }),
            ];
            const ref = { id: 1, selectedOption: [variation] };
            const decremented = decrementQuantity(cart, ref);
            if (!decremented.ok) throw new Error(decremented.error);
            expect(incrementQuantity(decremented.cart, ref)).toEqual({ ok: true, cart });
          },
        ),
      );
    });
  });
});

describe('removeFromCart', () => {
  describe('given the line is in the cart', () => {
    it('removes only that line', () => {
      const cart = [item({ selectedOption: [large] }), item({ selectedOption: [small] })];
      expect(removeFromCart(cart, { id: 1, selectedOption: [large] })).toEqual([
        item({ selectedOption: [small] }),
      ]);
    });
  });

  describe('given the line is absent', () => {
    it('leaves the cart as it was', () => {
      const cart = [item()];
      expect(removeFromCart(cart, { id: 9 })).toEqual(cart);
    });
  });
});

describe('clearCart', () => {
  it('gives an empty cart', () => {
    expect(clearCart()).toEqual([]);
  });
});
