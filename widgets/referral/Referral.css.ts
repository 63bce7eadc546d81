import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The code's card: what to do with it, the code, its buttons, and what it earns. */
export const card = style([cardSurface, { display: 'grid', gap: vars.space.md }]);

/** How the code works, muted. */
export const intro = style({ margin: 0, color: vars.color.textMuted });

/** The code's label above the code and its buttons. */
export const codeBlock = style({ display: 'grid', gap: vars.space.xs });

/** 'Your referral code'. */
export const codeLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** The code and its buttons on one line where there is room. */
export const codeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The code itself, large and spaced, in a dashed box as a voucher reads. */
export const code = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: `2px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.08em',
  userSelect: 'all',
});

/** What the customer earns, with its gift. */
export const earning = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

/** The gift beside it, in the accent colour. */
export const earningIcon = style({ flex: 'none', color: vars.color.accent });
