import { useSignals } from '@preact/signals-react/runtime';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { SouqCore } from '../../core';
import type { MessageKey } from '../../core/i18n';

const SouqContext = createContext<SouqCore | null>(null);
const StorefrontContext = createContext<string | undefined>(undefined);
const NavigateContext = createContext<((path: string) => void) | undefined>(undefined);

/** Props of `SouqProvider`. */
export interface SouqProviderProps {
  /** The one core every widget below shares (store, API client, toasts, i18n). */
  core: SouqCore;
  /**
   * Where the storefront's pages live when it is not this page's origin (widgets embedded on a
   * partner site link to the shop's product and checkout pages).
   */
  storefrontUrl?: string | undefined;
  /**
   * Opens a storefront route without a full page load (the storefront's router). Without it a
   * widget loads the page, on the storefront's origin when `storefrontUrl` is set.
   */
  navigate?: ((path: string) => void) | undefined;
  /**
   * Runs the core's first load (configuration, guest id, cart, wishlist, page events) when the
   * provider mounts; true by default. A host that starts the core itself, or a test that wants
   * no requests, passes false.
   */
  start?: boolean | undefined;
  children: ReactNode;
}

/** Makes one Souq core available to every widget below it. */
export function SouqProvider({
  core,
  storefrontUrl,
  navigate,
  start = true,
  children,
}: SouqProviderProps): ReactNode {
  useEffect(() => {
    // The core runs its first load once, however many providers or elements ask for it.
    if (start) void core.start();
  }, [core, start]);
  return (
    <SouqContext.Provider value={core}>
      <StorefrontContext.Provider value={storefrontUrl}>
        <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>
      </StorefrontContext.Provider>
    </SouqContext.Provider>
  );
}

/** Turns a storefront route ('/checkout?page=cart') into the link a widget should use. */
export function useStorefrontHref(): (path: string) => string {
  const storefrontUrl = useContext(StorefrontContext);
  return (path) => (storefrontUrl ? new URL(path, storefrontUrl).href : path);
}

/** The host's router (the storefront's), or undefined where routes open by loading a page. */
export function useRouterNavigate(): ((path: string) => void) | undefined {
  return useContext(NavigateContext);
}

/** Opens a storefront route: through the host's router when it gave one, else by loading it. */
export function useStorefrontNavigate(): (path: string) => void {
  const navigate = useRouterNavigate();
  const href = useStorefrontHref();
  return (path) => {
    if (navigate) navigate(path);
    else window.location.assign(href(path));
  };
}

/** The shared core; throws outside `SouqProvider`, which is a wiring mistake. */
export function useSouq(): SouqCore {
  const core = useContext(SouqContext);
  if (!core) throw new Error('Souq widgets must be rendered inside <SouqProvider>');
  return core;
}

/** Values a message interpolates. */
export type MessageValues = Record<string, string | number>;

/** Translates a message key in the active language. */
export type Translator = (key: MessageKey, values?: MessageValues) => string;

/** A translator for the active language; the component re-renders when the language changes. */
export function useT(): Translator {
  useSignals();
  const { locale, i18n } = useSouq();
  const t = i18n.getFixedT(locale.language.value);
  return (key, values) => t(key, values ?? {});
}
