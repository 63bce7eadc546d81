import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

// ─── The payment's outcome ──────────────────────────────────────────────────────────────────

/** A top-up that went through: said in the success colour, with its tick. */
export const paid = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.text,
});

/** The tick beside it. */
export const paidIcon = style({ flex: 'none', color: vars.color.success });

// ─── Adding funds ───────────────────────────────────────────────────────────────────────────

/** The top-up: its heading, the amount and the way to the payment page. */
export const topUp = style([cardSurface, { display: 'grid', gap: vars.space.sm }]);

/** 'Add funds': the top-up's h2. */
export const topUpTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

/** The amount and the button on one line where there is room, the button under it otherwise. */
export const topUpRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'start',
  gap: vars.space.sm,
});

/** The amount field, as wide as the row allows. */
export const amountField = style({ flex: '1 1 12rem', minInlineSize: 0 });

/** The button, level with the field's input (below its label). */
export const topUpButton = style({ marginBlockStart: '1.75em' });

/** What a top-up goes through, muted. */
export const topUpNote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

// ─── The filter ─────────────────────────────────────────────────────────────────────────────

/** The type filter: its label above the select. */
export const filter = style({
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  minInlineSize: '12rem',
});
