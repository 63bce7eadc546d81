import * as v from 'valibot';
import type { RuleResult } from '../../../../src/core/validation';
import { ApiFailure, type FailureReason } from '../../http/ApiFailure';

/*
 * The form rules themselves live in src/core/validation, shared with the storefront's forms; this
 * file turns their results into the API's refusals.
 */

/** A core rule's failure as the reason a request's field was refused; null when it passed. */
export function fieldReason(field: string, result: RuleResult): FailureReason | null {
  if (result === null) return null;
  return { code: field, message: result.key, values: { field, ...result.values } };
}

/** Refuses with 422 and every failed rule, named by field, or returns when all of them pass. */
export function refuseFailedRules(results: Readonly<Record<string, RuleResult>>): void {
  const reasons = Object.entries(results).flatMap(([field, result]) => {
    const reason = fieldReason(field, result);
    return reason === null ? [] : [reason];
  });
  if (reasons.length > 0) throw new ApiFailure(422, reasons);
}

/**
 * Text typed by a person (a name): trimmed, required, at most `max` characters, and free of
 * control characters, which PostgreSQL text cannot always hold (NUL) and no name contains.
 */
export const personText = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    v.maxLength(max),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
    v.regex(/^[^\u0000-\u001f\u007f]*$/),
  );
