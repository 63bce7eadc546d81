/*
 * The kit's design tokens. Every token is also a public custom property: `--souq-color-accent`
 * re-themes both schemes, `--souq-dark-color-accent` only the dark one, so a partner can restyle
 * the widgets from outside their shadow roots without knowing any class name.
 */

/** Colours that differ between the light and the dark scheme. */
export const lightColors = {
  surface: '#ffffff',
  surfaceMuted: '#f4f2ed',
  text: '#1d1b18',
  textMuted: '#5c574f',
  border: '#d9d3c7',
  accent: '#0b6e4f',
  accentHover: '#08563d',
  accentText: '#ffffff',
  accentSoft: '#e3f2ec',
  danger: '#b3261e',
  dangerSoft: '#fbe9e7',
  success: '#1b6e37',
  focusRing: '#1a5fd0',
  backdrop: 'rgb(20 18 15 / 0.45)',
  shadow: 'rgb(20 18 15 / 0.18)',
} as const;

/** The dark scheme's colours, same names as the light ones. */
export const darkColors: Record<keyof typeof lightColors, string> = {
  surface: '#1f1d1a',
  surfaceMuted: '#2a2723',
  text: '#f3efe8',
  textMuted: '#bdb6aa',
  border: '#47423a',
  accent: '#4cc497',
  accentHover: '#6fd6ae',
  accentText: '#0b1a14',
  accentSoft: '#17372b',
  danger: '#ff8a80',
  dangerSoft: '#3d1b18',
  success: '#7bd88f',
  focusRing: '#8ab4ff',
  backdrop: 'rgb(0 0 0 / 0.6)',
  shadow: 'rgb(0 0 0 / 0.5)',
};

/** Tokens both schemes share. */
export const sharedTokens = {
  font: {
    family: "'IBM Plex Sans Arabic', 'Noto Sans Arabic', system-ui, 'Segoe UI', Tahoma, sans-serif",
    sizeSm: '0.8125rem',
    sizeMd: '0.9375rem',
    sizeLg: '1.125rem',
    sizeXl: '1.375rem',
    weightBold: '600',
    lineHeight: '1.5',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
  },
  radius: {
    sm: '0.375rem',
    md: '0.625rem',
    lg: '1rem',
    pill: '999px',
  },
  size: {
    control: '2.5rem',
    controlSm: '2rem',
    sheet: '26rem',
  },
  motion: {
    duration: '180ms',
  },
  layer: {
    overlay: '2147483000',
  },
} as const;
