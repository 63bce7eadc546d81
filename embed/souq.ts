/*
 * embed/souq.js: the one script a partner page loads. Everything else (React, the core, each
 * widget, the stylesheet, the fonts) is fetched from beside it, when the page needs it.
 */
import { elementRegistry } from '../src/elements/entry/elementRegistry';
import { loadKitStyles } from '../src/elements/host/kitStyles';
import { startLoader } from '../src/elements/entry/loader';

startLoader({
  win: window,
  kitUrl: import.meta.url,
  registry: elementRegistry,
  loadRuntime: async () => {
    // The element glue (React and the primitives) and the fonts are fetched alongside the core.
    const [{ embedRuntime }, { addKitFonts }] = await Promise.all([
      import('../src/elements/entry/embedRuntime'),
      import('./kitFonts'),
      import('../src/elements/host/defineSouqElement'),
    ]);
    addKitFonts(document);
    return embedRuntime(import.meta.url);
  },
  loadStyles: (url) => loadKitStyles(url),
});
