import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createSouqCore } from '../../src/core';
import { languageInAddress, writeLanguageCookies } from '../../src/core/i18n';
import { readPageReplies } from '../../src/core/api';
import { readInlineConfig } from '../../src/core/session';
import { SouqProvider } from '../../src/ui/souq';
import { WidgetRoot } from '../../src/ui/WidgetRoot';
import { App } from './App';
import { preloadNavigation } from './layout/shellModules';
import { MAIN_ID } from './layout/StorefrontLayout';
import { createAppReload } from './routing/appReload';
import { createHistoryNavigation } from './routing/historyNavigation';
import { NavigationProvider } from './routing/NavigationProvider';
import { prefetchPageDataOnceZoned, preloadPage } from './routing/pageModules';
import { DESKTOP_QUERY } from '../shared/routeModules';

if (window.location.pathname === '/') window.history.replaceState(null, '', '/home');
preloadPage(window.location.pathname);
// The navigation for this width is fetched alongside the page, before React renders the layout.
preloadNavigation(window.matchMedia(DESKTOP_QUERY).matches);

// A link that names its language (`?lang=en`, each hreflang alternate) opens in it, and the
// server, which reads the language cookies, goes on answering in it.
const addressedLanguage = languageInAddress(window.location.search);
if (addressedLanguage) writeLanguageCookies(addressedLanguage, document);

const navigation = createHistoryNavigation(window);
const appReload = createAppReload();
const core = createSouqCore({
  apiBaseUrl: window.location.origin,
  ...(addressedLanguage ? { locale: addressedLanguage } : {}),
  // The core navigates to redirect (to /maintainance, /404, sign-in after a logout): the page
  // it leaves should not come back with the back button.
  navigate: (path) => navigation.navigate(path, { replace: true }),
  reload: (path) => {
    navigation.navigate(path);
    appReload.request();
  },
});
// The server wrote the shop's configuration into this page: the first load need not ask for it.
const pageConfig = readInlineConfig(document);
if (pageConfig) core.session.adoptPageConfig(pageConfig);
// It answered the first screen's catalog reads too (the first results, the product shown).
core.api.adoptPageReplies(readPageReplies(document));
// The first load starts now rather than after React's first render (App asks for the same
// one), and the page's first reads as soon as it has settled the zone.
void core.start();
prefetchPageDataOnceZoned(window.location.pathname, core);
const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree: the page answers input while it builds.
  startTransition(() =>
    root.render(
      <StrictMode>
        <SouqProvider core={core} navigate={navigation.navigate}>
          <WidgetRoot>
            <NavigationProvider navigation={navigation} mainId={MAIN_ID}>
              <App reload={appReload} />
            </NavigationProvider>
          </WidgetRoot>
        </SouqProvider>
      </StrictMode>,
    ),
  );
}
