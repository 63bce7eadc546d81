// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeChunks } from './routeChunks';

/** A build's manifest as Vite writes it: keys and sources relative to the app's root. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_runtime-1.js', '_catalog-1.js'],
  },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  'mountStorefront.tsx': {
    file: 'assets/mountStorefront-1.js',
    src: 'mountStorefront.tsx',
    isDynamicEntry: true,
    imports: ['_runtime-1.js', '_catalog-1.js', 'index.html', '_drawer-1.js'],
    css: ['assets/mountStorefront-1.css'],
  },
  '_catalog-1.js': { file: 'assets/catalog-1.js', imports: ['_runtime-1.js'] },
  '../../widgets/search-page/SearchPage.tsx': {
    file: 'assets/SearchPage-1.js',
    src: '../../widgets/search-page/SearchPage.tsx',
    imports: ['_catalog-1.js', '_results-1.js', 'index.html'],
    css: ['assets/SearchPage-1.css'],
  },
  '_results-1.js': {
    file: 'assets/results-1.js',
    imports: ['_logo-1.js'],
    css: ['assets/results-1.css'],
  },
  '_logo-1.js': { file: 'assets/logo-1.js' },
  '../../widgets/header/Header.tsx': {
    file: 'assets/Header-1.js',
    src: '../../widgets/header/Header.tsx',
    imports: ['_logo-1.js', '_drawer-1.js'],
    css: ['assets/Header-1.css'],
  },
  '_drawer-1.js': { file: 'assets/drawer-1.js' },
  '../../widgets/mobile-nav/MobileNav.tsx': {
    file: 'assets/MobileNav-1.js',
    src: '../../widgets/mobile-nav/MobileNav.tsx',
    imports: ['_logo-1.js'],
  },
};

const siteWith = (manifest?: object) => {
  const siteDir = mkdtempSync(join(tmpdir(), 'souq-chunks-'));
  if (manifest) {
    mkdirSync(join(siteDir, '.vite'));
    writeFileSync(join(siteDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return siteDir;
};

/** Each link tag as `rel href media`. */
const links = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="([^"]+)"(?: as="style")? crossorigin href="([^"]+)"(?: media="([^"]+)")?>/g,
    ),
  ].map(([, rel, href, media]) => [rel, href, media ?? ''].join(' ').trim());

describe('given a build with a manifest', () => {
  const tagsOf = routeChunks(siteWith(MANIFEST));

  it("announces the search page's chunks and styles, not those the entry loads already", () => {
    expect(links(tagsOf('/search')).filter((link) => !link.includes('width'))).toEqual([
      'modulepreload /assets/mountStorefront-1.js',
      'modulepreload /assets/drawer-1.js',
      'stylesheet /assets/mountStorefront-1.css',
      'modulepreload /assets/SearchPage-1.js',
      'modulepreload /assets/results-1.js',
      'modulepreload /assets/logo-1.js',
      'preload /assets/SearchPage-1.css',
      'preload /assets/results-1.css',
    ]);
  });

  it("announces each navigation's own chunks for the widths it shows at", () => {
    expect(links(tagsOf('/search')).filter((link) => link.includes('width'))).toEqual([
      'modulepreload /assets/Header-1.js (min-width: 1024px)',
      'preload /assets/Header-1.css (min-width: 1024px)',
      'modulepreload /assets/MobileNav-1.js (max-width: 1023.98px)',
    ]);
  });

  it('applies the styles at once for a page the server rendered, so it shows styled', () => {
    expect(links(tagsOf('/search', 'desktop'))).toEqual([
      'modulepreload /assets/mountStorefront-1.js',
      'modulepreload /assets/drawer-1.js',
      'stylesheet /assets/mountStorefront-1.css',
      'modulepreload /assets/SearchPage-1.js',
      'modulepreload /assets/results-1.js',
      'modulepreload /assets/logo-1.js',
      'stylesheet /assets/SearchPage-1.css',
      'stylesheet /assets/results-1.css',
      'modulepreload /assets/Header-1.js (min-width: 1024px)',
      'stylesheet /assets/Header-1.css (min-width: 1024px)',
    ]);
  });

  it('announces only the navigation of the screen the server rendered the page for', () => {
    expect(links(tagsOf('/search', 'phone')).filter((link) => link.includes('width'))).toEqual([
      'modulepreload /assets/MobileNav-1.js (max-width: 1023.98px)',
    ]);
  });

  it('announces the storefront and the navigation for a route no page module renders', () => {
    expect(links(tagsOf('/wishlist'))).toEqual([
      'modulepreload /assets/mountStorefront-1.js',
      'modulepreload /assets/drawer-1.js',
      'stylesheet /assets/mountStorefront-1.css',
      'modulepreload /assets/Header-1.js (min-width: 1024px)',
      'modulepreload /assets/logo-1.js (min-width: 1024px)',
      'preload /assets/Header-1.css (min-width: 1024px)',
      'modulepreload /assets/MobileNav-1.js (max-width: 1023.98px)',
      'modulepreload /assets/logo-1.js (max-width: 1023.98px)',
    ]);
  });
});

describe('given a build without a manifest (an older build, or none yet)', () => {
  it('announces nothing, and the app loads its chunks itself', () => {
    expect(routeChunks(siteWith())('/search')).toBe('');
  });
});
