/*
 * V8's compile hint for the chunks every storefront page runs as it starts: with the magic comment
 * first in the file, the browser compiles all of a chunk's functions on a background thread while
 * it streams the file in, instead of compiling each on the main thread the first time it runs
 * (most of the cost of evaluating React and the core on a phone).
 */
import type { Plugin } from 'vite';

/** The comment V8 reads, which must open the file. */
export const COMPILE_AT_LOAD = '//# allFunctionsCalledOnLoad\n';

/** The Vite plugin: opens each chunk whose name `startup` matches with the compile hint. */
export function compileHints(startup: RegExp): Plugin {
  return {
    name: 'souq-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite has put its preload helper at the top of the entry.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && startup.test(chunk.name)) {
            chunk.code = COMPILE_AT_LOAD + chunk.code;
          }
        }
      },
    },
  };
}
