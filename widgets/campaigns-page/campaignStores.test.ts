import { describe, expect, it } from 'vitest';
import { campaignStores } from './campaignStores';

describe('campaignStores', () => {
  it('lists each store once, in the order of its first item', () => {
    expect(
      campaignStores([
        { store_id: 2, store_name: 'Nile Pantry' },
        { store_id: 1, store_name: 'Fresh Farm' },
        { store_id: 2, store_name: 'Nile Pantry' },
      ]),
    ).toEqual([
      { id: 2, name: 'Nile Pantry' },
      { id: 1, name: 'Fresh Farm' },
    ]);
  });

  it('leaves out items that do not say their store', () => {
    expect(campaignStores([{ store_name: 'Nameless' }, { store_id: 3 }])).toEqual([]);
  });
});
