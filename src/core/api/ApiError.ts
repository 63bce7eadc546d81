/** What a failed call carries besides its message; see {@link ApiError}. */
export interface ApiErrorDetails {
  /** HTTP status of the reply, or 0 when no reply arrived (network failure, abort, refused call). */
  status: number;
  /** The user-facing messages of the failure: the server's, or the translated fallback. */
  messages: string[];
  /** The first machine-readable code of a list-style error reply, when the server sent one. */
  code?: string;
  /** True when the caller aborted the request; such failures are never toasted. */
  aborted: boolean;
  /** How long the server asked the client to wait (a 429's or 503's Retry-After), when it did. */
  retryAfterMs?: number;
}

/** The single error type every API client call rejects with. */
export class ApiError extends Error implements ApiErrorDetails {
  readonly status: number;
  readonly messages: string[];
  readonly code?: string;
  readonly aborted: boolean;
  readonly retryAfterMs?: number;

  constructor(details: ApiErrorDetails, options?: { cause?: unknown }) {
    super(
      details.messages[0] ?? (details.aborted ? 'Request aborted' : `HTTP ${details.status}`),
      options,
    );
    this.name = 'ApiError';
    this.status = details.status;
    this.messages = details.messages;
    if (details.code !== undefined) this.code = details.code;
    this.aborted = details.aborted;
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
  }
}

/** Narrows an unknown rejection to an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
