import { style } from '@vanilla-extract/css';
import { quietLink } from '../../theme/links.css';
import { cardSurface } from '../../theme/surfaces.css';
import { vars } from '../../theme/vars.css';

/** Intrinsic size of a store logo in CSS pixels. */
export const LOGO_SIZE = 64;

/** The card: logo at the inline start, the store's details beside it. */
export const card = style([
  cardSurface,
  {
    // Screen-reader-only text is positioned; the card keeps it inside the scrolling row's clip.
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minInlineSize: 0,
  },
]);

/** The round logo. */
export const logo = style({
  flex: 'none',
  inlineSize: `${LOGO_SIZE}px`,
  blockSize: `${LOGO_SIZE}px`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

/** Name, then rating and delivery time. */
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  flex: '1 1 auto',
});

/** The store name, on one line. */
export const name = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.4,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/**
 * The name's link to the store page, stretched over the whole card so the logo and facts open it
 * too, while the card holds one link for screen readers and the keyboard.
 */
export const nameLink = style([
  quietLink,
  {
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  },
]);

/** The card's own control, kept above the name's stretched link so it takes its own presses. */
export const action = style({ position: 'relative', flex: 'none' });

/** Rating and delivery time, muted, on one line. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  margin: 0,
  minBlockSize: '1.4em',
  fontSize: vars.font.sizeSm,
  lineHeight: 1.4,
  color: vars.color.textMuted,
});

/** The delivery time with its clock. */
export const delivery = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** Skeleton pieces: the logo's circle and two text lines. */
export const boneLogo = style({
  flex: 'none',
  inlineSize: `${LOGO_SIZE}px`,
  blockSize: `${LOGO_SIZE}px`,
  borderRadius: vars.radius.pill,
});
export const boneName = style({ blockSize: '1.4em', inlineSize: '70%' });
export const boneLine = style({ blockSize: '1.4em', inlineSize: '50%' });
