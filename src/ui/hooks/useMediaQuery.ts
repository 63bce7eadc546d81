import { useSyncExternalStore } from 'react';
import { queryHoldsAtWidth, useGuessedWidth } from './viewportGuess';

/**
 * Whether a media query matches now; the component re-renders when that changes. On the server,
 * and while the browser takes over a page rendered there, it answers for the screen the server
 * guessed (`ViewportGuessProvider`), so both render the same.
 */
export function useMediaQuery(query: string): boolean {
  const guessedWidth = useGuessedWidth();
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => queryHoldsAtWidth(query, guessedWidth),
  );
}
