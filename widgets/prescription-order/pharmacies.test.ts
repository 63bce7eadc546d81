import { describe, expect, it, vi } from 'vitest';
import type { Store, StorePage } from '../../src/core/api/wire';
import { pharmaciesOf, pharmacyModuleIds, readPharmacies } from './pharmacies';

const MODULES = [
  { id: 1, module_type: 'ecommerce' },
  { id: 4, module_type: 'pharmacy' },
];

const store = (id: number, moduleId: number, active = true) => ({
  id,
  name: `Store ${id}`,
  address: `${id} Nile Street`,
  logo: `logo-${id}.png`,
  active,
  module_id: moduleId,
});

describe('given the shop’s stores of every module', () => {
  it('keeps those of the pharmacy modules, switched-off ones last', () => {
    const ids = pharmacyModuleIds(MODULES);
    expect([...ids]).toEqual([4]);
    const found = pharmaciesOf([store(1, 4, false), store(2, 1), store(3, 4)], ids);
    expect(found.map(({ id, active }) => [id, active])).toEqual([
      [3, true],
      [1, false],
    ]);
  });

  it('reads every page of the module’s list, and none when the shop has no pharmacy module', async () => {
    const pages: Record<number, Store[]> = {
      1: Array.from({ length: 100 }, (_, index) => store(index + 1, index === 5 ? 4 : 1)),
      2: [store(101, 4)],
    };
    const getModuleStores = vi.fn(
      async (_module: number, page: { limit: number; offset: number }): Promise<StorePage> => ({
        total_size: 101,
        limit: page.limit,
        offset: page.offset,
        stores: pages[page.offset] ?? [],
      }),
    );
    const found = await readPharmacies({ getModules: async () => MODULES, getModuleStores });
    expect(found.map(({ id }) => id)).toEqual([6, 101]);
    expect(getModuleStores.mock.calls.map(([module, page]) => [module, page.offset])).toEqual([
      [4, 1],
      [4, 2],
    ]);

    getModuleStores.mockClear();
    const none = await readPharmacies({
      getModules: async () => [{ id: 1, module_type: 'ecommerce' }],
      getModuleStores,
    });
    expect(none).toEqual([]);
    expect(getModuleStores).not.toHaveBeenCalled();
  });
});
