/*
 * embed/souq.js: the one script a partner page loads. Everything else (React, the core, each
 * widget, the stylesheet, the fonts) is fetched from beside it, when the page needs it.
 */
import { elementRegistry } from '../src/elements/elementRegistry';
import { kitStyleSheet, loadKitStyles } from '../src/elements/kitStyles';
import { startLoader } from '../src/elements/loader';

startLoader({
  win: window,
  kitUrl: import.meta.url,
  registry: elementRegistry,
  loadRuntime: async () => {
    // The element glue (React and the primitives) and the fonts are fetched alongside the core.
    const [{ configureSouq }, { createSouqApi }, { addKitFonts }] = await Promise.all([
      import('../src/elements/runtime'),
      import('../src/elements/souqApi'),
      import('./kitFonts'),
      import('../src/elements/defineSouqElement'),
    ]);
    addKitFonts(document);
    return { configureSouq, createSouqApi };
  },
  loadStyles: (url) => loadKitStyles(url),
  styleSheet: kitStyleSheet,
});
