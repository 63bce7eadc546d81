import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A component whose code is a chunk of its own: loaded on first render, or earlier when asked. */
export interface PreloadableLazy<Props extends object> {
  /** The component; it suspends while its chunk is on its way. */
  Component: LazyExoticComponent<ComponentType<Props>>;
  /**
   * Starts loading the chunk (on hover or focus of what will show the component), so the
   * component is there without a wait when it is shown. Asking again costs nothing.
   */
  preload: () => void;
}

/**
 * A lazily loaded component that can be preloaded. A preload that fails is quiet and forgotten:
 * the render that needs the component asks for its chunk again.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableLazy<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const get = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    Component: lazy(get),
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
