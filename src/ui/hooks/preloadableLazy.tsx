import type { ComponentType, ReactNode } from 'react';

/** A component whose code is a chunk of its own: loaded on first render, or earlier when asked. */
export interface PreloadableLazy<Props extends object> {
  /**
   * The component. It suspends while its chunk is on its way, and renders at once when the chunk
   * has arrived, even the first time it renders (where React's `lazy` waits a turn): a page the
   * browser takes over from the server then shows it in the same pass, instead of waiting while
   * an update could make React throw the server's HTML away.
   */
  Component: (props: Props) => ReactNode;
  /**
   * Starts loading the chunk (on hover or focus of what will show the component), so the
   * component is there without a wait when it is shown. Asking again costs nothing.
   */
  preload: () => void;
  /** Loads the chunk; settles once the component renders without suspending. */
  load: () => Promise<ComponentType<Props>>;
}

/**
 * A lazily loaded component that can be preloaded. A load that fails is forgotten: a preload's
 * failure is quiet, and a render's reaches the nearest error boundary once, as `lazy`'s does;
 * the next render asks for the chunk again.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableLazy<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  let failure: { error: unknown } | undefined;
  const get = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Lazy(props: Props): ReactNode {
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (failure) {
      const { error } = failure;
      failure = undefined;
      throw error;
    }
    // Suspends, as `lazy` does, until the chunk is there or has failed to come.
    throw get().then(
      () => undefined,
      (error: unknown) => {
        failure = { error };
      },
    );
  }
  return {
    Component: Lazy,
    preload: () => {
      get().catch(() => undefined);
    },
    load: get,
  };
}
