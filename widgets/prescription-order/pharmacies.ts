/*
 * Which stores take prescription orders: those of the shop's pharmacy modules. The store lists
 * filter by no module, so the lists are read whole (a page of 100 at a time, as many pages as
 * the server counts) and kept to the stores whose `module_id` is a pharmacy module's.
 */
import type { Endpoints } from '../../src/core/api/endpoints';
import type { Module, Store } from '../../src/core/api/wire';

/** The module type 6amMart gives pharmacies. */
export const PHARMACY_MODULE_TYPE = 'pharmacy';

/** The most stores one page of a list may hold (the server's limit). */
const PAGE_SIZE = 100;

/** Pages read at most, whatever the server counts: a thousand stores. */
const MAX_PAGES = 10;

/** A store as the lists send it, with the module and zone the demo server adds. */
export type ListedStore = Store & { module_id?: number; zone_id?: number };

/** A pharmacy the shopper may choose. */
export interface Pharmacy {
  id: number;
  name: string;
  address: string;
  logo: string | null;
  /** False when the shop has switched it off: it takes no orders at all. */
  active: boolean;
}

/** The ids of the shop's pharmacy modules. */
export function pharmacyModuleIds(modules: readonly Module[]): ReadonlySet<number> {
  return new Set(
    modules.filter((module) => module.module_type === PHARMACY_MODULE_TYPE).map(({ id }) => id),
  );
}

/** The listed stores of those modules, switched-off ones last, in the list's order otherwise. */
export function pharmaciesOf(
  stores: readonly ListedStore[],
  moduleIds: ReadonlySet<number>,
): Pharmacy[] {
  const found = stores
    .filter((store) => store.module_id !== undefined && moduleIds.has(store.module_id))
    .map((store) => ({
      id: store.id,
      name: store.name,
      address: store.address ?? '',
      logo: store.logo ?? null,
      active: store.active !== false && store.active !== 0,
    }));
  return [...found.filter((one) => one.active), ...found.filter((one) => !one.active)];
}

/** Reads the shop's pharmacies: its modules, then every page of the list of all stores. */
export async function readPharmacies(
  api: Pick<Endpoints, 'getModules' | 'getStoreList'>,
): Promise<Pharmacy[]> {
  const moduleIds = pharmacyModuleIds(await api.getModules({ silent: true }));
  if (moduleIds.size === 0) return [];
  const stores: ListedStore[] = [];
  for (let offset = 1; offset <= MAX_PAGES; offset += 1) {
    const page = await api.getStoreList('all', { limit: PAGE_SIZE, offset }, { silent: true });
    stores.push(...page.stores);
    if (page.stores.length < PAGE_SIZE || offset * PAGE_SIZE >= page.total_size) break;
  }
  return pharmaciesOf(stores, moduleIds);
}
