import { useState } from 'react';

/**
 * Whether `value` has been true at some render so far: a part loaded on first open stays
 * mounted after it closes, so opening it again is instant and keeps its state.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  // Adjusting state while rendering, so the part mounts in the same render that opens it.
  if (value && !seen) setSeen(true);
  return seen || value;
}
