/*
 * How a row of the API contract is written: the row and refusal builders, the wording both
 * backends use, and the requests the kit sends.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import type { ErrorListReply } from '../../src/core/api/wire';
import { createI18n, type MessageKey } from '../../src/core/i18n';
import type { Caller, ContractIds, ContractRequest } from './contractBackend';
import { cartShape, errorListShape, itemShape } from './replyShapes';

/** One case of one endpoint, and what both backends must answer. */
export interface ContractRow {
  /** The endpoint as the kit calls it: method and path, `{name}` for a path parameter. */
  endpoint: string;
  /** The case, as a sentence. */
  when: string;
  as: Caller;
  /** Requests that set the shopper's state up first; each must succeed. */
  given?: (ids: ContractIds) => ContractRequest[];
  /** The request; `earlier` holds the bodies of the replies to `given`, in order. */
  request: (ids: ContractIds, earlier: readonly unknown[]) => ContractRequest;
  status: number;
  /** Checks the reply body against its shape and the facts both backends must show. */
  check: (body: unknown, ids: ContractIds, earlier: readonly unknown[]) => void;
}

/** A row's endpoint as a pattern of 'METHOD /path': `{name}` stands for one path segment. */
export function endpointPattern(endpoint: string): RegExp {
  return new RegExp(`^${endpoint.replace(/\{[^}]+\}/g, '[^/?]+')}$`);
}

type RowSpec<TSchema extends v.GenericSchema> = Omit<ContractRow, 'check'> & {
  /** The shape the reply body must have. */
  reply: TSchema;
  /**
   * Facts the parsed reply must show on both backends; `earlier` holds the bodies of the replies
   * to `given`, for facts that compare the reply with them.
   */
  holds?: (reply: v.InferOutput<TSchema>, ids: ContractIds, earlier: readonly unknown[]) => void;
};

/** A row whose reply must have the `reply` shape and show the facts of `holds`. */
export function row<TSchema extends v.GenericSchema>({
  reply,
  holds,
  ...spec
}: RowSpec<TSchema>): ContractRow {
  return {
    ...spec,
    check: (body, ids, earlier) => {
      const parsed = v.safeParse(reply, body);
      if (!parsed.success) {
        throw new Error(
          `the reply leaves its shape: ${JSON.stringify(v.flatten(parsed.issues).nested)}`,
        );
      }
      holds?.(parsed.output, ids, earlier);
    },
  };
}

const i18n = createI18n();

/** A message as both backends word it, in the request's language. */
export const worded = (
  language: 'ar' | 'en',
  key: MessageKey,
  values: Record<string, string | number> = {},
) => i18n.getFixedT(language)(key, values);

type RefusalSpec = Omit<ContractRow, 'check'> & {
  /** The code and the message key of the first reason. */
  code: string;
  message: MessageKey;
  values?: Record<string, string | number>;
  /** The language the request asks for; English unless told. */
  language?: 'ar' | 'en';
};

/** A refusal: the status, the one errors shape, and its first reason's code and wording. */
export function refusal({
  code,
  message,
  values,
  language = 'en',
  ...spec
}: RefusalSpec): ContractRow {
  return row({
    ...spec,
    request: (ids, earlier) => ({ ...spec.request(ids, earlier), language }),
    reply: errorListShape,
    holds: (reply: ErrorListReply) => {
      expect(reply.errors[0]).toEqual({ code, message: worded(language, message, values) });
    },
  });
}

/** The prefix of every path of the API. */
export const API = '/api/v1';
/** An id no record of either backend has. */
export const UNKNOWN_ID = 999_999;

/** A GET of a path under /api/v1. */
export const get = (path: string): ContractRequest => ({ method: 'GET', path: `${API}${path}` });
/** The same request, asked in Arabic. */
export const inArabic = (request: ContractRequest): ContractRequest => ({
  ...request,
  language: 'ar',
});
/** A POST of a path under /api/v1, with a JSON body when given. */
export const post = (path: string, body?: Record<string, unknown>): ContractRequest => ({
  method: 'POST',
  path: `${API}${path}`,
  ...(body === undefined ? {} : { body }),
});
/** A PUT of a path under /api/v1 with a JSON body (6amMart clients update with PUT). */
export const put = (path: string, body: Record<string, unknown>): ContractRequest => ({
  method: 'PUT',
  path: `${API}${path}`,
  body,
});
/** A DELETE of a path under /api/v1. */
export const remove = (path: string): ContractRequest => ({
  method: 'DELETE',
  path: `${API}${path}`,
});

/** The body of a cart add as the kit sends it; the server prices the line itself. */
export const addToCart = (itemId: number, fields: Record<string, unknown> = {}) =>
  post('/customer/cart/add', {
    model: 'Item',
    item_id: itemId,
    price: 0,
    quantity: 1,
    variation: [],
    ...fields,
  });

/** The only line of a cart reply. */
export function onlyLine(body: unknown): v.InferOutput<typeof cartShape>[number] {
  const rows = v.parse(cartShape, body);
  const [line] = rows;
  if (rows.length !== 1 || line === undefined) throw new Error('expected a cart of one line');
  return line;
}

/** The row id of the only line of a cart reply. */
export const onlyLineId = (body: unknown): number => onlyLine(body).id;

/** How an item reply reads the variation with `code` (its type in the reply's language). */
export function variationTypeOf(body: unknown, code: string): string {
  const offered = v.parse(itemShape, body).variations.find((variation) => variation.code === code);
  if (offered === undefined) throw new Error(`expected the item to offer ${code}`);
  return offered.type;
}

/** Whether a text reads in Arabic: Arabic letters and no Latin ones. */
export const readsInArabic = (text: string) =>
  /[\u0600-\u06FF]/.test(text) && !/[A-Za-z]/.test(text);

/** Whether a name holds a word, ignoring case. */
export const containsWord = (name: string, word: string) =>
  name.toLowerCase().includes(word.toLowerCase());
