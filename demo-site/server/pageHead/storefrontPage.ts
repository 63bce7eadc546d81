import { resolve } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/core/i18n';
import { documentTitle } from '../../../src/core/catalog';
import { INLINE_CONFIG_ID, inlineConfigJson } from '../../../src/core/session';
import { DEFAULT_THEME } from '../../../src/core/store';
import { themeOfCookies } from '../../../src/core/theme';
import {
  type StorefrontRenderRequest,
  type Viewport,
  viewportOfUserAgent,
} from '../../shared/serverRender';
import type { Database } from '../db/database';
import { configReply } from '../routes/catalog/configRoutes';
import { publicOrigin } from '../routes/context';
import {
  renderDocument,
  renderShell,
  templateFile,
  withDocumentTheme,
  withHeadEnd,
} from './documentTemplate';
import { EARLY_INPUT_SCRIPT } from './earlyInputScript';
import type { PageHead } from './headTags';
import { pageLanguage } from './pageLanguage';
import { type AskApi, type FirstScreen, firstScreenReplies, NO_FIRST_SCREEN } from './pageReplies';
import { routeChunks } from './routeChunks';
import { sendPage } from './sendPage';
import { renderedHeading } from './renderedHeading';
import { readShopFacts, shopName } from './shopFacts';
import { headedPage, readPageHead } from './storefrontHead';
import { storefrontRenderer, withRenderedRoot } from './storefrontRenderer';

/** Sends the storefront's HTML for a route the single-page app resolves. */
export type StorefrontPageHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply>;

/** The page the server rendered into the root, and the kind of screen it rendered it for. */
interface RenderedRoot {
  viewport: Viewport;
  /** The rendered page's main heading, which names it in the title as the browser would. */
  heading: () => string | null;
  /** Puts the rendered page into the template's root. */
  into: (html: string) => string;
}

/** The shop's name in the configuration the page carries (already in its language). */
const shopNameOf = (config: object | undefined, language: Locale): string =>
  shopName(config && 'business_name' in config ? config.business_name : undefined, language);

/**
 * The storefront's HTML for every route of the single-page app. Product, store, category and
 * search pages carry their title, description, canonical and alternate links, Open Graph tags and
 * structured data, in the page's language, so crawlers and link previews read them without
 * running a script; an address that names no record answers 404 with the not-found title (the app
 * shows its 404 page). Every other route gets the template in the page's language. A database
 * that cannot be read never costs the shopper the page: the plain template goes out instead.
 */
export function storefrontPages(
  db: Database,
  siteDir: string,
  askApi: AskApi,
): StorefrontPageHandler {
  const template = templateFile(resolve(siteDir, 'index.html'));
  const chunksOfRoute = routeChunks(siteDir);
  // The shop's configuration as `/config` answers it, so the app's first load need not ask
  // (src/core/session/inlineConfig.ts); a page without it still works, a round trip later.
  const readConfig = async (language: Locale, request: FastifyRequest) => {
    try {
      return await configReply(db, language, publicOrigin(request));
    } catch (error) {
      request.log.error({ err: error }, 'configuration unreadable: the page is sent without it');
      return undefined;
    }
  };
  const configBlock = (language: Locale, config: object) =>
    `<script type="application/json" id="${INLINE_CONFIG_ID}">${inlineConfigJson(language, config)}</script>`;
  // The first screen's catalog reads, answered in the page (src/core/api/pageReplies.ts); a
  // failure costs only the round trip they would have saved.
  const readFirstScreen = async (
    request: FastifyRequest,
    page: Parameters<typeof firstScreenReplies>[2],
  ): Promise<FirstScreen> => {
    try {
      return await firstScreenReplies(askApi, request, page);
    } catch (error) {
      request.log.error({ err: error }, 'first replies unreadable: the page is sent without them');
      return NO_FIRST_SCREEN;
    }
  };
  const renderer = storefrontRenderer(siteDir);
  type PageFacts = Omit<StorefrontRenderRequest, 'replies' | 'cookie' | 'viewport' | 'origin'>;
  // The storefront as a first visit sees it, from the same configuration and replies the page
  // carries, so it paints before its code has run; without it the browser renders it alone.
  const renderRoot = async (
    request: FastifyRequest,
    page: PageFacts,
    firstScreen: FirstScreen,
  ): Promise<RenderedRoot | undefined> => {
    try {
      const render = await renderer();
      if (!render) return undefined;
      const viewport = viewportOfUserAgent(request.headers['user-agent']);
      const rendered = await render({
        ...page,
        search: page.search === '' ? '' : `?${page.search}`,
        replies: firstScreen.replies,
        cookie: request.headers.cookie ?? '',
        viewport,
        origin: publicOrigin(request),
      });
      return rendered === undefined
        ? undefined
        : {
            viewport,
            heading: () => renderedHeading(rendered),
            into: (html) => withRenderedRoot(html, rendered, viewport),
          };
    } catch (error) {
      request.log.error({ err: error }, 'server render failed: the browser renders the page');
      return undefined;
    }
  };
  return async (request, reply) => {
    const [path = '', search = ''] = request.url.split('?', 2);
    const { language, named } = pageLanguage(request);
    // The language comes from the address or the cookies: a shared cache must keep them apart.
    reply
      .type('text/html; charset=utf-8')
      .header('vary', 'cookie, user-agent, accept-encoding')
      .header('cache-control', 'no-cache');
    // The route's code starts loading with the page; the data the app reads follows it.
    const theme = themeOfCookies(request.headers.cookie ?? '') ?? DEFAULT_THEME;
    const config = await readConfig(language, request);
    const pageFacts = { path, search, language, theme, config: config ?? {} };
    const firstScreen = config ? await readFirstScreen(request, pageFacts) : NO_FIRST_SCREEN;
    const rendered = config ? await renderRoot(request, pageFacts, firstScreen) : undefined;
    // A rendered page answers taps before its code has run: its head keeps them for the code.
    const headEnd =
      chunksOfRoute(path, rendered?.viewport) +
      (config ? configBlock(language, config) + firstScreen.head : '') +
      (rendered ? EARLY_INPUT_SCRIPT : '');
    const finished = (html: string) => {
      const whole = withHeadEnd(html, headEnd);
      return withDocumentTheme(rendered ? rendered.into(whole) : whole, theme);
    };
    // A page without a head of its own is named by its rendered heading, read only for it.
    const shell = () => {
      const title = documentTitle(rendered?.heading() ?? null, shopNameOf(config, language));
      return finished(renderShell(template(), language, title));
    };
    const page = headedPage(path);
    if (page === null) return sendPage(request, reply, shell());
    let head: PageHead;
    try {
      const shop = await readShopFacts(db, language, publicOrigin(request));
      head = await readPageHead(db, page, { shop, languageNamed: named }, search);
    } catch (error) {
      request.log.error({ err: error, path }, 'page head unreadable: the plain page is sent');
      return sendPage(request, reply, shell());
    }
    return sendPage(request, reply.status(head.status), finished(renderDocument(template(), head)));
  };
}
