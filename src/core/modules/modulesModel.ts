import { batch, computed, type ReadonlySignal } from '@preact/signals-core';
import type { Endpoints } from '../api/endpoints';
import { FIXED_MODULE } from '../api/requestHeaders';
import type { Module } from '../api/wire';
import type { QueryCache } from '../query/queryCache';
import type { SouqStore } from '../store/createStore';
import { modulesQueryKey } from './keptModule';
import { moduleLinks } from './moduleLinks';

/** A module as `GET /api/v1/module` lists it: its icon is a file under `business_logo_url`. */
export interface ShopModule extends Module {
  icon?: string;
}

/** What the module model needs from the rest of the kit. */
export interface ModulesModelDeps {
  store: SouqStore;
  api: Pick<Endpoints, 'getModules'>;
  cache: QueryCache;
  /** A full load of a storefront path (the host's `reload`). */
  reload(path: string): void;
  /** The storefront path the shopper is on, which a switch loads again. */
  currentPath(): string;
}

/**
 * The shop's business modules (grocery, food, pharmacy, parcel, and the all-in-one "Shop") and
 * the one the catalog is asked in, which every request sends as its `moduleId` header.
 */
export interface ModulesModel {
  /** The shop's active modules as last read (kept across visits); empty until read. */
  list: ReadonlySignal<readonly ShopModule[]>;
  /** The module the catalog is asked in, as the list names it. */
  current: ReadonlySignal<ShopModule>;
  /** Reads the shop's modules in the shopper's language (one read for every caller) and keeps them. */
  load(): Promise<readonly ShopModule[]>;
  /**
   * Switches to the listed module `id`: keeps it for the next requests and visits, forgets every
   * cached read (all were of the old module) and loads the page again in it, or opens the
   * module's own page (parcel). The cart is the shopper's, not the module's: it keeps its lines
   * of every module, and checkout splits them by store as it always does. False, and nothing
   * done, for the current module (unless it has a page of its own) and for one the shop lacks.
   */
  choose(id: number): boolean;
}

/** Creates the module model over the store's `module` key and `config.modules`. */
export function createModulesModel(deps: ModulesModelDeps): ModulesModel {
  const { store, api, cache } = deps;
  const list = computed<readonly ShopModule[]>(() => store.config.value.modules);
  const current = computed<ShopModule>(() => {
    const chosen = store.module.value ?? FIXED_MODULE;
    return list.value.find((module) => module.id === chosen.id) ?? chosen;
  });
  return {
    list,
    current,
    async load() {
      const modules = await cache.fetch(modulesQueryKey(store.language.value), () =>
        api.getModules({ silent: true }),
      );
      // Every switcher of the page asks; the cached reply is kept once.
      if (store.config.value.modules !== modules) {
        store.config.value = { ...store.config.value, modules };
      }
      return modules;
    },
    choose(id) {
      const module = list.value.find((candidate) => candidate.id === id);
      if (!module) return false;
      const { landing } = moduleLinks(module.module_type);
      if (module.id === current.value.id && landing === null) return false;
      batch(() => {
        store.module.value = module;
        store.utils.value = { ...store.utils.value, selectedModule: module };
      });
      cache.invalidate([]);
      deps.reload(landing ?? deps.currentPath());
      return true;
    },
  };
}
