import { useSignals } from '@preact/signals-react/runtime';
import { createContext, type ReactNode, useContext } from 'react';
import type { SouqCore } from '../../src/core';
import type { MessageKey } from '../../src/core/i18n';

const SouqContext = createContext<SouqCore | null>(null);

/** Makes the storefront's one core available to every component below. */
export function SouqCoreProvider({ core, children }: { core: SouqCore; children: ReactNode }) {
  return <SouqContext.Provider value={core}>{children}</SouqContext.Provider>;
}

/** The storefront's core; throws when used outside the provider, which is a wiring mistake. */
export function useSouq(): SouqCore {
  const core = useContext(SouqContext);
  if (!core) throw new Error('useSouq must be used inside <SouqCoreProvider>');
  return core;
}

/** A translator for the active language; the component re-renders when the language changes. */
export function useT(): (key: MessageKey, values?: Record<string, string | number>) => string {
  useSignals();
  const { store, i18n } = useSouq();
  const t = i18n.getFixedT(store.language.value);
  return (key, values) => t(key, values ?? {});
}
