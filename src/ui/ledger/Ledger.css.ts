import { style } from '@vanilla-extract/css';
import { focusOutline } from '../theme/focusRing.css';
import { cardSurface, skeletonBone } from '../theme/surfaces.css';
import { vars } from '../theme/vars.css';

// ─── The section ────────────────────────────────────────────────────────────────────────────

/** The ledger: its heading and controls, the count, then the movements. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  selectors: { '&:focus-visible': focusOutline },
});

/** The heading and the controls beside it (a filter), wrapping on narrow screens. */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** 'Transaction history': the section's h2. */
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

/** How many movements the ledger holds, read out as it changes. */
export const count = style({
  margin: 0,
  minBlockSize: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

// ─── Movements ──────────────────────────────────────────────────────────────────────────────

/** The movements, one card each. */
export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One movement: what it was and when on the start side, the amount on the end side. */
export const row = style([
  cardSurface,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: vars.space.xs,
    columnGap: vars.space.md,
    minBlockSize: '4.5rem',
  },
]);

/** What the movement was. */
export const label = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

/** When it happened, muted. */
export const when = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** The signed amount and the balance after it, on the end side. */
export const figures = style({
  display: 'grid',
  justifyItems: 'end',
  gap: vars.space.xs,
  gridRow: 'span 2',
  gridColumn: 2,
});

/** The amount: its sign, its arrow and its colour all say which way it went. */
export const amount = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

/** Money or points that came in. */
export const credit = style({ color: vars.color.success });

/** Money or points that went out. */
export const debit = style({ color: vars.color.danger });

/** The balance after the movement, muted. */
export const balance = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

// ─── Stand-ins ──────────────────────────────────────────────────────────────────────────────

/** A stand-in movement, not announced. */
export const skeleton = style({ pointerEvents: 'none' });

/** The grey blocks of a stand-in movement. */
export const bone = skeletonBone;
export const boneLabel = style({ blockSize: '1.2em', inlineSize: '50%' });
export const boneWhen = style({ blockSize: '1em', inlineSize: '30%' });
