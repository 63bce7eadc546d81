import type { MessageKey } from '../../../src/core/i18n';

/** One reason a request failed: a stable code and a message key, translated when sent. */
export interface FailureReason {
  code: string;
  message: MessageKey;
  values?: Record<string, string | number>;
}

/**
 * A refusal the API sends as `{ errors: [{ code, message }] }` with a 4xx status (the 6amMart
 * shape). Thrown from any route; the error handler translates and sends it.
 */
export class ApiFailure extends Error {
  readonly status: number;
  readonly reasons: readonly FailureReason[];

  constructor(status: number, reasons: readonly FailureReason[]) {
    super(reasons.map((reason) => reason.message).join('; '));
    this.name = 'ApiFailure';
    this.status = status;
    this.reasons = reasons;
  }
}

/** A single-reason failure. */
export function fail(
  status: number,
  code: string,
  message: MessageKey,
  values?: Record<string, string | number>,
): ApiFailure {
  return new ApiFailure(status, [{ code, message, ...(values ? { values } : {}) }]);
}

/** 404 for a record that does not exist. */
export const notFound = (code: string, message: MessageKey) => fail(404, code, message);

/** 401 for a request that needs a valid bearer token. */
export const unauthenticated = () => fail(401, 'auth-001', 'Unauthenticated.');
