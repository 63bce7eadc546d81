/** Wraps a module's loader so asking for it again returns the same promise (one request). */
export function cachedLoad<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let promise: Promise<Module> | undefined;
  return () => {
    promise ??= load();
    return promise;
  };
}
