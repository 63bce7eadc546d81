/*
 * The HTTP side of the fake shop: reading a request the API client sent, and answering with the
 * 6amMart reply shapes (api-paths.md), messages translated into the request's language.
 */
import { errorListReply } from '../api/errorList';
import { createI18n, type I18n } from '../i18n/createI18n';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locale';
import type { MessageKey } from '../i18n/resources';

/** One request as the fake shop recorded it. */
export interface FakeCall {
  method: string;
  /** The URL path, e.g. '/api/v1/customer/cart/add'. */
  path: string;
  query: Record<string, string>;
  /**
   * The parsed JSON body; for a multipart form, its fields by name (a list where a name repeats),
   * each file read whole as a `FakeFormFile`; undefined when none was sent.
   */
  body: unknown;
}

/** A file part of a multipart form, read whole. */
export interface FakeFormFile {
  filename: string;
  bytes: Uint8Array;
}

/** A request with what the routes read from its headers. */
export interface FakeRequest extends FakeCall {
  language: Locale;
  /** The bearer token sent, or null for a guest. */
  token: string | null;
  /** A body that could not be read: JSON that is not JSON, or a form that is not a form. */
  malformedBody: false | 'json' | 'form';
  /** Every header sent, for the routes that read one of their own (`Idempotency-Key`, `zoneid`). */
  headers: Headers;
}

/** Values a message interpolates. */
export type MessageValues = Record<string, string | number>;

/** A refusal a route throws; it is answered as `{ errors: [{ code, message }] }`. */
export class FakeRefusal extends Error {
  readonly status: number;
  readonly code: string;
  readonly key: MessageKey;
  readonly values: MessageValues;

  constructor(status: number, code: string, key: MessageKey, values: MessageValues = {}) {
    super(key);
    this.name = 'FakeRefusal';
    this.status = status;
    this.code = code;
    this.key = key;
    this.values = values;
  }
}

/** Throws a refusal; typed `never` so it can end an expression (`find(…) ?? refuse(…)`). */
export function refuse(
  status: number,
  code: string,
  key: MessageKey,
  values?: MessageValues,
): never {
  throw new FakeRefusal(status, code, key, values);
}

/** Throws the refusal of a request made without a valid bearer token. */
export function unauthenticated(): never {
  return refuse(401, 'auth-001', 'Unauthenticated.');
}

let i18n: I18n | undefined;

/** A message key in the request's language, as the demo server sends it. */
export function translate(language: Locale, key: MessageKey, values: MessageValues = {}): string {
  i18n ??= createI18n();
  return i18n.getFixedT(language)(key, values);
}

/** A JSON reply. */
export function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The list-style error reply of a refusal. */
export function refusalReply(refusal: FakeRefusal, language: Locale): Response {
  const message = translate(language, refusal.key, refusal.values);
  return jsonReply(refusal.status, errorListReply([{ code: refusal.code, message }]));
}

/** A request body: its value, or how it is malformed. */
interface ReadBody {
  body: unknown;
  malformed: FakeRequest['malformedBody'];
}

function parseJson(text: string): ReadBody {
  try {
    return { body: JSON.parse(text), malformed: false };
  } catch {
    return { body: undefined, malformed: 'json' };
  }
}

/** A form's fields by name, files read whole; a name sent twice holds a list. */
async function formFields(form: FormData): Promise<Record<string, unknown>> {
  const fields = new Map<string, unknown>();
  for (const [name, value] of form.entries()) {
    const read: string | FakeFormFile =
      typeof value === 'string'
        ? value
        : { filename: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
    const earlier = fields.get(name);
    if (earlier === undefined) fields.set(name, read);
    else fields.set(name, Array.isArray(earlier) ? [...earlier, read] : [earlier, read]);
  }
  return Object.fromEntries(fields);
}

async function parseForm(read: () => Promise<FormData>): Promise<ReadBody> {
  try {
    return { body: await formFields(await read()), malformed: false };
  } catch {
    return { body: undefined, malformed: 'form' };
  }
}

async function bodyOf(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  contentType: string,
): Promise<ReadBody> {
  const sent = init?.body;
  if (sent instanceof FormData) return { body: await formFields(sent), malformed: false };
  const multipart = contentType.toLowerCase().startsWith('multipart/form-data');
  if (typeof sent === 'string') {
    if (!multipart) return parseJson(sent);
    return parseForm(() =>
      new Response(sent, { headers: { 'content-type': contentType } }).formData(),
    );
  }
  if (sent === undefined && input instanceof Request) {
    if (multipart) return parseForm(() => input.clone().formData());
    const text = await input.clone().text();
    if (text !== '') return parseJson(text);
  }
  return { body: undefined, malformed: false };
}

function tokenOf(headers: Headers): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '');
  return match?.[1]?.trim() || null;
}

/** Reads what a fetch call sends, whether given a URL and init or a Request. */
export async function readRequest(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): Promise<FakeRequest> {
  const isRequest = input instanceof Request;
  const url = new URL(isRequest ? input.url : String(input), 'http://fake.shop');
  const headers = new Headers(init?.headers ?? (isRequest ? input.headers : undefined));
  const language = headers.get('x-localization')?.trim().toLowerCase();
  const { body, malformed } = await bodyOf(input, init, headers.get('content-type') ?? '');
  return {
    method: (init?.method ?? (isRequest ? input.method : 'GET')).toUpperCase(),
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body,
    language: isLocale(language) ? language : DEFAULT_LOCALE,
    token: tokenOf(headers),
    malformedBody: malformed,
    headers,
  };
}

/**
 * A whole number within bounds, from a JSON number or a query string ("12"). Anything else is
 * refused with 422 as the demo server refuses it: "required" when absent or empty, else
 * "invalid".
 */
export function wholeNumber(value: unknown, field: string, min: number, max: number): number {
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max) {
    return number;
  }
  const missing = value === undefined || value === null || value === '';
  return refuse(422, field, missing ? '{field} is required' : '{field} is invalid', { field });
}

/** Largest row id the demo server accepts (a PostgreSQL `integer`). */
export const MAX_ROW_ID = 2_147_483_647;

/** A slug as the demo server accepts one in a path: words of letters or digits joined by '-'. */
const SLUG = /^[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*$/u;

/**
 * Reads a path's `{id}` as the demo server's details routes do: digits are an id, anything else
 * a slug; a key that is neither is refused 422. Returns whether a record is the one it names.
 */
export function recordKey(key: string): (record: { id: number; slug?: string }) => boolean {
  if (/^\d+$/.test(key)) {
    const id = wholeNumber(key, 'id', 1, MAX_ROW_ID);
    return (record) => record.id === id;
  }
  if (key.length > 200 || !SLUG.test(key)) refuse(422, 'id', '{field} is invalid', { field: 'id' });
  return (record) => record.slug === key;
}

/** A query value that must be one of `allowed`; absent, it is `fallback`, else refused 422. */
export function oneOf<T extends string>(
  value: unknown,
  field: string,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  const chosen = allowed.find((option) => option === value);
  return chosen ?? refuse(422, field, '{field} is invalid', { field });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as a record of fields, or an empty record when it is not an object. */
export function fieldsOf(body: unknown): Record<string, unknown> {
  return isRecord(body) ? body : {};
}
