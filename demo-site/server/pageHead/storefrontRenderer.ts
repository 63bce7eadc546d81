import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type RenderStorefront,
  ROOT_ID,
  SERVER_RENDERER_FILE,
  VIEWPORT_ATTRIBUTE,
  type Viewport,
} from '../../shared/serverRender';

/**
 * The storefront's server renderer built beside the site (`vite.ssr.config.ts`), imported once
 * when first asked for; undefined when the build has none (a site built without it, the tests'
 * sites), and the pages are then rendered by the browser alone.
 */
export function storefrontRenderer(siteDir: string): () => Promise<RenderStorefront | undefined> {
  const file = resolve(siteDir, SERVER_RENDERER_FILE);
  let loaded: Promise<RenderStorefront | undefined> | undefined;
  return () => {
    loaded ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: { renderStorefront?: RenderStorefront }) => module.renderStorefront,
        )
      : Promise.resolve(undefined);
    return loaded;
  };
}

const EMPTY_ROOT = `<div id="${ROOT_ID}"></div>`;

const MODULE_SCRIPT = /<(script type="module"|link rel="modulepreload")/g;

/**
 * `html` with the server's render of the storefront inside its (empty) root element. Its scripts
 * are fetched at low priority: the page shows without them, so its styles and pictures go first
 * (and its code follows, to take the page over).
 */
export function withRenderedRoot(html: string, rendered: string, viewport: Viewport): string {
  return html
    .replace(
      EMPTY_ROOT,
      () => `<div id="${ROOT_ID}" ${VIEWPORT_ATTRIBUTE}="${viewport}">${rendered}</div>`,
    )
    .replace(MODULE_SCRIPT, (tag) => `${tag} fetchpriority="low"`);
}
