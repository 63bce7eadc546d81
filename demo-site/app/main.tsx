import { createSouqCore } from '../../src/core';
import { readPageReplies } from '../../src/core/api';
import { languageInAddress, writeLanguageCookies } from '../../src/core/i18n';
import { readInlineConfig } from '../../src/core/session';
import { ROOT_ID } from '../shared/serverRender';
import { mountStorefront } from './mountStorefront';
import { createAppReload } from './routing/appReload';
import { createHistoryNavigation } from './routing/historyNavigation';

if (window.location.pathname === '/') window.history.replaceState(null, '', '/home');

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

const container = document.getElementById(ROOT_ID);
if (container) void mountStorefront(container, { core, navigation, reload: appReload });
