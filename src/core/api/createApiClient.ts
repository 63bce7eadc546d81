import { createFetch, type FetchOptions } from 'ofetch';
import type { MessageKey } from '../i18n/resources';
import { type AccountEndpoints, createAccountEndpoints } from './accountEndpoints';
import { type ContentEndpoints, createContentEndpoints } from '../content/contentEndpoints';
import { createEndpoints, type Endpoints } from './endpoints';
import { isGuestRefusal, reportFailure, toApiError, UNAUTHORIZED } from './errorPolicy';
import { requestIdentity } from './pageReplies';
import { guestFields, type RequestContext } from './requestContext';
import { buildHeaders, DEFAULT_SOFTWARE_ID } from './requestHeaders';
import type { Query, Requester, RequestOptions } from './requestOptions';

/** How the host wires the client to its session, router, toasts and translations. */
export interface ApiClientOptions {
  /** The backend origin, e.g. 'https://shop.example'; paths start with /api/v1. */
  baseURL: string;
  context: RequestContext;
  /** Called on every 401; the session layer clears user state (and the token when there was one). */
  onUnauthorized(hadToken: boolean): void;
  /** The error toast sink. */
  notifyError(message: string): void;
  /** Opens a storefront route: sign-in, after an expired session. */
  navigate(path: string): void;
  /** The storefront route the shopper is on, which sign-in brings them back to. */
  currentPath?(): string | undefined;
  /** Translates a spec message key. */
  t(key: MessageKey): string;
  /** Replaces the global fetch (tests, server rendering). */
  fetch?: typeof globalThis.fetch;
  /** Sent as the software-id header; defaults to 'souq-kit'. */
  softwareId?: string;
  /**
   * Called when the server refuses a guest's cart call for the guest id it named (unknown after
   * a reseed, hand-edited): resolves the new id to retry the call with once, or null when none
   * could be had (the session then says why, so the refusal itself is not toasted).
   */
  renewGuestId?(refused: string): Promise<string | null>;
}

/** The typed client: the low-level `request` plus one function per endpoint the shell uses. */
export interface ApiClient extends Endpoints, AccountEndpoints, ContentEndpoints {
  request: Requester;
  /**
   * Takes the replies the page was sent with (`readPageReplies`): each answers, once, the GET
   * that is the same request, instead of the network.
   */
  adoptPageReplies(replies: ReadonlyMap<string, unknown>): void;
  /**
   * How many of the page's replies no read has taken yet: after the first screen's reads, any
   * left means the page was written for another shopper (another zone, language or country).
   */
  untakenPageReplies(): number;
}

/** Creates the API client; nothing is read from the context until a call is made. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { context } = options;
  const softwareId = options.softwareId ?? DEFAULT_SOFTWARE_ID;
  const $fetch = createFetch({
    // Looked up per call so a fetch stubbed after creation (or polyfilled late) is used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    // Retries are off: spec §8 reports each failure once, and a retried POST could add twice.
    defaults: { baseURL: options.baseURL, retry: false },
  });
  // Every call sent with a token that has expired comes back 401, and a page sends several at
  // once (profile, cart, wishlist): the first ends the session and says so, the others have
  // nothing left to report. Kept per client, so the next token's expiry is reported again.
  let expiredAuthorization: string | undefined;
  const pageReplies = new Map<string, unknown>();

  /** The page's reply to this GET, taken out so that a later read asks the API afresh. */
  const takePageReply = (
    path: string,
    query: Query | undefined,
    headers: Record<string, string>,
  ): { body: unknown } | undefined => {
    if (pageReplies.size === 0) return undefined;
    const identity = requestIdentity(path, query, headers);
    if (identity === undefined || !pageReplies.has(identity)) return undefined;
    const body = pageReplies.get(identity);
    pageReplies.delete(identity);
    return { body };
  };

  const send = async <T>(path: string, call: RequestOptions, renewed: boolean): Promise<T> => {
    const headers = { ...buildHeaders(context, softwareId), ...call.headers };
    const failed = {
      hadToken: headers.Authorization !== undefined,
      silent: call.silent === true,
      signal: call.signal,
    };
    const guest = call.guest === undefined ? {} : guestFields(context);
    const init: FetchOptions<'json'> = { method: call.method ?? 'GET', headers };
    const query = call.guest === 'query' ? { ...guest, ...call.query } : call.query;
    if (query !== undefined) init.query = query;
    if (call.guest === 'body' && !(call.body instanceof FormData)) {
      init.body = { ...guest, ...call.body };
    } else if (call.body !== undefined) init.body = call.body;
    if (call.signal !== undefined) init.signal = call.signal;
    const fromPage = init.method === 'GET' ? takePageReply(path, query, headers) : undefined;
    if (fromPage) return fromPage.body as T;
    try {
      return await $fetch<T>(path, init);
    } catch (cause) {
      const error = toApiError(cause, failed, options.t);
      const expired = error.status === UNAUTHORIZED && headers.Authorization !== undefined;
      if (expired && headers.Authorization === expiredAuthorization) throw error;
      if (expired) expiredAuthorization = headers.Authorization;
      // A guest id the server does not know locks the cart for good unless a new one is asked
      // for: once per call, so a server that refuses every id cannot make the client loop. A
      // call that named no guest (sent just after a sign-out) is not turned into a guest's.
      const refused = guest.guest_id;
      const renew = options.renewGuestId;
      if (renew && !renewed && refused !== undefined && isGuestRefusal(error)) {
        const next = await renew(refused);
        if (next === null) throw error;
        return send<T>(path, call, true);
      }
      reportFailure(error, failed, options);
      throw error;
    }
  };

  const request: Requester = <T>(path: string, call: RequestOptions = {}) =>
    send<T>(path, call, false);

  const adoptPageReplies = (replies: ReadonlyMap<string, unknown>) => {
    for (const [identity, body] of replies) pageReplies.set(identity, body);
  };

  return {
    request,
    adoptPageReplies,
    untakenPageReplies: () => pageReplies.size,
    ...createEndpoints(request),
    ...createAccountEndpoints(request),
    ...createContentEndpoints(request),
  };
}
