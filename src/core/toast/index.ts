export {
  ariaLiveOf,
  REMOVE_DELAY,
  TOAST_DURATIONS,
  TOAST_LIMIT,
  TOAST_TYPES,
  type Toast,
  type ToastAriaLive,
  type ToastSink,
  type ToastType,
} from './toast';
export {
  createToastModel,
  type PromiseToastMessages,
  type TimerHandle,
  type ToastClock,
  type ToastModel,
  type ToastOptions,
} from './toastModel';
export {
  INITIAL_TOAST_STATE,
  type ToastAction,
  type ToastPatch,
  type ToastState,
  toastReducer,
} from './toastReducer';
