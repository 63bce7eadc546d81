import { type ReactNode, StrictMode } from 'react';
import type { SouqCore } from '../../src/core';
import type { BootOutcome } from '../../src/core/session';
import { type ViewportGuess, ViewportGuessProvider } from '../../src/ui/hooks/viewportGuess';
import { SouqProvider } from '../../src/ui/souq';
import { WidgetRoot } from '../../src/ui/WidgetRoot';
import { App } from './App';
import { MAIN_ID } from './layout/StorefrontLayout';
import type { AppReload } from './routing/appReload';
import type { HistoryNavigation } from './routing/historyNavigation';
import { NavigationProvider } from './routing/NavigationProvider';

/** Props of `StorefrontRoot`. */
export interface StorefrontRootProps {
  core: SouqCore;
  navigation: HistoryNavigation;
  reload: AppReload;
  /** How the first load ended, when it ended before the first render. */
  booted?: BootOutcome | undefined;
  /** The screen the server rendered the page for (phone when it did not). */
  viewport: ViewportGuess;
}

/** The whole storefront with everything it runs on: the one tree the browser and server render. */
export function StorefrontRoot({
  core,
  navigation,
  reload,
  booted,
  viewport,
}: StorefrontRootProps): ReactNode {
  return (
    <StrictMode>
      <ViewportGuessProvider guess={viewport}>
        <SouqProvider core={core} navigate={navigation.navigate}>
          <WidgetRoot>
            <NavigationProvider navigation={navigation} mainId={MAIN_ID}>
              <App reload={reload} booted={booted} />
            </NavigationProvider>
          </WidgetRoot>
        </SouqProvider>
      </ViewportGuessProvider>
    </StrictMode>
  );
}
