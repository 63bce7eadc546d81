/*
 * embed/souq.js: the one script a partner page loads. Everything else (React, the core, each
 * widget, the stylesheet, the fonts) is fetched from beside it, when the page needs it.
 */
import { elementRegistry } from '../src/elements/elementRegistry';
import { kitStyleSheet, loadKitStyles } from '../src/elements/kitStyles';
import { startLoader } from '../src/elements/loader';
import { KIT_FONTS } from './kitFonts';

startLoader({
  win: window,
  kitUrl: import.meta.url,
  registry: elementRegistry,
  loadRuntime: async () => {
    // The element glue (React and the primitives) is fetched alongside the core, not after it.
    const [{ configureSouq }, { createSouqApi }] = await Promise.all([
      import('../src/elements/runtime'),
      import('../src/elements/souqApi'),
      import('../src/elements/defineSouqElement'),
    ]);
    return { configureSouq, createSouqApi };
  },
  loadStyles: (url) => loadKitStyles(url),
  styleSheet: kitStyleSheet,
  fonts: KIT_FONTS,
});
