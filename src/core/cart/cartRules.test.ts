import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../api/wire';
import {
  addToCart,
  type Cart,
  clearCart,
  decrementQuantity,
  incrementQuantity,
  itemQuantity,
  quantityChangeRefusal,
  quantityRefusal,
  quantityRoom,
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

describe('given an item on a running flash sale with 22 left at the sale price', () => {
  const sale = { id: 4, end_at: '2030-01-01T00:00:00Z', available_stock: 22 };
  const onSale = (overrides: Partial<CartItem> = {}) =>
    item({ stock: 500, flash_sale: sale, ...overrides });

  it("refuses to add 100 with 'Out of Stock' though the item has 500", () => {
    expect(addToCart([], onSale({ quantity: 100 }))).toEqual({ ok: false, error: 'Out of Stock' });
  });

  it('adds exactly what the sale has left', () => {
    expect(addToCart([], onSale({ quantity: 22 })).ok).toBe(true);
  });

  it("refuses to add with 'Out of stock' once the sale has none left", () => {
    const soldOut = onSale({ flash_sale: { ...sale, available_stock: 0 } });
    expect(addToCart([], soldOut)).toEqual({ ok: false, error: 'Out of stock' });
  });

  it('counts the lines of its other variations against what the sale has left', () => {
    const cart = [onSale({ quantity: 20, selectedOption: [{ ...small, stock: 50 }] })];
    const another = onSale({ quantity: 3, selectedOption: [{ ...large, stock: 50 }] });
    expect(addToCart(cart, another)).toEqual({ ok: false, error: 'Out of Stock' });
    expect(addToCart(cart, { ...another, quantity: 2 }).ok).toBe(true);
  });

  it("refuses to step a line past what is left with 'Out of Stock'", () => {
    const cart = [
      onSale({ quantity: 21, selectedOption: [{ ...small, stock: 50 }] }),
      onSale({ quantity: 1, selectedOption: [{ ...large, stock: 50 }] }),
    ];
    expect(incrementQuantity(cart, { id: 1, selectedOption: [small] })).toEqual({
      ok: false,
      error: 'Out of Stock',
    });
  });

  it('leaves a line of another item unbounded by this sale', () => {
    const cart = [onSale({ quantity: 22 })];
    expect(addToCart(cart, item({ id: 2, quantity: 30, stock: 50 })).ok).toBe(true);
  });
});

describe('given an item capped at 6 and sold in three sizes', () => {
  const medium = { type: 'Medium', price: 10, stock: 10 };
  const sized = (option: typeof small, quantity: number) =>
    item({ maximum_cart_quantity: 6, quantity, selectedOption: [{ ...option, stock: 10 }] });

  it("refuses a second size of 6 with 'Out of Limits'", () => {
    const cart = [sized(small, 6)];
    expect(addToCart(cart, sized(medium, 6))).toEqual({ ok: false, error: 'Out of Limits' });
    expect(addToCart(cart, sized(large, 1))).toEqual({ ok: false, error: 'Out of Limits' });
  });

  it('adds sizes that together stay within 6', () => {
    const first = addToCart([sized(small, 2)], sized(medium, 3));
    const second = first.ok ? addToCart(first.cart, sized(large, 1)) : first;
    expect(second.ok && second.cart.map((line) => line.quantity)).toEqual([2, 3, 1]);
  });

  it("refuses to step one size past what the others leave with 'Out of Limits'", () => {
    const cart = [sized(small, 3), sized(medium, 3)];
    expect(incrementQuantity(cart, { id: 1, selectedOption: [small] })).toEqual({
      ok: false,
      error: 'Out of Limits',
    });
  });

  it('refuses any split over the sizes exactly when the total passes the cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }),
        (split) => {
          const options = [small, medium, large];
          const lines = split.map((quantity, index) => sized(options[index] ?? small, quantity));
          const [last, ...rest] = lines.reverse();
          const total = split.reduce((sum, quantity) => sum + quantity, 0);
          const result = last ? addToCart(rest, last) : addToCart([], sized(small, 1));
          expect(result.ok).toBe(total <= 6);
        },
      ),
    );
  });
});

describe('itemQuantity', () => {
  it("sums one item's lines over every variation and no other item's", () => {
    const cart = [
      item({ quantity: 2, selectedOption: [small] }),
      item({ id: 2, quantity: 5 }),
      item({ quantity: 3, selectedOption: [large] }),
    ];
    expect(itemQuantity(cart, 1)).toBe(5);
    expect(itemQuantity(cart, 3)).toBe(0);
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

describe('quantityRoom', () => {
  it('is the quantity quantityRefusal last accepts, for any stock, sale, cap and other lines', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
        fc.integer({ min: 0, max: 30 }),
        (stock, saleLeft, cap, held) => {
          const flash_sale =
            saleLeft === undefined
              ? null
              : { id: 1, end_at: '2030-01-01', available_stock: saleLeft };
          const { stock: _untracked, ...untracked } = item({
            flash_sale,
            maximum_cart_quantity: cap,
          });
          const line = stock === undefined ? untracked : { ...untracked, stock };
          const others = held > 0 ? [item({ quantity: held, selectedOption: [large] })] : [];
          const room = quantityRoom(line, others);
          for (let quantity = 1; quantity <= 40; quantity += 1) {
            expect(quantityRefusal(line, quantity, others) === null).toBe(quantity <= room);
          }
        },
      ),
    );
  });
});

describe('quantityChangeRefusal', () => {
  const capped = (quantity: number) =>
    item({ maximum_cart_quantity: 6, quantity, selectedOption: [small] });
  const others = [item({ quantity: 4, selectedOption: [large] })];

  it("refuses raising a line past what the item's other lines leave of the cap", () => {
    expect(quantityChangeRefusal(capped(2), 3, others)).toBe('Out of Limits');
    expect(quantityChangeRefusal(capped(1), 2, others)).toBeNull();
  });

  it('lets a line the cap no longer allows come down, one step or several', () => {
    expect(quantityChangeRefusal(capped(5), 4, others)).toBeNull();
    expect(quantityChangeRefusal(capped(5), 5, others)).toBeNull();
  });
});
