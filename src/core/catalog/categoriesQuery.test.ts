import { describe, expect, it, vi } from 'vitest';
import type { Category } from '../api/wire';
import { createQueryCache } from '../query';
import { loadCategories } from './categoriesQuery';

const tree: Category[] = [{ id: 1, name: 'Fruit', image: 'fruit.png', childes: [] }];

function setUp() {
  let clock = 0;
  const cache = createQueryCache(() => clock);
  const getCategories = vi.fn(async () => tree);
  return {
    core: { cache, api: { getCategories } },
    getCategories,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('loadCategories', () => {
  it('asks the server once for every reader within 480 000 ms', async () => {
    const { core, getCategories, advance } = setUp();
    await expect(loadCategories(core, 'ar')).resolves.toEqual(tree);
    advance(479_999);
    await loadCategories(core, 'ar');
    expect(getCategories).toHaveBeenCalledTimes(1);
    expect(getCategories).toHaveBeenCalledWith(undefined, { silent: true });
  });

  it('asks again once the tree is older than 480 000 ms', async () => {
    const { core, getCategories, advance } = setUp();
    await loadCategories(core, 'ar');
    advance(480_001);
    await loadCategories(core, 'ar');
    expect(getCategories).toHaveBeenCalledTimes(2);
  });

  it('keeps each language apart, since the names are translated', async () => {
    const { core, getCategories } = setUp();
    await loadCategories(core, 'ar');
    await loadCategories(core, 'en');
    expect(getCategories).toHaveBeenCalledTimes(2);
  });
});
