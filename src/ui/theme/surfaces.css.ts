import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/**
 * The look every popover shares (menus, listboxes, hover cards, the search dropdown): a raised
 * card above the page, in the widget's own type, whatever the page around it uses.
 */
export const popoverSurface = style({
  zIndex: vars.layer.overlay,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  textAlign: 'start',
  boxShadow: `0 8px 24px ${vars.color.shadow}`,
});

/** A card resting on the page: product, store and similar tiles. */
export const cardSurface = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** A grey block standing in for content while it loads (a card's skeleton). */
export const skeletonBone = style({
  display: 'block',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});
