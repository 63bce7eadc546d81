import * as v from 'valibot';
import type { MessageKey } from '../../../src/core/i18n';
import { ApiFailure, type FailureReason } from './ApiFailure';

/** The field an issue is about, dotted (`variation.0.type`), or 'body' for the whole input. */
function fieldOf(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((segment) => String(segment.key)).join('.');
  return path && path.length > 0 ? path : 'body';
}

/** Message of a failed check: a value that is missing reads "required", anything else "invalid". */
function reasonOf(issue: v.BaseIssue<unknown>): FailureReason {
  const field = fieldOf(issue);
  const missing = issue.input === undefined || issue.input === null || issue.input === '';
  const message: MessageKey = missing ? '{field} is required' : '{field} is invalid';
  return { code: field, message, values: { field } };
}

/**
 * Validates a request's query, params or body against a schema; a mismatch is a 422 listing
 * every offending field, in the 6amMart `errors` shape.
 */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  const seen = new Set<string>();
  const reasons = result.issues.map(reasonOf).filter((reason) => {
    if (seen.has(reason.code)) return false;
    seen.add(reason.code);
    return true;
  });
  throw new ApiFailure(422, reasons);
}

/** A whole number from a query string or body ("12" or 12), within bounds. */
export const integerField = (min = 1, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))]),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

/** A decimal from a query string or body, within bounds. */
export const numberField = (min = -Number.MAX_VALUE, max = Number.MAX_VALUE) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))]),
    v.finite(),
    v.minValue(min),
    v.maxValue(max),
  );

/** Pagination of 6amMart lists: `offset` is a 1-based page, `limit` the page size (default 10). */
export const pagination = {
  offset: v.optional(integerField(1, 10_000), 1),
  limit: v.optional(integerField(1, 100), 10),
};
