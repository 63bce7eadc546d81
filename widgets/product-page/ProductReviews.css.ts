import { style } from '@vanilla-extract/css';
import { failureText as sharedFailureText } from '../../src/ui/catalog/catalogPage.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The reviews section. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  marginBlockEnd: vars.space.xl,
});

/** The section's h2; the rating link moves the focus here. */
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  selectors: { '&:focus-visible': { ...focusOutline, borderRadius: vars.radius.sm } },
});

/** The summary: the average beside the bars, stacked on a phone. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '36rem',
});

/** The average and the count. */
export const average = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.sizeXl,
});

/** "12 reviews". */
export const count = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** The five bars, 5 stars first. */
export const bars = style({
  flex: '1 1 14rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One bar's row: its label, the bar, how many. */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr 2.5rem',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

/** "5 stars". */
export const barLabel = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

/** The bar itself. */
export const track = style({ minInlineSize: 0 });

/** How many gave that star. */
export const barCount = style({ textAlign: 'end', color: vars.color.textMuted });

/** The reviews. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  inlineSize: '100%',
});

/** One review, a quiet card. */
export const review = style({
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { ...focusOutline, borderRadius: vars.radius.sm } },
});

/** Who, the stars, when. */
export const reviewHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

/** The reviewer's first name. */
export const author = style({ fontWeight: vars.font.weightBold });

/** When the review was written. */
export const date = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** What the reviewer said, their line breaks kept. */
export const comment = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

/** "No reviews yet". */
export const empty = style({ margin: 0, color: vars.color.textMuted });

/** The summary's stand-in, of its size. */
export const skeleton = style([
  skeletonBone,
  { inlineSize: '100%', maxInlineSize: '36rem', blockSize: '8.5rem' },
]);

/** The failure notice: what went wrong, and Try again. */
export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** The failure text. */
export const failureText = sharedFailureText;
