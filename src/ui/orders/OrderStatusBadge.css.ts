import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import type { OrderStatusTone } from './orderStatus';

/** The badge: a soft pill with a dot of the tone's colour; the text keeps the body colour. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: '0.125rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
});

/** The dot before the status name. */
export const dot = style({
  flex: 'none',
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radius.pill,
});

const TONES: Record<OrderStatusTone, { background: string; dot: string }> = {
  waiting: { background: vars.color.surfaceMuted, dot: vars.color.textMuted },
  progress: { background: vars.color.accentSoft, dot: vars.color.accent },
  success: { background: vars.color.accentSoft, dot: vars.color.success },
  danger: { background: vars.color.dangerSoft, dot: vars.color.danger },
  settled: { background: vars.color.surfaceMuted, dot: vars.color.border },
};

/** Each tone's background. */
export const tone = styleVariants(TONES, ({ background }) => ({ background }));

/** Each tone's dot colour. */
export const dotTone = styleVariants(TONES, ({ dot: colour }) => ({ background: colour }));
