import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { darkColors, lightColors, sharedTokens } from './tokens';
import { vars } from './vars.css';

type Tree = { readonly [key: string]: string | Tree };

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Maps every token to `var(--souq-<path>, <default>)`, so a custom property set by the partner on
 * the element (or any ancestor) wins over the kit's default.
 */
function overridable<T extends Tree>(tree: T, prefix: string): T {
  const entries = Object.entries(tree).map(([key, value]) => {
    const name = `${prefix}-${kebab(key)}`;
    return [key, typeof value === 'string' ? `var(${name}, ${value})` : overridable(value, name)];
  });
  return Object.fromEntries(entries) as T;
}

const shared = overridable(sharedTokens, '--souq');
const light = { ...shared, color: overridable(lightColors, '--souq-color') };
// A dark colour set only for dark (`--souq-dark-color-*`) wins; otherwise the brand colour the
// partner set for both schemes applies only to the accent family, never to surfaces and text,
// which would break contrast.
const brandColors = new Set(['accent', 'accentHover', 'accentText', 'accentSoft']);
const dark = {
  ...shared,
  color: Object.fromEntries(
    Object.entries(darkColors).map(([key, value]) => {
      const name = kebab(key);
      const fallback = brandColors.has(key) ? `var(--souq-color-${name}, ${value})` : value;
      return [key, `var(--souq-dark-color-${name}, ${fallback})`];
    }),
  ) as typeof darkColors,
};

const base = {
  colorScheme: 'light',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
} as const;

/** The light scheme, as a class on a widget root. */
export const lightTheme = style({ vars: assignVars(vars, light), ...base });

/** The dark scheme, as a class on a widget root. */
export const darkTheme = style({
  vars: assignVars(vars, dark),
  ...base,
  colorScheme: 'dark',
});

/** Follows the system: light, or dark while the system prefers dark. */
export const systemTheme = style({
  vars: assignVars(vars, light),
  ...base,
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars, dark), colorScheme: 'dark' },
  },
});

for (const theme of [lightTheme, darkTheme, systemTheme]) {
  globalStyle(`${theme} *, ${theme} *::before, ${theme} *::after`, { boxSizing: 'border-box' });
}
