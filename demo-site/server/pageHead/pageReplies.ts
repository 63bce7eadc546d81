import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  buildHeaders,
  FIXED_MODULE,
  PAGE_REPLIES_ID,
  type PageReply,
  pageRepliesJson,
  type Query,
  type RequestContext,
  requestIdentity,
} from '../../../src/core/api';
import { createEndpoints } from '../../../src/core/api/endpoints';
import { HOME_PATH, itemKeyOf, productKeyOfPath } from '../../../src/core/catalog';
import { contentPageOfPath, createContentEndpoints } from '../../../src/core/content';
import { readCookie } from '../../../src/core/cookies';
import type { Locale } from '../../../src/core/i18n';
import { itemSearchParams, parseSearchQuery, SEARCH_PAGE_PATH } from '../../../src/core/search';
import { COUNTRY_COOKIE, defaultZone, firstActiveCountry } from '../../../src/core/session';
import { type AnsweredRead, leadPictureTags } from './leadPictures';

/** A GET of the API, as the kit's endpoints build it. */
export interface Read {
  path: string;
  query?: Query;
}

/** Sends one GET to the API in this process (no network) and hands back its status and text. */
export type AskApi = (
  read: Read,
  headers: Record<string, string>,
  request: FastifyRequest,
) => Promise<{ status: number; body: string }>;

/**
 * The reads the first screen of a route makes, taken from the kit's own endpoint functions so
 * their paths and queries are exactly the ones the page will send: the home page's banners and
 * category tree, the first page of a search's item results with its filters' price span and
 * category tree, the item of a product page.
 */
function firstScreenReads(path: string, search: string): Read[] {
  const reads: Read[] = [];
  const collect = <T>(readPath: string, call?: { query?: Query }) => {
    reads.push({ path: readPath, ...(call?.query ? { query: call.query } : {}) });
    return new Promise<T>(() => undefined);
  };
  const endpoints = createEndpoints(collect);
  if (path === HOME_PATH) {
    void endpoints.getBanners();
    void endpoints.getCategories();
    void endpoints.getModules();
  }
  if (path === SEARCH_PAGE_PATH) {
    const state = parseSearchQuery(search);
    if (state.tab === 'items') void endpoints.searchItems(itemSearchParams(state, 1));
    void endpoints.getPriceRange();
    void endpoints.getCategories();
  }
  const product = itemKeyOf(productKeyOfPath(path));
  if (product !== undefined) void endpoints.getItem(product);
  const content = contentPageOfPath(path);
  if (content !== undefined) void createContentEndpoints(collect).getContentPage(content);
  return reads;
}

/** The parts of the shop's configuration a first visit's place is settled from. */
const placeSettings = v.object({
  zones: v.optional(
    v.array(v.looseObject({ id: v.number(), default_zone: v.picklist([0, 1]) })),
    [],
  ),
  countries: v.optional(v.array(v.looseObject({ code: v.string(), isActive: v.boolean() })), []),
});

/**
 * The request headers of a first visit, as the kit builds them once the shop's configuration has
 * settled its place: the default zone, the fixed module, the page's language, the country of the
 * shopper's cookie or else the first active one, the shop's default position. Undefined when the
 * configuration does not say where a first visit is.
 */
function firstVisitHeaders(
  config: object,
  language: Locale,
  cookie: string,
): Record<string, string> | undefined {
  const place = v.safeParse(placeSettings, config);
  if (!place.success) return undefined;
  const zone = defaultZone(place.output.zones);
  const country =
    readCookie(cookie, COUNTRY_COOKIE) ?? firstActiveCountry(place.output.countries)?.code;
  const visitor: RequestContext = {
    token: () => null,
    guestId: () => null,
    zoneId: () => (zone ? JSON.stringify([zone.id]) : null),
    language: () => language,
    countryCode: () => country ?? '',
    latLng: () => null,
    moduleId: () => FIXED_MODULE.id,
  };
  return buildHeaders(visitor);
}

/** The first screen's replies of a page, and what the page's head says of them. */
export interface FirstScreen {
  /** The replies, by request identity, as the page carries them. */
  replies: ReadonlyMap<string, unknown>;
  /** Preload links for the pictures they paint largest, then their data block; or nothing. */
  head: string;
}

/** A page whose first screen reads nothing of the catalog, or whose reads all failed. */
export const NO_FIRST_SCREEN: FirstScreen = { replies: new Map(), head: '' };

/**
 * The replies to the first screen's reads of a page (`src/core/api/pageReplies.ts`), each asked of
 * the API as a first visit would ask it, and the head block that carries them; none for a route
 * whose first screen reads nothing of the catalog. A read the API refuses or fails is left out:
 * the page asks for it and shows what the API says.
 */
export async function firstScreenReplies(
  ask: AskApi,
  request: FastifyRequest,
  page: { path: string; search: string; language: Locale; config: object },
): Promise<FirstScreen> {
  const reads = firstScreenReads(page.path, page.search);
  if (reads.length === 0) return NO_FIRST_SCREEN;
  const headers = firstVisitHeaders(page.config, page.language, request.headers.cookie ?? '');
  if (headers === undefined) return NO_FIRST_SCREEN;
  // The reads are independent: asked together, the page waits for the slowest alone.
  const answered = (
    await Promise.all(
      reads.map(async (read): Promise<(AnsweredRead & PageReply) | undefined> => {
        const identity = requestIdentity(read.path, read.query, headers);
        if (identity === undefined) return undefined;
        const answer = await ask(read, headers, request);
        if (answer.status !== 200) return undefined;
        return { path: read.path, request: identity, body: JSON.parse(answer.body) as unknown };
      }),
    )
  ).filter((reply) => reply !== undefined);
  if (answered.length === 0) return NO_FIRST_SCREEN;
  const replies = answered.map(
    (reply): PageReply => ({ request: reply.request, body: reply.body }),
  );
  return {
    replies: new Map(replies.map(({ request: identity, body }) => [identity, body])),
    head: `${leadPictureTags(answered, page.config)}<script type="application/json" id="${PAGE_REPLIES_ID}">${pageRepliesJson(replies)}</script>`,
  };
}
