import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { ShopModule } from '../../src/core/modules';
import { useSouq } from '../../src/ui/souq';

/** The shop's modules as last read (read again on mount, quietly) and the current one. */
export function useShopModules(): { modules: readonly ShopModule[]; current: ShopModule } {
  useSignals();
  const { modules, locale } = useSouq();
  const language = locale.language.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are translated: a new language reads the list again
  useEffect(() => {
    // A shop whose list cannot be read shows no switcher: the page is whole without one.
    modules.load().catch(() => undefined);
  }, [modules, language]);
  return { modules: modules.list.value, current: modules.current.value };
}
