import { createContext, type ReactNode, useContext } from 'react';

/** The kind of screen a page rendered on the server was written for. */
export type ViewportGuess = 'phone' | 'desktop';

/** The width each guess stands for, in CSS pixels: a mid-range phone, a laptop. */
const GUESSED_WIDTHS: Readonly<Record<ViewportGuess, number>> = { phone: 390, desktop: 1280 };

/** One CSS `rem` before the shopper's font size is known. */
const ROOT_FONT_PX = 16;

const ViewportGuessContext = createContext<ViewportGuess>('phone');

/**
 * The screen the server assumed when it rendered the page (from the request), so that media
 * queries answer the same while the browser takes the page over as they did on the server; the
 * real screen takes over right after.
 */
export function ViewportGuessProvider({
  guess,
  children,
}: {
  guess: ViewportGuess;
  children: ReactNode;
}): ReactNode {
  return <ViewportGuessContext.Provider value={guess}>{children}</ViewportGuessContext.Provider>;
}

/** The screen width the page was rendered for on the server. */
export function useGuessedWidth(): number {
  return GUESSED_WIDTHS[useContext(ViewportGuessContext)];
}

const WIDTH_FEATURE = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|rem|em)\s*\)$/;

/**
 * Whether a media query of width features (`(min-width: 64rem)`, `screen and (max-width:
 * 1023.98px)`) holds at `width`; any other feature counts as not holding.
 */
export function queryHoldsAtWidth(query: string, width: number): boolean {
  return query
    .split(/\s+and\s+/i)
    .map((part) => part.trim())
    .every((part) => {
      if (/^(only\s+)?(screen|all)$/i.test(part)) return true;
      const feature = WIDTH_FEATURE.exec(part);
      if (!feature) return false;
      const [, bound, amount = '0', unit] = feature;
      const px = Number(amount) * (unit === 'px' ? 1 : ROOT_FONT_PX);
      return bound === 'min' ? width >= px : width <= px;
    });
}
