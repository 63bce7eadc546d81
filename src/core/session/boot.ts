import { batch } from '@preact/signals-core';
import { FIXED_MODULE } from '../api/requestHeaders';
import type { Config, Module, Zone } from '../api/wire';
import { COOKIE_MAX_AGE_DAYS } from '../cookies/cookieJar';
import { keptModule, modulesQueryKey } from '../modules/keptModule';
import { firstActiveCountry } from './countries';
import { CONFIG_QUERY_KEY, type SessionDeps } from './deps';
import { ensureGuestId } from './guestId';

/** Name of the cookie that remembers the shopper's country choice. */
export const COUNTRY_COOKIE = 'country_code';
/** Where the shell goes when the shop is in maintenance (spec §2 spells it so). */
export const MAINTENANCE_PATH = '/maintainance';
/** Where the shell goes when the shop has no configuration. */
export const NOT_FOUND_PATH = '/404';

/** How the first load ended. */
export type BootOutcome =
  | { status: 'ready'; config: Config }
  | { status: 'maintenance' }
  | { status: 'not-found' }
  | { status: 'offline'; error: unknown };

/** The zone a first visit starts in: the one flagged default, else the first (spec §4). */
export function defaultZone<Z extends Pick<Zone, 'default_zone'>>(
  zones: readonly Z[],
): Z | undefined {
  return zones.find((zone) => Number(zone.default_zone) === 1) ?? zones[0];
}

/** A reply that is not a configuration object at all (an HTML page, `{}`, null) counts as none. */
const isEmptyConfig = (config: unknown): boolean =>
  typeof config !== 'object' ||
  config === null ||
  Array.isArray(config) ||
  Object.keys(config).length === 0;

/**
 * The module the catalog is asked in: the fixed one for a shopper who never chose another, the
 * stored one while the shop still lists it, and the fixed one again once it no longer does. When
 * the list cannot be read, the stored choice stands: the catalog reads will tell.
 */
async function settledModule({ store, api, cache }: SessionDeps): Promise<Module> {
  const stored = store.module.value;
  if (stored === null || stored.id === FIXED_MODULE.id) return FIXED_MODULE;
  try {
    const modules = await cache.fetch(modulesQueryKey(store.language.value), () =>
      api.getModules({ silent: true }),
    );
    return keptModule(stored, modules);
  } catch {
    return stored;
  }
}

/**
 * The first load of spec §4: fetch the configuration, leave for /404 or /maintainance when it
 * says so, and otherwise settle country and zone for a new visitor, keep the shopper's module
 * while the shop has it, and ask for a guest id. The page needs the zone, not the guest id, to show the catalog, so the load is over
 * without waiting for it: what needs it (the cart) waits on `ensureGuestId`, which joins the
 * request under way.
 */
export async function boot(deps: SessionDeps): Promise<BootOutcome> {
  const { store, api, cache, cookies, navigate } = deps;
  let config: Config;
  try {
    config = await cache.fetch(CONFIG_QUERY_KEY, () => api.getConfig());
  } catch (error) {
    return { status: 'offline', error };
  }
  if (isEmptyConfig(config)) {
    navigate(NOT_FOUND_PATH);
    return { status: 'not-found' };
  }
  if (config.maintenance_mode === true || config.maintenance_mode === 1) {
    navigate(MAINTENANCE_PATH);
    return { status: 'maintenance' };
  }

  const country =
    cookies.get(COUNTRY_COOKIE) === null ? firstActiveCountry(config.countries ?? []) : undefined;
  const zone = store.zoneId.value === null ? defaultZone(config.zones ?? []) : undefined;
  const module = await settledModule(deps);
  if (country) cookies.set(COUNTRY_COOKIE, country.code, COOKIE_MAX_AGE_DAYS);
  batch(() => {
    store.config.value = {
      ...store.config.value,
      configData: config,
      ...(country ? { countryCode: country.code } : {}),
    };
    if (zone) store.zoneId.value = JSON.stringify([zone.id]);
    store.module.value = module;
    store.utils.value = { ...store.utils.value, selectedModule: module };
  });
  void ensureGuestId(deps);
  return { status: 'ready', config };
}
