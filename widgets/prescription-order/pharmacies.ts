/*
 * Which stores take prescription orders: those of the shop's pharmacy modules. Each module's list
 * of all stores is asked in that module (a page of 100 at a time, as many pages as the server
 * counts) and kept to the stores whose `module_id` is the module's, so a server that lists every
 * module's stores whatever the module asked is read right too.
 */
import type { Endpoints } from '../../src/core/api/endpoints';
import type { PrescriptionEndpoints } from '../../src/core/api/prescriptionEndpoints';
import type { Module, Store } from '../../src/core/api/wire';

/** The module type 6amMart gives pharmacies. */
const PHARMACY_MODULE_TYPE = 'pharmacy';

/** The most stores one page of a list may hold (the server's limit). */
const PAGE_SIZE = 100;

/** Pages read at most, whatever the server counts: a thousand stores. */
const MAX_PAGES = 10;

/** A store as the lists send it, with the zone the demo server adds. */
export type ListedStore = Store & { zone_id?: number };

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

/** The calls the pharmacies are read with. */
export type PharmacyReads = Pick<Endpoints, 'getModules'> &
  Pick<PrescriptionEndpoints, 'getModuleStores'>;

/** Every store listed in one module, page after page. */
async function storesOfModule(api: PharmacyReads, moduleId: number): Promise<ListedStore[]> {
  const stores: ListedStore[] = [];
  for (let offset = 1; offset <= MAX_PAGES; offset += 1) {
    const page = await api.getModuleStores(
      moduleId,
      { limit: PAGE_SIZE, offset },
      { silent: true },
    );
    stores.push(...page.stores);
    if (page.stores.length < PAGE_SIZE || offset * PAGE_SIZE >= page.total_size) break;
  }
  return stores;
}

/** Reads the shop's pharmacies: its modules, then the stores of each pharmacy module. */
export async function readPharmacies(api: PharmacyReads): Promise<Pharmacy[]> {
  const moduleIds = pharmacyModuleIds(await api.getModules({ silent: true }));
  const listed = await Promise.all([...moduleIds].map((id) => storesOfModule(api, id)));
  return pharmaciesOf(listed.flat(), moduleIds);
}
