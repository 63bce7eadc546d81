import { describe, expect, it } from 'vitest';
import { FIXED_MODULE } from '../api/requestHeaders';
import { createSession } from '../session/createSession';
import { sessionHarness } from '../session/testDoubles';
import { createMemoryStorage } from '../store/memoryStorage';

/** The shop's modules as the demo server lists them. */
const SHOP_MODULES = [
  { id: 1, module_type: 'ecommerce', module_name: 'Shop' },
  { id: 3, module_type: 'food', module_name: 'Food' },
  { id: 4, module_type: 'pharmacy', module_name: 'Pharmacy' },
];

/** Storage holding the module a shopper chose on an earlier visit. */
function storageWithModule(module: unknown) {
  const storage = createMemoryStorage();
  storage.setItem('module', JSON.stringify(module));
  return storage;
}

describe('the module a visit starts in', () => {
  it('is the all-in-one Shop for a shopper who never chose one, with no list asked for', async () => {
    const { deps } = sessionHarness({ modules: SHOP_MODULES });
    await createSession(deps).boot();
    expect(deps.store.module.value).toEqual(FIXED_MODULE);
    expect(deps.store.utils.value.selectedModule).toEqual(FIXED_MODULE);
    expect(deps.api.getModules).not.toHaveBeenCalled();
  });

  it('is the one chosen on an earlier visit while the shop still has it, named as the shop names it', async () => {
    const storage = storageWithModule({ id: 3, module_type: 'food', module_name: 'Old name' });
    const { deps } = sessionHarness({ storage, modules: SHOP_MODULES });
    await createSession(deps).boot();
    expect(deps.store.module.value).toEqual({ id: 3, module_type: 'food', module_name: 'Food' });
    expect(deps.store.utils.value.selectedModule?.id).toBe(3);
    expect(storage.getItem('module')).toContain('"module_name":"Food"');
  });

  it('goes back to the Shop once the shop no longer has the chosen module', async () => {
    const storage = storageWithModule({ id: 9, module_type: 'grocery' });
    const { deps } = sessionHarness({ storage, modules: SHOP_MODULES });
    await createSession(deps).boot();
    expect(deps.store.module.value).toEqual(FIXED_MODULE);
  });

  it('keeps the chosen module when the list cannot be read', async () => {
    const { deps } = sessionHarness({
      storage: storageWithModule({ id: 4, module_type: 'pharmacy' }),
    });
    deps.api.getModules.mockRejectedValueOnce(new Error('offline'));
    const outcome = await createSession(deps).boot();
    expect(outcome.status).toBe('ready');
    expect(deps.store.module.value).toEqual({ id: 4, module_type: 'pharmacy' });
  });

  it('reads a stored module that could not be sent as a header as none', async () => {
    const { deps } = sessionHarness({
      storage: storageWithModule({ id: 'x', module_type: 'food' }),
      modules: SHOP_MODULES,
    });
    await createSession(deps).boot();
    expect(deps.store.module.value).toEqual(FIXED_MODULE);
    expect(deps.api.getModules).not.toHaveBeenCalled();
  });
});
