import { ariaLiveOf, TOAST_DURATIONS, TOAST_LIMIT, type Toast, type ToastType } from './toast';

/** Everything the toaster shows, newest first, and whether the countdowns are frozen. */
export interface ToastState {
  readonly toasts: readonly Toast[];
  readonly pausedAt: number | undefined;
}

/** The changes a toast may receive after it was added. */
export interface ToastPatch {
  readonly type?: ToastType;
  readonly message?: string;
  readonly duration?: number;
}

/** Every way the toast list can change (spec §4: add, update, dismiss, remove). */
export type ToastAction =
  | { readonly type: 'add'; readonly toast: Toast }
  | { readonly type: 'update'; readonly id: string; readonly patch: ToastPatch }
  | { readonly type: 'dismiss'; readonly id?: string }
  | { readonly type: 'remove'; readonly id?: string }
  | { readonly type: 'pause'; readonly at: number }
  | { readonly type: 'resume' };

/** The state before any toast was shown. */
export const INITIAL_TOAST_STATE: ToastState = { toasts: [], pausedAt: undefined };

/** Applies one action; returns the same state object when nothing changed. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      return addToast(state, action.toast);
    case 'update':
      return mapToasts(state, action.id, (toast) => patchToast(toast, action.patch));
    case 'dismiss':
      return mapToasts(state, action.id, (toast) =>
        toast.visible ? { ...toast, visible: false } : toast,
      );
    case 'remove': {
      const { id } = action;
      if (id === undefined) {
        return state.toasts.length === 0 ? state : { ...state, toasts: [] };
      }
      const toasts = state.toasts.filter((toast) => toast.id !== id);
      return toasts.length === state.toasts.length ? state : { ...state, toasts };
    }
    case 'pause':
      if (state.pausedAt !== undefined) return state;
      return {
        pausedAt: action.at,
        toasts: state.toasts.map((toast) => ({ ...toast, pausedAt: action.at })),
      };
    case 'resume':
      if (state.pausedAt === undefined) return state;
      return { pausedAt: undefined, toasts: state.toasts.map(withoutPause) };
    default:
      return action satisfies never;
  }
}

// Re-adding an id replaces that toast where it stands, so a loading toast turns into its
// outcome without jumping to the top or leaving a duplicate behind.
function addToast(state: ToastState, incoming: Toast): ToastState {
  const toast =
    state.pausedAt === undefined
      ? withoutPause(incoming)
      : { ...incoming, pausedAt: state.pausedAt };
  const index = state.toasts.findIndex((existing) => existing.id === toast.id);
  if (index !== -1) {
    return { ...state, toasts: state.toasts.with(index, toast) };
  }
  return { ...state, toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) };
}

function patchToast(toast: Toast, patch: ToastPatch): Toast {
  const type = patch.type ?? toast.type;
  // A new type without its own duration takes that type's default: loading → success must
  // stop being unlimited.
  const duration = patch.duration ?? (type === toast.type ? toast.duration : TOAST_DURATIONS[type]);
  return {
    ...toast,
    type,
    message: patch.message ?? toast.message,
    duration,
    ariaLive: ariaLiveOf(type),
  };
}

function mapToasts(
  state: ToastState,
  id: string | undefined,
  change: (toast: Toast) => Toast,
): ToastState {
  let changed = false;
  const toasts = state.toasts.map((toast) => {
    if (id !== undefined && toast.id !== id) return toast;
    const next = change(toast);
    changed ||= next !== toast;
    return next;
  });
  return changed ? { ...state, toasts } : state;
}

function withoutPause(toast: Toast): Toast {
  if (toast.pausedAt === undefined) return toast;
  const { pausedAt: _frozenSince, ...running } = toast;
  return running;
}
