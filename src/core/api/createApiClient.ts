import { createFetch, type FetchOptions } from 'ofetch';
import type { MessageKey } from '../i18n/resources';
import { createEndpoints, type Endpoints } from './endpoints';
import { reportFailure, toApiError, UNAUTHORIZED } from './errorPolicy';
import type { RequestContext } from './requestContext';
import { buildHeaders, DEFAULT_SOFTWARE_ID } from './requestHeaders';
import type { Requester, RequestOptions } from './requestOptions';

/** How the host wires the client to its session, router, toasts and translations. */
export interface ApiClientOptions {
  /** The backend origin, e.g. 'https://shop.example'; paths start with /api/v1. */
  baseURL: string;
  context: RequestContext;
  /** Called on every 401; the session layer clears user state (and the token when there was one). */
  onUnauthorized(hadToken: boolean): void;
  /** The error toast sink. */
  notifyError(message: string): void;
  navigate(path: string): void;
  /** Translates a spec message key. */
  t(key: MessageKey): string;
  /** Replaces the global fetch (tests, server rendering). */
  fetch?: typeof globalThis.fetch;
  /** Sent as the software-id header; defaults to 'souq-kit'. */
  softwareId?: string;
}

/** The typed client: the low-level `request` plus one function per endpoint the shell uses. */
export interface ApiClient extends Endpoints {
  request: Requester;
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

  const request: Requester = async <T>(path: string, call: RequestOptions = {}) => {
    const headers = buildHeaders(context, softwareId);
    const failed = {
      hadToken: headers.Authorization !== undefined,
      silent: call.silent === true,
      signal: call.signal,
    };
    const init: FetchOptions<'json'> = { method: call.method ?? 'GET', headers };
    if (call.query !== undefined) init.query = call.query;
    if (call.body !== undefined) init.body = call.body;
    if (call.signal !== undefined) init.signal = call.signal;
    try {
      return await $fetch<T>(path, init);
    } catch (cause) {
      const error = toApiError(cause, failed, options.t);
      const expired = error.status === UNAUTHORIZED && headers.Authorization !== undefined;
      if (expired && headers.Authorization === expiredAuthorization) throw error;
      if (expired) expiredAuthorization = headers.Authorization;
      reportFailure(error, failed, options);
      throw error;
    }
  };

  return { request, ...createEndpoints(request, context) };
}
