/*
 * The kit's CSS as text inside `souq-kit/elements`. In source this is a comment; the library
 * build (vite.lib.config.ts) swaps the literal for the text of souq.css, so a bundler app styles
 * every shadow root without fetching anything.
 */

/** The kit's CSS: a comment in source, the text of souq.css in the built elements.js. */
export const BUNDLED_KIT_CSS = '/* souq.css: written here by the library build */';
