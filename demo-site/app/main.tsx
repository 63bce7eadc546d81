import { createSouqCore, type SouqCore } from '../../src/core';
import { readPageReplies } from '../../src/core/api';
import { languageInAddress, writeLanguageCookies } from '../../src/core/i18n';
import { readInlineConfig } from '../../src/core/session';
import { ROOT_ID } from '../shared/serverRender';
import { nextTask } from './nextTask';
import { type AppReload, createAppReload } from './routing/appReload';
import { createHistoryNavigation, type HistoryNavigation } from './routing/historyNavigation';

if (window.location.pathname === '/') window.history.replaceState(null, '', '/home');

// A link that names its language (`?lang=en`, each hreflang alternate) opens in it, and the
// server, which reads the language cookies, goes on answering in it.
const addressedLanguage = languageInAddress(window.location.search);
if (addressedLanguage) writeLanguageCookies(addressedLanguage, document);

/** The shop's core, with what the server wrote into the page already in it. */
function createCore(navigation: HistoryNavigation, appReload: AppReload): SouqCore {
  const core = createSouqCore({
    apiBaseUrl: window.location.origin,
    ...(addressedLanguage ? { locale: addressedLanguage } : {}),
    // The core navigates to redirect (to /maintainance, /404, sign-in after a logout): the page
    // it leaves should not come back with the back button.
    navigate: (path) => navigation.navigate(path, { replace: true }),
    // Sign-in brings the shopper back here (a heart pressed as a visitor, an expired session).
    currentPath: () => {
      const { path, search } = navigation.current();
      return `${path}${search}`;
    },
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
  return core;
}

/**
 * Starts the storefront in two tasks: this module's evaluation with the core, then React with the
 * layout (the page head fetched them with the entry), which takes the page at once. As one long
 * task, they would hold back the browser's own answer to a tap (a link, the search form); what
 * only the storefront answers is kept by the page's recorder until it does (earlyInput).
 */
async function startStorefront(container: HTMLElement): Promise<void> {
  const navigation = createHistoryNavigation(window);
  const appReload = createAppReload();
  const core = createCore(navigation, appReload);
  await nextTask();
  const { mountStorefront } = await import('./mountStorefront');
  await mountStorefront(container, { core, navigation, reload: appReload });
}

const container = document.getElementById(ROOT_ID);
if (container) void startStorefront(container);
