import { describe, expect, it, vi } from 'vitest';
import type { Item } from '../api/wire';
import { createQueryCache } from '../query';
import { itemKeyOf, itemQueryKey, loadItemDetails, primeItems } from './itemQuery';

const listCopy: Item = { id: 7, slug: 'olive-oil', name: 'Olive oil', image: '', price: 10 };
const details: Item = { ...listCopy, description: 'Cold-pressed.' };

describe('an item’s address on the product page', () => {
  it('is the numeric id for a whole number above 0, as a number or as digits', () => {
    expect(itemKeyOf(7)).toBe(7);
    expect(itemKeyOf('7')).toBe(7);
  });

  it('is the slug for any other text, and nothing when blank or not an id', () => {
    expect(itemKeyOf(' olive-oil ')).toBe('olive-oil');
    expect(itemKeyOf('0')).toBe('0');
    expect(itemKeyOf('')).toBeUndefined();
    expect(itemKeyOf(null)).toBeUndefined();
    expect(itemKeyOf(0)).toBeUndefined();
    expect(itemKeyOf(1.5)).toBeUndefined();
  });
});

describe('loading an item’s details', () => {
  it('shows a listed copy under its id and slug at once, and still asks for the details', async () => {
    const cache = createQueryCache();
    primeItems(cache, [listCopy], 'en');
    expect(cache.state(itemQueryKey('olive-oil', 'en')).value).toMatchObject({ data: listCopy });
    const getItem = vi.fn().mockResolvedValue(details);
    expect(await loadItemDetails({ cache, api: { getItem } }, 'olive-oil', 'en')).toBe(details);
    expect(getItem).toHaveBeenCalledWith('olive-oil', { silent: true });
    expect(await loadItemDetails({ cache, api: { getItem } }, 'olive-oil', 'en')).toBe(details);
    expect(getItem).toHaveBeenCalledTimes(1);
  });

  it('hands the details read by id to the slug’s key, and the other way round', async () => {
    const cache = createQueryCache();
    const getItem = vi.fn().mockResolvedValue(details);
    await loadItemDetails({ cache, api: { getItem } }, 7, 'en');
    expect(cache.state(itemQueryKey('olive-oil', 'en')).value).toMatchObject({ data: details });
  });
});
