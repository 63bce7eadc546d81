import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/vars.css';

/** The sheet's content: free-delivery progress, the lines, then the clear action. */
export const contents = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** The free-delivery block: a sentence above its bar. */
export const freeDelivery = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSoft,
});

/** The free-delivery sentence with its truck icon at the inline start. */
export const freeDeliveryText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeSm,
  textAlign: 'start',
});

/** The truck icon, in the accent colour. */
export const freeDeliveryIcon = style({ flexShrink: 0, color: vars.color.accent });

/** The list of cart lines, one divider between neighbours. */
export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

/** Puts the clear-cart action at the inline end, under the lines. */
export const clearRow = style({ display: 'flex', justifyContent: 'flex-end' });

/** The pinned footer: saved amount, subtotal, then the checkout actions. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The saved-amount line, in the success colour. */
export const saved = style({
  margin: 0,
  color: vars.color.success,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textAlign: 'start',
});

/** The subtotal row: term at the inline start, amount at the inline end. */
export const subtotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.font.sizeMd,
});

/** The subtotal's term. */
export const subtotalTerm = style({ fontWeight: vars.font.weightBold });

/** The subtotal's amount. */
export const subtotalAmount = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  fontVariantNumeric: 'tabular-nums',
});

/** The empty state, centred in the sheet. */
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
});

/** The empty basket illustration, muted so the message leads. */
export const emptyIcon = style({ color: vars.color.textMuted });

/** The "Your cart is empty" message. */
export const emptyText = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});
