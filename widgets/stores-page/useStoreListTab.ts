import { useCallback, useEffect, useState } from 'react';
import type { StoreListName } from '../../src/core/api/wire';
import { storesPath } from '../../src/core/catalog';
import { useRouterNavigate } from '../../src/ui/souq';
import { addressWithList, storeListInAddress, storeListOf } from './storeListTab';

/**
 * The list the stores page shows and the way to pick another, kept in the address so back,
 * forward and a shared link show the same list: through the host's router when it has one (which
 * then gives the page its new `type`), else by pushing the address and following popstate.
 */
export function useStoreListTab(
  type: string | undefined,
): [StoreListName, (list: StoreListName) => void] {
  const navigate = useRouterNavigate();
  // Without a router or a type, the page's own address says (a reload keeps the chosen tab).
  const routed = (given: string | undefined): StoreListName =>
    given !== undefined || navigate || typeof window === 'undefined'
      ? storeListOf(given)
      : storeListInAddress(window.location.search);
  const [list, setList] = useState(() => routed(type));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the given type is what changes the list; the router is fixed for the page's life
  useEffect(() => {
    setList(routed(type));
  }, [type]);

  useEffect(() => {
    if (navigate) return;
    const follow = () => setList(storeListInAddress(window.location.search));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [navigate]);

  const choose = useCallback(
    (next: StoreListName) => {
      setList(next);
      if (navigate) navigate(storesPath(next));
      else window.history.pushState(null, '', addressWithList(window.location.href, next));
    },
    [navigate],
  );

  return [list, choose];
}
