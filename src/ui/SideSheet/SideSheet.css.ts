import { keyframes, type StyleRule, style, styleVariants } from '@vanilla-extract/css';
import { focusOutlineInset } from '../theme/focusRing.css';
import { vars } from '../theme/vars.css';
import type { SheetSide } from './sheetSides';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed page behind an open sheet; clicking it closes the sheet. */
export const backdrop = style({
  zIndex: vars.layer.overlay,
  backgroundColor: vars.color.backdrop,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${fadeIn} ${vars.motion.duration} ease-out`,
    },
  },
});

/** The sheet: a fixed header and footer with the body scrolling between them. */
export const panel = style({
  position: 'fixed',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 0 32px ${vars.color.shadow}`,
  outline: 'none',
});

const slide = (transform: string) => keyframes({ from: { transform }, to: { transform: 'none' } });

const fromLeft = slide('translateX(-100%)');
const fromRight = slide('translateX(100%)');
const fromTop = slide('translateY(-100%)');
const fromBottom = slide('translateY(100%)');

const motion = `${vars.motion.duration} ease-out`;

// Slides in from the edge it sits on; for start and end that edge depends on the text direction,
// which only an ancestor's dir attribute tells, hence the RTL selector.
function slideIn(ltr: string, rtl: string = ltr): StyleRule {
  return {
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${ltr} ${motion}`,
        selectors: { '[dir="rtl"] &': { animation: `${rtl} ${motion}` } },
      },
    },
  };
}

const besideInline = {
  insetBlock: 0,
  inlineSize: `min(${vars.size.sheet}, 100vw)`,
} as const;

/** The widest a sheet across the screen (top or bottom) grows: a short form's, not a screen's. */
const ACROSS_MAX_INLINE_SIZE = '30rem';

// On a phone the sheet spans the screen; on a wide screen it stops at a reading width, centred
// by the auto margins between its two insets, instead of stretching a few options edge to edge.
const acrossInline = {
  insetInline: 0,
  marginInline: 'auto',
  maxInlineSize: ACROSS_MAX_INLINE_SIZE,
  maxBlockSize: '85vh',
} as const;

/** Where each side puts the sheet; left and right are physical, start and end follow the text. */
export const side = styleVariants<Record<SheetSide, StyleRule>>({
  end: { ...besideInline, insetInlineEnd: 0, ...slideIn(fromRight, fromLeft) },
  start: { ...besideInline, insetInlineStart: 0, ...slideIn(fromLeft, fromRight) },
  left: { ...besideInline, left: 0, ...slideIn(fromLeft) },
  right: { ...besideInline, right: 0, ...slideIn(fromRight) },
  top: { ...acrossInline, top: 0, ...slideIn(fromTop) },
  bottom: { ...acrossInline, bottom: 0, ...slideIn(fromBottom) },
});

/** The title row with the close button at its inline end. */
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** The heading block: title and optional description. */
export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  paddingBlockStart: vars.space.xs,
});

/** The sheet's title. */
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  textAlign: 'start',
});

/** The sheet's optional one-line description under the title. */
export const description = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  textAlign: 'start',
});

/** The content; it alone scrolls, and its scrolling never scrolls the page behind. */
export const body = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
  ':focus-visible': focusOutlineInset,
});

/** The optional row of actions pinned under the body. */
export const footer = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
