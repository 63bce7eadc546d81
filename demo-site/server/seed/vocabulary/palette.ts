import type { Tint } from './types';

/** Soft tile colours with a stronger accent each; pictures pick one by category or store. */
export const TINTS = {
  green: { name: 'green', background: '#e3f4e1', accent: '#5fb157' },
  wheat: { name: 'wheat', background: '#fdebd3', accent: '#e8963a' },
  cream: { name: 'cream', background: '#fff5cc', accent: '#e0b400' },
  blue: { name: 'blue', background: '#dcecfb', accent: '#4a90d9' },
  pink: { name: 'pink', background: '#fde2ea', accent: '#e46a8e' },
  purple: { name: 'purple', background: '#ece3fb', accent: '#8a63d2' },
  teal: { name: 'teal', background: '#d9f3f0', accent: '#2bb3a3' },
  red: { name: 'red', background: '#fde0dc', accent: '#e0533d' },
  brown: { name: 'brown', background: '#f1e6dc', accent: '#a47148' },
  slate: { name: 'slate', background: '#e4e9f0', accent: '#5c6f8a' },
  lime: { name: 'lime', background: '#eef7d6', accent: '#8ab833' },
  cyan: { name: 'cyan', background: '#daf3fb', accent: '#1fa5c9' },
  ice: { name: 'ice', background: '#e6f1ff', accent: '#6aa8f0' },
  mint: { name: 'mint', background: '#dff7ea', accent: '#38b27a' },
  peach: { name: 'peach', background: '#ffe7dc', accent: '#f08a5d' },
  indigo: { name: 'indigo', background: '#e3e6fb', accent: '#5563d6' },
} as const satisfies Record<string, Tint>;

/** Every tint, in a fixed order, for stores and banners that pick by index. */
export const TINT_LIST: readonly Tint[] = Object.values(TINTS);
