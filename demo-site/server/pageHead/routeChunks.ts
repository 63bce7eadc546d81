import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { NAVIGATION_MODULES, pageModuleOf } from '../../shared/routeModules';
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

/**
 * The chunk of `module` (a source path such as `widgets/search-page/SearchPage.tsx`) and every
 * chunk it imports statically, less the entry's own: the page's script tag loads those already.
 */
function chunksOf(manifest: Manifest, module: string): Chunks {
  const entries = Object.entries(manifest);
  const byModule = entries.find(([, chunk]) => chunk.src?.endsWith(`/${module}`));
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
 * The head tags that start fetching a route's code with the page: its page module's chunks and
 * the navigation's of the screen's width (chosen by the link's media query). Without them the app
 * asks for these only once its entry has run, a round trip later on a slow network. When the
 * server `rendered` the page, their styles apply at once. The manifest is read again only when a
 * new build replaces it; a site built without one gets no tags.
 */
export function routeChunks(siteDir: string): (path: string, rendered?: boolean) => string {
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
  return (route, rendered = false) => {
    const current = manifest();
    const page = pageModuleOf(route);
    if (!current || !page) return '';
    const key = `${page} ${rendered}`;
    let tags = current.byPage.get(key);
    if (tags === undefined) {
      // The navigation's chunks are counted after the page's, so a chunk both use is fetched once.
      const pageChunks = chunksOf(current.manifest, page);
      tags =
        chunkTags(pageChunks, rendered) +
        NAVIGATION_MODULES.map(({ media, module }) => {
          const own = chunksOf(current.manifest, module);
          return chunkTags(
            {
              scripts: own.scripts.filter((file) => !pageChunks.scripts.includes(file)),
              styles: own.styles.filter((file) => !pageChunks.styles.includes(file)),
            },
            rendered,
            media,
          );
        }).join('');
      current.byPage.set(key, tags);
    }
    return tags;
  };
}
