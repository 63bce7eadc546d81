import { style } from '@vanilla-extract/css';
import { browsePage, browseTitle } from '../../src/ui/catalog/catalogPage.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** Intrinsic size of a parent category's picture in the directory, in CSS pixels. */
export const PARENT_IMAGE_SIZE = 64;

/** Intrinsic size of a child category's picture on a chip, in CSS pixels. */
export const CHILD_IMAGE_SIZE = 28;

/** The page: its heading, then what it lists. */
export const page = browsePage;

/** The page heading. */
export const title = browseTitle;

/** The heading's stand-in while the categories load: a line of the heading's height. */
export const titleBone = style([
  skeletonBone,
  { inlineSize: '12rem', maxInlineSize: '60%', blockSize: '1.8rem' },
]);

/** The directory: one card per parent category. */
export const directory = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A parent category's card. */
export const parentCard = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 },
]);

/** The parent's picture and name, linking to its page. */
export const parentLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  ':hover': { color: vars.color.accent },
  ':focus-visible': focusOutline,
});

/** The parent's picture. */
export const parentImage = style({
  inlineSize: PARENT_IMAGE_SIZE,
  blockSize: PARENT_IMAGE_SIZE,
  borderRadius: vars.radius.md,
  flexShrink: 0,
});

/** The parent's name. */
export const parentName = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

/** Children as chips that wrap. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A child category's chip: its small picture and name, linking to its page. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.md,
  paddingInlineStart: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.accent, color: vars.color.accent },
  ':focus-visible': focusOutline,
});

/** A chip's picture. */
export const chipImage = style({
  inlineSize: CHILD_IMAGE_SIZE,
  blockSize: CHILD_IMAGE_SIZE,
  borderRadius: vars.radius.pill,
});

/** A parent card's stand-in while the categories load. */
export const cardBone = style([skeletonBone, { blockSize: '9rem', borderRadius: vars.radius.lg }]);

/** The not-found and failure notices. */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

/** A notice's text. */
export const noticeText = style({ margin: 0, color: vars.color.textMuted });
