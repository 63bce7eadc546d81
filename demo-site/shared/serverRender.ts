/*
 * What the storefront's server and its browser code agree on about a page rendered on the
 * server: where the render goes, and which screen it was written for. No imports here: the server
 * reads it without the app's code.
 */

/** The id of the element the storefront renders into. */
export const ROOT_ID = 'root';

/**
 * The attribute of the root element naming the screen the server rendered the page for; a root
 * without it holds nothing to take over.
 */
export const VIEWPORT_ATTRIBUTE = 'data-viewport';

/** Where the built server renderer is, beside the built site's folder (`vite.ssr.config.ts`). */
export const SERVER_RENDERER_FILE = '../demo-server/renderStorefront.js';

/** The screen a page is rendered for. */
export type Viewport = 'phone' | 'desktop';

/** What the server knows of a page it renders. */
export interface StorefrontRenderRequest {
  path: string;
  /** The query string, with its `?` (or empty). */
  search: string;
  /** The page's language. */
  language: 'ar' | 'en';
  /** The shopper's colour scheme, as their cookie names it (the default when it does not). */
  theme: 'light' | 'dark' | 'system';
  /** The shop's configuration, as the page carries it. */
  config: object;
  /** The first screen's replies, by request identity, as the page carries them. */
  replies: ReadonlyMap<string, unknown>;
  /** The request's cookies (the shopper's country). */
  cookie: string;
  viewport: Viewport;
  /** The site's own address. */
  origin: string;
}

/**
 * Renders the storefront's root for a request: its HTML, or undefined when the page cannot be
 * written as a first visit would see it (the browser then renders it alone).
 */
export type RenderStorefront = (request: StorefrontRenderRequest) => Promise<string | undefined>;

/**
 * The screen a request most likely comes from: a phone when its user agent says it is a mobile
 * browser (as every phone browser does, and no desktop one), else a desktop. A wrong guess costs
 * one more render once the page is in the browser, not a wrong page.
 */
export function viewportOfUserAgent(userAgent: string | undefined): Viewport {
  return /\bMobi/.test(userAgent ?? '') ? 'phone' : 'desktop';
}
