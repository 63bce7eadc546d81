import { type ReactNode, startTransition, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../src/core/catalog';
import { type BootOutcome, MAINTENANCE_PATH } from '../../src/core/session';
import { useSouq } from '../../src/ui/souq';
import { Toaster } from '../../src/ui/Toaster';
import { Maintenance } from '../../widgets/maintenance/Maintenance';
import { MAIN_ID, StandaloneLayout, StorefrontLayout } from './layout/StorefrontLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { OfflinePage } from './pages/OfflinePage';
import type { AppReload } from './routing/appReload';
import { NavigationProgress } from './routing/NavigationProgress';
import { useNavigate, useNavigationPending } from './routing/NavigationProvider';
import { startPageData } from './routing/pageModules';
import { StorefrontRoutes } from './routing/StorefrontRoutes';
import { useDocumentLocale } from './useDocumentLocale';
import { useDocumentTitle } from './useDocumentTitle';

/** Props of `App`. */
export interface AppProps {
  /** Asks for the first load again (a country change). */
  reload: AppReload;
  /**
   * How the first load ended, when it ended before the first render (a page rendered on the
   * server, taken over by the browser): the storefront renders at once instead of loading.
   */
  booted?: BootOutcome | undefined;
}

/**
 * The storefront: the first load of spec §4 (configuration, then /maintainance or /404 when it
 * says so), then the layout around the page of the current route, and the toasts.
 */
export function App({ reload, booted }: AppProps): ReactNode {
  const souq = useSouq();
  const [path] = useLocation();
  const navigate = useNavigate();
  const pending = useNavigationPending();
  const [outcome, setOutcome] = useState<BootOutcome | null>(booted ?? null);
  useDocumentLocale();
  useDocumentTitle(MAIN_ID);

  const show = useCallback(
    (load: Promise<BootOutcome>) => {
      setOutcome(null);
      void load.then((result) => {
        if (result.status === 'ready')
          startPageData({ path: window.location.pathname, search: window.location.search }, souq);
        // The whole storefront renders now: in slices, so no task holds the main thread long.
        startTransition(() => setOutcome(result));
      });
    },
    [souq],
  );
  const boot = useCallback(() => show(souq.start()), [show, souq]);
  // A retry or a country change: the first load again, every cached read dropped.
  const bootAgain = useCallback(() => show(souq.restart()), [show, souq]);
  useEffect(() => {
    if (booted === undefined) boot();
  }, [boot, booted]);
  useEffect(() => reload.subscribe(bootAgain), [reload, bootAgain]);

  // Maintenance is over: the maintenance page has nothing left to say.
  const backFromMaintenance = outcome?.status === 'ready' && path === MAINTENANCE_PATH;
  useEffect(() => {
    if (backFromMaintenance) navigate(HOME_PATH, { replace: true });
  }, [backFromMaintenance, navigate]);

  return (
    <>
      <NavigationProgress active={outcome === null || pending} />
      {outcome !== null && <BootedStorefront outcome={outcome} onBootAgain={bootAgain} />}
      <Toaster />
    </>
  );
}

function BootedStorefront({
  outcome,
  onBootAgain,
}: {
  outcome: BootOutcome;
  onBootAgain: () => void;
}): ReactNode {
  switch (outcome.status) {
    case 'ready':
      return (
        <StorefrontLayout>
          <StorefrontRoutes />
        </StorefrontLayout>
      );
    case 'offline':
      return (
        <StandaloneLayout>
          <OfflinePage onRetry={onBootAgain} />
        </StandaloneLayout>
      );
    case 'maintenance':
      return (
        <StandaloneLayout>
          <Maintenance onBack={onBootAgain} />
        </StandaloneLayout>
      );
    case 'not-found':
      // The shop has no configuration: there is nothing to search or browse.
      return (
        <StandaloneLayout>
          <NotFoundPage withSearch={false} />
        </StandaloneLayout>
      );
    default:
      return outcome satisfies never;
  }
}
