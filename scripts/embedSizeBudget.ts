/*
 * The embed build's size budgets (issue 17, design.md "Budgets"), in one place for the bench's
 * embed suite, which prints each figure against them, and for `npm run verify`, which fails past
 * them (scripts/checkEmbedSize.ts).
 */

/** Gzip budgets in KB: the script tag, the runtime every element needs, one widget's own code. */
export const EMBED_BUDGET_KB = { loader: 3, runtime: 70, widget: 15 } as const;

/** How far past its budget a figure may go before `npm run verify` fails (0.05 = 5 %). */
export const EMBED_BUDGET_TOLERANCE = 0.05;

/**
 * The modules the loader fetches before any widget (embed/souq.ts): the runtime with the page API
 * and the options check, the fonts' declarations, and the element host (the UI runtime, the
 * store's glue).
 */
export const RUNTIME_ENTRIES = [
  'src/elements/entry/embedRuntime.ts',
  'embed/kitFonts.ts',
  'src/elements/host/defineSouqElement.tsx',
] as const;

/** The loader's own module, the one entry of the embed build. */
export const LOADER_ENTRY = 'embed/souq.ts';
