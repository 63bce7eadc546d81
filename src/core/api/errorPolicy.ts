/*
 * The error policy of spec §8, in one place: every failed call is turned into an ApiError here
 * and reported (toast, sign-out, redirect) here, so no caller repeats it.
 */
import { FetchError } from 'ofetch';
import type { MessageKey } from '../i18n/resources';
import { ApiError } from './ApiError';
import { signInPath } from '../catalog/storefrontRoutes';
import { errorCode, errorMessages } from './errorMessages';

/** Shown (through the host's `t`) when a 401 answers a request that carried a token. */
export const EXPIRED_TOKEN_MESSAGE: MessageKey = 'Your token has been expired.please sign in again';
/** Shown when a failure carries no message of its own. */
export const FALLBACK_MESSAGE: MessageKey = 'Something went wrong';
export { SIGN_IN_PATH } from '../catalog/storefrontRoutes';

/** The host hooks the policy reports through. */
export interface ErrorPolicyHooks {
  onUnauthorized(hadToken: boolean): void;
  notifyError(message: string): void;
  navigate(path: string): void;
  /**
   * The storefront route the shopper is on, which sign-in brings them back to after an expired
   * session; undefined where the page is not the storefront's.
   */
  currentPath?(): string | undefined;
  t(key: MessageKey): string;
}

/** What the policy needs to know about the request that failed. */
export interface FailedRequest {
  hadToken: boolean;
  silent: boolean;
  signal: AbortSignal | undefined;
}

/** The status of a call refused for its token (expired) or for want of one. */
export const UNAUTHORIZED = 401;
/** The status of a call refused because the client asked too often. */
export const TOO_MANY_REQUESTS = 429;
/** The status and code of a cart call refused because its guest id is missing or unknown. */
export const GUEST_REFUSAL = { status: 403, code: 'guest_id' } as const;

/** Whether a failure is the server refusing the guest id a call named (or its absence). */
export function isGuestRefusal(error: ApiError): boolean {
  return error.status === GUEST_REFUSAL.status && error.code === GUEST_REFUSAL.code;
}

/** Retry-After in milliseconds: whole seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(
  value: string | null | undefined,
  now = Date.now(),
): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function isAbortError(value: unknown): boolean {
  return value instanceof Error && value.name === 'AbortError';
}

function wasAborted(cause: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted === true) return true;
  return isAbortError(cause) || (cause instanceof Error && isAbortError(cause.cause));
}

function replyStatus(cause: unknown): number | undefined {
  return cause instanceof FetchError && typeof cause.status === 'number' ? cause.status : undefined;
}

/** Classifies a rejection of the underlying fetch into an ApiError (no side effects). */
export function toApiError(
  cause: unknown,
  request: FailedRequest,
  t: ErrorPolicyHooks['t'],
): ApiError {
  if (wasAborted(cause, request.signal)) {
    return new ApiError({ status: 0, messages: [], aborted: true }, { cause });
  }
  const status = replyStatus(cause);
  if (status === undefined) {
    return new ApiError({ status: 0, messages: [t(FALLBACK_MESSAGE)], aborted: false }, { cause });
  }
  const body: unknown = cause instanceof FetchError ? cause.data : undefined;
  const wait = retryAfterMs(
    cause instanceof FetchError ? cause.response?.headers.get('retry-after') : undefined,
  );
  if (status === UNAUTHORIZED && request.hadToken) {
    return withCode(status, [t(EXPIRED_TOKEN_MESSAGE)], errorCode(body), wait, cause);
  }
  const messages = errorMessages(body);
  return withCode(
    status,
    messages.length > 0 ? messages : [t(FALLBACK_MESSAGE)],
    errorCode(body),
    wait,
    cause,
  );
}

function withCode(
  status: number,
  messages: string[],
  code: string | undefined,
  wait: number | undefined,
  cause: unknown,
): ApiError {
  return new ApiError(
    {
      status,
      messages,
      aborted: false,
      ...(code === undefined ? {} : { code }),
      ...(wait === undefined ? {} : { retryAfterMs: wait }),
    },
    { cause },
  );
}

/**
 * Reports a failure to the host. A 401 always signs the visitor out and, when a token was sent,
 * also toasts the expiry and redirects, even for silent calls, because no caller can recover from
 * an expired session. Otherwise silent calls and aborts stay quiet.
 */
export function reportFailure(
  error: ApiError,
  request: FailedRequest,
  hooks: ErrorPolicyHooks,
): void {
  if (error.aborted) return;
  if (error.status === UNAUTHORIZED) {
    hooks.onUnauthorized(request.hadToken);
    if (!request.hadToken) return;
    for (const message of error.messages) hooks.notifyError(message);
    hooks.navigate(signInPath(hooks.currentPath?.()));
    return;
  }
  if (request.silent) return;
  for (const message of error.messages) hooks.notifyError(message);
}
