import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/vars.css';

/** The notice, centred in a narrow column. */
export const page = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  maxInlineSize: '36rem',
  marginInline: 'auto',
  paddingBlock: '4rem',
  paddingInline: vars.space.lg,
  textAlign: 'center',
});

export const icon = style({
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  color: vars.color.accent,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  lineHeight: 1.25,
});

export const explanation = style({
  margin: 0,
  color: vars.color.textMuted,
});
