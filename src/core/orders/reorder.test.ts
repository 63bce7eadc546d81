import { describe, expect, it } from 'vitest';
import type { CartItem, OrderDetail } from '../api/wire';
import { fixtureItem } from '../testing/catalogFixtures';
import { reorderLine } from './reorder';

const sold = (quantity: number, variation: OrderDetail['variation'] = []) => ({
  quantity,
  variation,
});
const inCart = (line: Omit<CartItem, 'selectedOption'>): CartItem => ({
  ...line,
  selectedOption: [],
});

describe('given a line of a past order', () => {
  it('goes back into the cart as today’s item, in the quantity ordered', () => {
    const apples = fixtureItem('plain', 'en');
    const outcome = reorderLine(sold(3), apples, []);
    expect(outcome).toEqual({
      kind: 'add',
      line: { ...apples, quantity: 3, selectedOption: [] },
      fewer: false,
    });
  });

  it('keeps the option it was bought in, read in the same language', () => {
    const coffee = fixtureItem('variations', 'ar');
    const outcome = reorderLine(sold(1, [{ type: 'صغير', price: 95 }]), coffee, []);
    expect(outcome.kind === 'add' && outcome.line.selectedOption?.[0]?.code).toBe('Small');
  });

  it('adds as many as are left when fewer are than were ordered', () => {
    const honey = fixtureItem('lowStock', 'en');
    const outcome = reorderLine(sold(5), honey, []);
    expect(outcome).toMatchObject({ kind: 'add', fewer: true, line: { quantity: 2 } });
  });

  it('adds up to the item’s cap per order', () => {
    const eggs = fixtureItem('capped', 'en');
    expect(reorderLine(sold(4), eggs, [])).toMatchObject({ kind: 'add', line: { quantity: 3 } });
  });
});

describe('given a line that cannot go back', () => {
  it('is gone when the shop no longer sells the item', () => {
    expect(reorderLine(sold(1), null, [])).toEqual({ kind: 'refused', reason: 'gone' });
  });

  it('is gone when its option is no longer sold, or the item is now sold only in options', () => {
    const coffee = fixtureItem('variations', 'en');
    expect(reorderLine(sold(1, [{ type: 'Huge', price: 300 }]), coffee, [])).toEqual({
      kind: 'refused',
      reason: 'gone',
    });
    expect(reorderLine(sold(1), coffee, [])).toEqual({ kind: 'refused', reason: 'gone' });
  });

  it('is sold out when nothing of it, or of its option, is left', () => {
    expect(reorderLine(sold(1), fixtureItem('outOfStock', 'en'), [])).toEqual({
      kind: 'refused',
      reason: 'sold_out',
    });
    const coffee = fixtureItem('variations', 'en');
    expect(reorderLine(sold(1, [{ type: 'Large', price: 170 }]), coffee, [])).toEqual({
      kind: 'refused',
      reason: 'sold_out',
    });
  });

  it('is already in the cart when the cart holds it in that option', () => {
    const apples = fixtureItem('plain', 'en');
    expect(reorderLine(sold(1), apples, [inCart({ ...apples, quantity: 1 })])).toEqual({
      kind: 'refused',
      reason: 'in_cart',
    });
  });

  it('is at its limit when the cart holds as many of the item as one order may', () => {
    const coffee = fixtureItem('variations', 'en');
    const capped = {
      ...coffee,
      maximum_cart_quantity: 3,
      variations: (coffee.variations ?? []).map((variation) => ({ ...variation, stock: 9 })),
    };
    const [small] = capped.variations;
    const cart: CartItem[] = [{ ...capped, quantity: 3, selectedOption: small ? [small] : [] }];
    expect(reorderLine(sold(1, [{ type: 'Large', price: 170 }]), capped, cart)).toEqual({
      kind: 'refused',
      reason: 'limit',
    });
  });
});
