import { computed, type ReadonlySignal, signal } from '@preact/signals-core';

/** How long typing must pause before suggestions are requested (spec §5, §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** Where the suggestions for the typed text stand. */
export type SuggestionState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'pending'; readonly text: string }
  | { readonly status: 'success'; readonly text: string; readonly data: T }
  | { readonly status: 'error'; readonly text: string; readonly error: unknown };

/** Loads suggestions for a non-empty, trimmed text; should stop work when the signal aborts. */
export type SuggestionFetcher<T> = (text: string, signal: AbortSignal) => Promise<T>;

type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

/** The timers the requester debounces with; injectable for tests and other hosts. */
export interface SuggestionTimers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** Options for a suggestion requester. */
export interface SuggestionRequesterOptions<T> {
  readonly fetch: SuggestionFetcher<T>;
  /** Quiet time in milliseconds before asking; SEARCH_DEBOUNCE_MS unless given. */
  readonly debounceMs?: number;
  readonly clock?: SuggestionTimers;
}

/** Debounced, latest-wins suggestion requests for a search box. */
export interface SuggestionRequester<T> {
  readonly state: ReadonlySignal<SuggestionState<T>>;
  /** Asks for text once typing pauses; empty text resets to idle at once. */
  request(text: string): void;
  /** Asks now for text still waiting out the debounce (the user pressed Enter). */
  flush(): void;
  /** Drops the waiting and in-flight requests; a pending state falls back to idle. */
  cancel(): void;
  /** Cancels everything; later requests are ignored. */
  dispose(): void;
}

const IDLE = { status: 'idle' } as const;

/** Creates a requester whose state only ever shows the reply to the newest request. */
export function createSuggestionRequester<T>(
  options: SuggestionRequesterOptions<T>,
): SuggestionRequester<T> {
  const { fetch, debounceMs = SEARCH_DEBOUNCE_MS, clock = systemTimers() } = options;
  if (!(debounceMs >= 0 && Number.isFinite(debounceMs))) {
    throw new RangeError(`The debounce must be 0 or more milliseconds, got ${debounceMs}`);
  }
  const state = signal<SuggestionState<T>>(IDLE);
  let waiting: { readonly text: string; readonly handle: TimerHandle } | undefined;
  // Identity of the newest request: a reply is applied only while its controller is still this
  // one, which guards against fetchers that ignore the abort and resolve late anyway.
  let inFlight: AbortController | undefined;
  let disposed = false;

  function request(text: string): void {
    if (disposed) return;
    const trimmed = text.trim();
    if (trimmed === '') {
      cancel();
      state.value = IDLE;
      return;
    }
    stopWaiting();
    const handle = clock.setTimeout(() => {
      waiting = undefined;
      start(trimmed);
    }, debounceMs);
    waiting = { text: trimmed, handle };
  }

  function flush(): void {
    if (waiting === undefined) return;
    const { text } = waiting;
    stopWaiting();
    start(text);
  }

  function start(text: string): void {
    const current = state.value;
    // Typing back to the text already asked for (or trailing spaces) needs no second request.
    if (current.status !== 'idle' && current.status !== 'error' && current.text === text) return;
    abortInFlight();
    const controller = new AbortController();
    inFlight = controller;
    state.value = { status: 'pending', text };
    settle(controller, text, callFetcher(text, controller.signal));
  }

  function callFetcher(text: string, abortSignal: AbortSignal): Promise<T> {
    try {
      return fetch(text, abortSignal);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  function settle(controller: AbortController, text: string, reply: Promise<T>): void {
    reply.then(
      (data) => {
        if (inFlight !== controller) return;
        inFlight = undefined;
        state.value = { status: 'success', text, data };
      },
      (error: unknown) => {
        if (inFlight !== controller) return;
        inFlight = undefined;
        state.value = isAbortError(error) ? IDLE : { status: 'error', text, error };
      },
    );
  }

  function stopWaiting(): void {
    if (waiting === undefined) return;
    clock.clearTimeout(waiting.handle);
    waiting = undefined;
  }

  function abortInFlight(): void {
    const controller = inFlight;
    inFlight = undefined;
    controller?.abort();
  }

  function cancel(): void {
    stopWaiting();
    abortInFlight();
    if (state.value.status === 'pending') state.value = IDLE;
  }

  function dispose(): void {
    cancel();
    disposed = true;
  }

  return { state: computed(() => state.value), request, flush, cancel, dispose };
}

// Aborting is how this module retires a request, never a failure worth showing.
function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

// Looks the timers up on every call, so fake timers installed after creation still apply.
function systemTimers(): SuggestionTimers {
  return {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle),
  };
}
