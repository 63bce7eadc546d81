/*
 * Test doubles shared by the API client tests: a request context backed by plain values, a fake
 * fetch that records what was sent, and a client wired to spies.
 */
import { vi } from 'vitest';
import type { Locale } from '../i18n/locale';
import { type ApiClient, createApiClient } from './createApiClient';
import type { RequestContext } from './requestContext';

/** The values a fake context hands out; tests change them between calls. */
export interface ContextValues {
  token: string | null;
  guestId: string | null;
  zoneId: string | null;
  language: Locale;
  countryCode: string;
  latLng: { lat: number; lng: number } | null;
  moduleId: number;
}

/** A context that reads the given values at each call, like the real session layer. */
export function fakeContext(overrides: Partial<ContextValues> = {}): {
  context: RequestContext;
  values: ContextValues;
} {
  const values: ContextValues = {
    token: null,
    guestId: null,
    zoneId: null,
    language: 'ar',
    countryCode: 'sa',
    latLng: null,
    moduleId: 1,
    ...overrides,
  };
  const context: RequestContext = {
    token: () => values.token,
    guestId: () => values.guestId,
    zoneId: () => values.zoneId,
    language: () => values.language,
    countryCode: () => values.countryCode,
    latLng: () => values.latLng,
    moduleId: () => values.moduleId,
  };
  return { context, values };
}

/** A JSON reply as the backend sends it. */
export function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** What one recorded request carried. */
export interface SentRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fake fetch answering every call with a fresh reply from `reply`. */
export function fakeFetch(reply: () => Response | Promise<Response> = () => jsonReply(200, {})) {
  return vi.fn<typeof globalThis.fetch>(async () => reply());
}

/** The request the fake fetch received at `index` (the last one by default). */
export function sentRequest(
  fetch: ReturnType<typeof fakeFetch>,
  index = fetch.mock.calls.length - 1,
): SentRequest {
  const call = fetch.mock.calls[index];
  if (call === undefined) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const [input, init] = call;
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
  return {
    url: new URL(String(input)),
    method: init?.method ?? 'GET',
    headers: new Headers(init?.headers),
    body,
  };
}

/** A client wired to a fake fetch and spy hooks; `t` marks keys so translation is visible. */
export function clientWith(
  options: {
    fetch?: ReturnType<typeof fakeFetch>;
    context?: Partial<ContextValues>;
    renewGuestId?: (refused: string) => Promise<string | null>;
    /** The storefront route the shopper is on, as the storefront's host tells it. */
    currentPath?: () => string;
  } = {},
) {
  const fetch = options.fetch ?? fakeFetch();
  const { context, values } = fakeContext(options.context);
  const hooks = {
    onUnauthorized: vi.fn<(hadToken: boolean) => void>(),
    notifyError: vi.fn<(message: string) => void>(),
    navigate: vi.fn<(path: string) => void>(),
    t: (key: string) => `t(${key})`,
  };
  const api: ApiClient = createApiClient({
    baseURL: 'https://shop.test',
    context,
    fetch,
    ...hooks,
    ...(options.renewGuestId ? { renewGuestId: options.renewGuestId } : {}),
    ...(options.currentPath ? { currentPath: options.currentPath } : {}),
  });
  return { api, fetch, values, ...hooks };
}
