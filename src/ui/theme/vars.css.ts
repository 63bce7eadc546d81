import { createThemeContract } from '@vanilla-extract/css';

/** The theme contract: every style of the kit reads its colours and sizes from these vars. */
export const vars = createThemeContract({
  color: {
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    accent: null,
    accentHover: null,
    accentText: null,
    accentSoft: null,
    danger: null,
    dangerSoft: null,
    success: null,
    focusRing: null,
    backdrop: null,
    shadow: null,
  },
  font: {
    family: null,
    sizeSm: null,
    sizeMd: null,
    sizeLg: null,
    sizeXl: null,
    weightBold: null,
    lineHeight: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  size: { control: null, controlSm: null, sheet: null },
  motion: { duration: null },
  layer: { overlay: null },
});
