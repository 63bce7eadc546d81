import { useSignals } from '@preact/signals-react/runtime';
import { useContext, useEffect } from 'react';
import type { ShopModule } from '../../src/core/modules';
import { useBrowserRender } from '../../src/ui/hooks/useBrowserRender';
import { useSouq } from '../../src/ui/souq';
import { ModulesReadFirst } from './modulesReadFirst';

/**
 * The shop's modules as last read (read again on mount, quietly) and the current one. The list is
 * the browser's own (kept from an earlier visit): none while a page the server rendered, which
 * knows no list, is taken over, so the two agree; a page that read the list before its first
 * render on both sides (`ModulesReadFirst`) shows it at once.
 */
export function useShopModules(): { modules: readonly ShopModule[]; current: ShopModule } {
  useSignals();
  const { modules, locale } = useSouq();
  const browser = useBrowserRender();
  const readFirst = useContext(ModulesReadFirst);
  const language = locale.language.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are translated: a new language reads the list again
  useEffect(() => {
    // A shop whose list cannot be read shows no switcher: the page is whole without one.
    modules.load().catch(() => undefined);
  }, [modules, language]);
  return {
    modules: browser || readFirst ? modules.list.value : [],
    current: modules.current.value,
  };
}
