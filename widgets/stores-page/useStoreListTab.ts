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
  const [list, setList] = useState(() => storeListOf(type));

  // The router's address wins whenever it changes.
  useEffect(() => {
    setList(storeListOf(type));
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
