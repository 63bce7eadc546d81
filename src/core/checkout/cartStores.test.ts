import { describe, expect, it } from 'vitest';
import type { CartItem } from '../api/wire';
import { chosenStore, storesInCart } from './cartStores';

const line = (id: number, storeId: number, storeName: string): CartItem => ({
  id,
  name: `Item ${id}`,
  image: '',
  price: 10,
  quantity: 1,
  store_id: storeId,
  store_name: storeName,
});

describe('storesInCart', () => {
  it('groups the lines by store, in the order the stores first appear', () => {
    const stores = storesInCart([line(1, 2, 'Nile'), line(2, 1, 'Fresh'), line(3, 2, 'Nile')]);
    expect(stores.map((store) => [store.storeId, store.name, store.lines.length])).toEqual([
      [2, 'Nile', 2],
      [1, 'Fresh', 1],
    ]);
  });
});

describe('chosenStore', () => {
  const stores = storesInCart([line(1, 2, 'Nile'), line(2, 1, 'Fresh')]);

  it('is the store chosen while the cart still holds it', () => {
    expect(chosenStore(stores, 1)?.name).toBe('Fresh');
  });

  it('is none until the shopper picks one of several, and the only one of one', () => {
    expect(chosenStore(stores, null)).toBeNull();
    expect(chosenStore(stores, 9)).toBeNull();
    expect(chosenStore(stores.slice(0, 1), null)?.name).toBe('Nile');
  });
});
