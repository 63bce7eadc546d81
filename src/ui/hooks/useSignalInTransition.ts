import type { ReadonlySignal } from '@preact/signals-core';
import { startTransition, useEffect, useState } from 'react';

/**
 * A signal's value for rendering, where a change re-renders the component as a transition.
 * A signal read under `useSignals` is an external store to React, whose changes it renders in one
 * uninterrupted task; a server reply reaching a filter panel and a footer at once then holds the
 * main thread for the whole of both. Through this hook React renders the change in slices the
 * browser can interrupt, and a newer change replaces one not yet shown.
 */
export function useSignalInTransition<T>(source: ReadonlySignal<T>): T {
  const [seen, setSeen] = useState(() => ({ source, value: source.peek() }));
  useEffect(
    () =>
      source.subscribe((value) => {
        startTransition(() =>
          setSeen((last) =>
            last.source === source && Object.is(last.value, value) ? last : { source, value },
          ),
        );
      }),
    [source],
  );
  // Another signal (a new key) is read as it is now until its first change is rendered.
  return seen.source === source ? seen.value : source.peek();
}
