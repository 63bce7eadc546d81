import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/ui/theme/vars.css';

/** A page that stands for the whole storefront: 404, maintenance, offline. */
export const statusPage = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  maxInlineSize: '36rem',
  marginInline: 'auto',
  paddingBlock: '4rem',
  paddingInline: vars.space.lg,
  textAlign: 'center',
});

export const statusIcon = style({
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  color: vars.color.accent,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.04em',
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

export const search = style({
  display: 'grid',
  gap: vars.space.sm,
  inlineSize: '100%',
  textAlign: 'start',
});

/** The search box's height, held while its chunk loads. */
export const searchSpace = style({
  blockSize: vars.size.control,
});
