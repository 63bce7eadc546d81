import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import {
  ariaLiveOf,
  REMOVE_DELAY,
  TOAST_DURATIONS,
  type Toast,
  type ToastSink,
  type ToastType,
} from './toast';
import {
  INITIAL_TOAST_STATE,
  type ToastAction,
  type ToastPatch,
  toastReducer,
} from './toastReducer';

/** A handle returned by the clock's setTimeout. */
export type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

/** Time as the toast model sees it; injectable so tests and other hosts control it. */
export interface ToastClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** Per-toast choices when adding one. */
export interface ToastOptions {
  /** Reusing an id replaces that toast in place. */
  readonly id?: string;
  /** Overrides the type's default duration in milliseconds; Infinity keeps it until dismissed. */
  readonly duration?: number;
}

/** What a promise toast says while waiting and after it settles. */
export interface PromiseToastMessages<T> {
  readonly loading: string;
  readonly success: string | ((value: T) => string);
  readonly error: string | ((error: unknown) => string);
}

/** The toaster's state and the actions that change it. */
export interface ToastModel extends ToastSink {
  /** Newest first; dismissed toasts stay for REMOVE_DELAY with visible false. */
  readonly toasts: ReadonlySignal<readonly Toast[]>;
  /** Shows a toast, or replaces the one with the same id; returns the id. */
  add(type: ToastType, message: string, options?: ToastOptions): string;
  /** Changes a shown toast; a new type or duration restarts its countdown. */
  update(id: string, patch: ToastPatch): void;
  /** Hides one toast, or all without an id; it leaves the list REMOVE_DELAY later. */
  dismiss(id?: string): void;
  /** Drops one toast, or all without an id, at once. */
  remove(id?: string): void;
  blank(message: string, options?: ToastOptions): string;
  success(message: string, options?: ToastOptions): string;
  error(message: string, options?: ToastOptions): string;
  loading(message: string, options?: ToastOptions): string;
  custom(message: string, options?: ToastOptions): string;
  /** Shows a loading toast that turns into success or error when the promise settles. */
  promise<T>(
    promise: Promise<T>,
    messages: PromiseToastMessages<T>,
    options?: Pick<ToastOptions, 'id'>,
  ): Promise<T>;
  /** Freezes every countdown, keeping the time left (WCAG 2.2.1 while the pointer is over). */
  pause(): void;
  /** Restarts the frozen countdowns with the time they had left. */
  resume(): void;
  /** Stops every timer; the model schedules nothing afterwards. */
  dispose(): void;
}

// A countdown to auto-dismiss; `remaining` is the time left when it last started running.
interface Countdown {
  remaining: number;
  startedAt: number;
  handle: TimerHandle | undefined;
}

/** Creates an independent toaster model; each host (page, test) owns its own. */
export function createToastModel(clock: ToastClock = systemClock()): ToastModel {
  const state = signal(INITIAL_TOAST_STATE);
  const countdowns = new Map<string, Countdown>();
  const removals = new Map<string, TimerHandle>();
  let lastGeneratedId = 0;
  let disposed = false;

  function dispatch(action: ToastAction): void {
    state.value = toastReducer(state.value, action);
    syncTimers();
  }

  // The reducer decides what is visible; this keeps the timers in step with it: hidden or
  // dropped toasts lose their countdown, and every hidden toast has exactly one removal pending.
  function syncTimers(): void {
    const byId = new Map(state.value.toasts.map((toast) => [toast.id, toast]));
    for (const id of countdowns.keys()) {
      if (byId.get(id)?.visible !== true) stopCountdown(id);
    }
    for (const [id, handle] of removals) {
      if (byId.get(id)?.visible !== false) {
        clock.clearTimeout(handle);
        removals.delete(id);
      }
    }
    if (disposed) return;
    for (const toast of byId.values()) {
      if (toast.visible || removals.has(toast.id)) continue;
      const { id } = toast;
      const handle = clock.setTimeout(() => {
        removals.delete(id);
        dispatch({ type: 'remove', id });
      }, REMOVE_DELAY);
      removals.set(id, handle);
    }
  }

  function startCountdown(id: string, duration: number): void {
    stopCountdown(id);
    if (disposed || !Number.isFinite(duration)) return;
    const countdown: Countdown = { remaining: duration, startedAt: clock.now(), handle: undefined };
    countdowns.set(id, countdown);
    if (state.value.pausedAt === undefined) runCountdown(id, countdown);
  }

  function runCountdown(id: string, countdown: Countdown): void {
    countdown.startedAt = clock.now();
    countdown.handle = clock.setTimeout(() => {
      countdowns.delete(id);
      dispatch({ type: 'dismiss', id });
    }, countdown.remaining);
  }

  function freezeCountdown(countdown: Countdown): void {
    if (countdown.handle === undefined) return;
    clock.clearTimeout(countdown.handle);
    countdown.handle = undefined;
    countdown.remaining = Math.max(0, countdown.remaining - (clock.now() - countdown.startedAt));
  }

  function stopCountdown(id: string): void {
    const countdown = countdowns.get(id);
    if (countdown === undefined) return;
    freezeCountdown(countdown);
    countdowns.delete(id);
  }

  function findToast(id: string): Toast | undefined {
    return state.value.toasts.find((toast) => toast.id === id);
  }

  function generateId(): string {
    let id: string;
    do {
      lastGeneratedId += 1;
      id = `toast-${lastGeneratedId}`;
    } while (findToast(id) !== undefined);
    return id;
  }

  function add(type: ToastType, message: string, options: ToastOptions = {}): string {
    const id = options.id ?? generateId();
    const duration = options.duration ?? TOAST_DURATIONS[type];
    assertDuration(duration);
    dispatch({
      type: 'add',
      toast: {
        id,
        type,
        message,
        createdAt: clock.now(),
        duration,
        visible: true,
        ariaLive: ariaLiveOf(type),
      },
    });
    startCountdown(id, duration);
    return id;
  }

  function update(id: string, patch: ToastPatch): void {
    if (patch.duration !== undefined) assertDuration(patch.duration);
    const before = findToast(id);
    dispatch({ type: 'update', id, patch });
    const after = findToast(id);
    if (before === undefined || after === undefined || !after.visible) return;
    if (after.type !== before.type || after.duration !== before.duration) {
      startCountdown(id, after.duration);
    }
  }

  function dismiss(id?: string): void {
    dispatch(id === undefined ? { type: 'dismiss' } : { type: 'dismiss', id });
  }

  function remove(id?: string): void {
    dispatch(id === undefined ? { type: 'remove' } : { type: 'remove', id });
  }

  function promise<T>(
    pending: Promise<T>,
    messages: PromiseToastMessages<T>,
    options: Pick<ToastOptions, 'id'> = {},
  ): Promise<T> {
    const id = add('loading', messages.loading, options);
    pending.then(
      (value) => {
        const { success } = messages;
        add('success', typeof success === 'function' ? success(value) : success, { id });
      },
      (reason: unknown) => {
        const { error } = messages;
        add('error', typeof error === 'function' ? error(reason) : error, { id });
      },
    );
    return pending;
  }

  function pause(): void {
    if (state.value.pausedAt !== undefined) return;
    dispatch({ type: 'pause', at: clock.now() });
    for (const countdown of countdowns.values()) freezeCountdown(countdown);
  }

  function resume(): void {
    if (state.value.pausedAt === undefined) return;
    dispatch({ type: 'resume' });
    if (disposed) return;
    for (const [id, countdown] of countdowns) runCountdown(id, countdown);
  }

  function dispose(): void {
    disposed = true;
    for (const id of [...countdowns.keys()]) stopCountdown(id);
    for (const handle of removals.values()) clock.clearTimeout(handle);
    removals.clear();
  }

  return {
    toasts: computed(() => state.value.toasts),
    add,
    update,
    dismiss,
    remove,
    blank: (message, options) => add('blank', message, options),
    success: (message, options) => add('success', message, options),
    error: (message, options) => add('error', message, options),
    loading: (message, options) => add('loading', message, options),
    custom: (message, options) => add('custom', message, options),
    promise,
    pause,
    resume,
    dispose,
  };
}

function assertDuration(duration: number): void {
  if (!(duration >= 0)) {
    throw new RangeError(`A toast duration must be 0 or more milliseconds, got ${duration}`);
  }
}

// Looks the timers up on every call, so fake timers installed after creation still apply.
function systemClock(): ToastClock {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle),
  };
}
