/** The kinds of toast the kit shows (spec §4 "Toasts"). */
export const TOAST_TYPES = ['blank', 'error', 'success', 'loading', 'custom'] as const;

/** One kind of toast. */
export type ToastType = (typeof TOAST_TYPES)[number];

/** How a screen reader announces a toast. */
export type ToastAriaLive = 'polite' | 'assertive';

/** One notification as the toaster renders it. */
export interface Toast {
  readonly id: string;
  readonly type: ToastType;
  readonly message: string;
  /** When this content was shown, in the model's clock milliseconds. */
  readonly createdAt: number;
  /** Milliseconds the toast stays before it dismisses itself; Infinity means until dismissed. */
  readonly duration: number;
  /** False once dismissed; the toast leaves the list REMOVE_DELAY later, so it can animate out. */
  readonly visible: boolean;
  readonly ariaLive: ToastAriaLive;
  /** Set while the pointer rests on the toaster and the countdown is frozen. */
  readonly pausedAt?: number;
}

/** How long each kind stays on screen by default (spec §9). */
export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
};

/** At most this many toasts are kept; the oldest goes first. */
export const TOAST_LIMIT = 20;

/** Milliseconds between hiding a dismissed toast and removing it from the list. */
export const REMOVE_DELAY = 1000;

/** Errors interrupt the screen reader; everything else waits its turn. */
export function ariaLiveOf(type: ToastType): ToastAriaLive {
  return type === 'error' ? 'assertive' : 'polite';
}

/** The narrow notification port other modules accept, so they need not know the whole model. */
export interface ToastSink {
  success(message: string): void;
  error(message: string): void;
}
