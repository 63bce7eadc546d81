/** Options every endpoint function accepts as its last argument. */
export interface CallOptions {
  /** Aborts the request; an aborted call rejects with `aborted: true` and never toasts. */
  signal?: AbortSignal;
  /** The caller shows the failure itself: no toast (401 sign-out still happens). */
  silent?: boolean;
}

/** HTTP methods the backend's routes use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Query values; undefined ones are left out of the URL. */
export type Query = Record<string, string | number | boolean | undefined>;

/** One low-level call through the client's `request`. */
export interface RequestOptions extends CallOptions {
  method?: HttpMethod;
  query?: Query;
  /** A JSON object, or FormData for uploads. */
  body?: Record<string, unknown> | FormData;
  /**
   * Where a guest's guest_id goes (a cart call). Filled in at send time, so a call retried after
   * the guest id was renewed carries the new one.
   */
  guest?: 'query' | 'body';
  /** Headers of this call beside the spec §7 ones (an order's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** Sends one request with the spec §7 headers and the spec §8 error policy; rejects with ApiError. */
export type Requester = <T>(path: string, options?: RequestOptions) => Promise<T>;
