/*
 * What the API contract needs of a backend: a way to send a request as someone, and the ids of
 * the records it holds. The fake shop and the demo server seed different catalogs, so each
 * names its own records for the roles the contract rows need.
 */
import * as v from 'valibot';
import { guestIdShape } from './replyShapes';

/** Who sends a request: nobody, a guest (by guest_id), the signed-in customer, or a customer whose token has expired. */
export type Caller = 'nobody' | 'guest' | 'customer' | 'expired';

/** One request, as the kit sends it. */
export interface ContractRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path with its query, e.g. '/api/v1/items/popular?limit=5'. */
  path: string;
  /** A JSON body. */
  body?: Record<string, unknown>;
  /** A body sent as it is, with a JSON content type (for malformed input). */
  rawBody?: string;
  /** A multipart form (the fetch gives it its content type), as 6amMart's clients send files. */
  form?: FormData;
  /** The `X-localization` language; English unless told. */
  language?: 'ar' | 'en';
  /** Headers of the request's own, as a call sends them (`Idempotency-Key`). */
  headers?: Readonly<Record<string, string>>;
}

/** A reply: its status and its parsed JSON body. */
export interface ContractReply {
  status: number;
  body: unknown;
}

/** The records of a backend's catalog that the contract rows play their roles with. */
export interface ContractIds {
  /** An item with no variations, in stock, in an open store, on no campaign. */
  plainItem: { id: number; slug: string };
  /**
   * An item sold in options, whose options read differently in Arabic and English, with one in
   * stock: its type in English and its code (the same in every language).
   */
  variedItem: { id: number; inStockType: string; inStockCode: string };
  /** An item with little stock, in an open store, and how much it has. */
  lowStockItem: { id: number; stock: number };
  /** A word that starts the name of some item, in English. */
  itemTerm: string;
  /** A word of some store's name that names no item, in English. */
  storeTerm: string;
  /** A word of some parent category's name, in English. */
  categoryKey: string;
  /** An item with more than two reviews, written in Arabic and in English, and how many. */
  reviewedItem: { id: number; reviewCount: number };
  /** A store open around the clock, with reviews of its items, and its slug. */
  openStore: { id: number; slug: string };
  /** A store switched off (active false): closed whatever its hours. */
  closedStore: number;
  /** A parent category some of whose items sit in its children. */
  parentCategory: number;
  /** A campaign running now, with items. */
  runningCampaign: number;
  /** The flash sale running now, with items. */
  runningFlashSale: number;
  /**
   * An item with maximum_cart_quantity sold in two sizes, each with more stock than the cap: the
   * cap and the sizes' types in English.
   */
  cappedSizes: { id: number; cap: number; sizes: readonly [string, string] };
  /** Where a store may apply: a zone with its centre, and an open module. */
  applicationPlace: { zoneId: number; latitude: number; longitude: number; moduleId: number };
  /** A pharmacy (module type pharmacy) open around the clock, taking prescription orders. */
  pharmacyStore: number;
  /**
   * An item of the open store without options, campaign, sale or cap, priced 20 to 50, with more
   * stock than all the orders of the checkout rows take from it (the plain item's runs out).
   */
  stockedItem: number;
}

/** A fresh shopper: a guest of their own, a customer of their own and an expired session. */
export interface ContractSession {
  /** Sends a request as the caller: guest_id in the query or body for a guest, a bearer token for a customer. */
  send(caller: Caller, request: ContractRequest): Promise<ContractReply>;
}

/** A backend the contract runs against. */
export interface ContractBackend {
  ids: ContractIds;
  /** A shopper whose cart and wishlist no other row touches. */
  session(): Promise<ContractSession>;
  close(): Promise<void>;
}

/** Where guest_id goes: in the body of a POST or PUT, in the query otherwise (as the kit's endpoints send it). */
export function withGuestId(request: ContractRequest, guestId: string): ContractRequest {
  if (request.form !== undefined) {
    const form = new FormData();
    form.append('guest_id', guestId);
    for (const [name, value] of request.form.entries()) form.append(name, value);
    return { ...request, form };
  }
  if (request.method === 'POST' || request.method === 'PUT') {
    return { ...request, body: { guest_id: guestId, ...request.body } };
  }
  const separator = request.path.includes('?') ? '&' : '?';
  return {
    ...request,
    path: `${request.path}${separator}guest_id=${encodeURIComponent(guestId)}`,
  };
}

/** Sends a request through a fetch, with the caller's guest id or token, and reads the JSON reply. */
export async function sendThrough(
  fetch: typeof globalThis.fetch,
  request: ContractRequest,
  token: string | null,
): Promise<ContractReply> {
  const headers: Record<string, string> = {
    ...request.headers,
    'x-localization': request.language ?? 'en',
  };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const body =
    request.form ??
    request.rawBody ??
    (request.body === undefined ? undefined : JSON.stringify(request.body));
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  const response = await fetch(`http://contract.test${request.path}`, {
    method: request.method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** The request that issues a guest id. */
export const GUEST_ID_REQUEST: ContractRequest = {
  method: 'POST',
  path: '/api/v1/auth/guest/request',
};

/** The guest id a guest request's reply issues. */
export function guestIdOf(reply: ContractReply): string {
  return String(v.parse(guestIdShape, reply.body).guest_id);
}

/** What a session sends with: its guest id, a live token, and an expired one with its fetch. */
export interface SessionParts {
  fetch: typeof globalThis.fetch;
  guestId: string;
  token: string;
  expired: { fetch: typeof globalThis.fetch; token: string };
}

/** A session that sends each caller's requests as the kit would. */
export function sessionOf({ fetch, guestId, token, expired }: SessionParts): ContractSession {
  return {
    send: (caller, request) => {
      switch (caller) {
        case 'nobody':
          return sendThrough(fetch, request, null);
        case 'guest':
          return sendThrough(fetch, withGuestId(request, guestId), null);
        case 'customer':
          return sendThrough(fetch, request, token);
        case 'expired':
          return sendThrough(expired.fetch, request, expired.token);
        default:
          return caller satisfies never;
      }
    },
  };
}
