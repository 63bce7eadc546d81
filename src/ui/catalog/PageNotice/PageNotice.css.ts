import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A page's whole-page notice: centred, with room around it. */
export const notice = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  maxInlineSize: '32rem',
  marginInline: 'auto',
  paddingBlock: '3rem',
  paddingInline: vars.space.lg,
  textAlign: 'center',
});

/** The notice's picture, in the accent colour. */
export const icon = style({ color: vars.color.accent });

/** What the notice says. */
export const message = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

/** A catalog page's h1. */
export const pageTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.lg,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
});
