import { type ComponentType, type ReactNode, use } from 'react';

/** A component whose code is a chunk of its own: loaded on first render, or earlier when asked. */
export interface PreloadableLazy<Props extends object> {
  /**
   * The component. It suspends while its chunk is on its way, and renders at once when the chunk
   * has arrived, even the first time it renders: a page the browser takes over from the server
   * then shows it in the same pass instead of waiting a turn, during which an update could make
   * React throw the server's HTML away.
   */
  Component: (props: Props) => ReactNode;
  /**
   * Starts loading the chunk (on hover or focus of what will show the component), so the
   * component is there without a wait when it is shown. Asking again costs nothing.
   */
  preload: () => void;
  /** Loads the chunk; settles once the component can render without suspending. */
  load: () => Promise<ComponentType<Props>>;
}

/**
 * Writes a promise's outcome onto it when it settles (`status` and `value` or `reason`, the
 * fields React's `use` reads), so `use` returns a settled one's value without suspending.
 */
function tracked<T>(promise: Promise<T>): Promise<T> {
  const result: Promise<T> & { status?: string; value?: T; reason?: unknown } = promise;
  result.status = 'pending';
  promise.then(
    (value) => {
      result.status = 'fulfilled';
      result.value = value;
    },
    (reason: unknown) => {
      result.status = 'rejected';
      result.reason = reason;
    },
  );
  return promise;
}

/**
 * A lazily loaded component that can be preloaded. A load that fails is forgotten: the render
 * that needs the component asks for its chunk again.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableLazy<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const get = () => {
    loading ??= tracked(
      load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      }),
    );
    return loading;
  };
  function Lazy(props: Props): ReactNode {
    const Loaded = use(get());
    return <Loaded {...props} />;
  }
  return {
    Component: Lazy,
    preload: () => {
      get().catch(() => undefined);
    },
    load: get,
  };
}
