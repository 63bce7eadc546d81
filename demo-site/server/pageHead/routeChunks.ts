import { existsSync, readFileSync, statSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import {
  APP_ROOT,
  NAVIGATION_MODULES,
  pageModuleOf,
  STOREFRONT_MODULE,
} from '../../shared/routeModules';
import type { Viewport } from '../../shared/serverRender';
import { escapeHtml } from './escape';

/** A chunk of the build's manifest (`build.manifest` in vite.config.ts), as far as it is read. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** Where the build writes its manifest, under the site's directory. */
const MANIFEST_PATH = '.vite/manifest.json';

/** The chunks (scripts and their styles) one module needs, beyond those the entry loads. */
interface Chunks {
  scripts: string[];
  styles: string[];
}

const NO_CHUNKS: Chunks = { scripts: [], styles: [] };

/**
 * The chunk of `module` (a source path such as `widgets/search-page/SearchPage.tsx`) and every
 * chunk it imports statically, less the entry's own: the page's script tag loads those already.
 * The manifest names sources from the app's root.
 */
function chunksOf(manifest: Manifest, module: string): Chunks {
  const entries = Object.entries(manifest);
  const byModule = entries.find(
    ([, chunk]) => chunk.src !== undefined && posix.join(APP_ROOT, chunk.src) === module,
  );
  const entry = entries.find(([, chunk]) => chunk.isEntry);
  const loaded = new Set<string>();
  const markLoaded = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const imported of manifest[key]?.imports ?? []) markLoaded(imported);
  };
  if (entry) markLoaded(entry[0]);
  const found: Chunks = { scripts: [], styles: [] };
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(key)) return;
    loaded.add(key);
    found.scripts.push(chunk.file);
    found.styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (byModule) visit(byModule[0]);
  return found;
}

/** The chunks of `chunks` that `announced` does not name already. */
const beyond = (chunks: Chunks, announced: Chunks): Chunks => ({
  scripts: chunks.scripts.filter((file) => !announced.scripts.includes(file)),
  styles: chunks.styles.filter((file) => !announced.styles.includes(file)),
});

/** Both sets of chunks. */
const joined = (first: Chunks, second: Chunks): Chunks => ({
  scripts: [...first.scripts, ...second.scripts],
  styles: [...first.styles, ...second.styles],
});

/**
 * Link tags that fetch `chunks` now, to be used when the app imports them; `media` limits them.
 * The styles of a page the server rendered apply at once (`applied`), as that page shows them
 * before its scripts have run; otherwise they are only fetched.
 */
function chunkTags({ scripts, styles }: Chunks, applied: boolean, media?: string): string {
  const only = media ? ` media="${escapeHtml(media)}"` : '';
  const style = applied ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  return [
    ...scripts.map(
      (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}"${only}>`,
    ),
    ...styles.map((file) => `<link ${style} crossorigin href="/${escapeHtml(file)}"${only}>`),
  ].join('');
}

/**
 * The head tags that start fetching a route's code with the page: the storefront's own chunks
 * (React and the layout, whose styles always apply, as the entry's did), the route's page module's
 * and the navigation's. A page the server `rendered` for a kind of screen gets its styles applied
 * at once and only that screen's navigation; otherwise both navigations are announced, each for
 * the widths it shows at (the link's media query). Without these tags the app asks for the chunks
 * only once its entry has run, a round trip later on a slow network. A chunk two of them share is
 * announced once. The manifest is read again only when a new build replaces it; a site built
 * without one gets no tags.
 */
export function routeChunks(siteDir: string): (path: string, rendered?: Viewport) => string {
  const path = resolve(siteDir, MANIFEST_PATH);
  let cached: { modified: number; manifest: Manifest; byPage: Map<string, string> } | undefined;
  const manifest = () => {
    if (!existsSync(path)) return undefined;
    const modified = statSync(path).mtimeMs;
    if (cached?.modified !== modified) {
      const read = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
      cached = { modified, manifest: read, byPage: new Map() };
    }
    return cached;
  };
  return (route, rendered) => {
    const current = manifest();
    if (!current) return '';
    const page = pageModuleOf(route);
    const key = `${page ?? ''} ${rendered ?? ''}`;
    let tags = current.byPage.get(key);
    if (tags === undefined) {
      const applied = rendered !== undefined;
      const storefront = chunksOf(current.manifest, STOREFRONT_MODULE);
      const pageChunks = page ? beyond(chunksOf(current.manifest, page), storefront) : NO_CHUNKS;
      const announced = joined(storefront, pageChunks);
      tags =
        chunkTags(storefront, true) +
        chunkTags(pageChunks, applied) +
        NAVIGATION_MODULES.filter(({ screen }) => rendered === undefined || screen === rendered)
          .map(({ media, module }) =>
            chunkTags(beyond(chunksOf(current.manifest, module), announced), applied, media),
          )
          .join('');
      current.byPage.set(key, tags);
    }
    return tags;
  };
}
