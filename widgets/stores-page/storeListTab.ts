/*
 * Which store list the stores page shows, as its address says it: `?type=popular`; every store
 * when the type is missing or names no list.
 */
import { STORE_LISTS, type StoreListName } from '../../src/core/api/wire';

/** The list a `type` value names; every store ('all') for anything else. */
export function storeListOf(type: string | null | undefined): StoreListName {
  return STORE_LISTS.find((list) => list === type) ?? 'all';
}

/** The list the address `search` (location.search) names. */
export function storeListInAddress(search: string): StoreListName {
  return storeListOf(new URLSearchParams(search).get('type'));
}

/**
 * The address of the page showing `list`, on whichever page the list sits (a partner page keeps
 * its own path): its `type` parameter set, or left out for every store.
 */
export function addressWithList(href: string, list: StoreListName): string {
  const url = new URL(href);
  if (list === 'all') url.searchParams.delete('type');
  else url.searchParams.set('type', list);
  return `${url.pathname}${url.search}${url.hash}`;
}
