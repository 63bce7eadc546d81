import { style } from '@vanilla-extract/css';
import { WIDE } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { typedColumnPage } from '../../src/ui/catalog/catalogPage.css';
import { quietLink } from '../../src/ui/theme/links.css';
import { skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** Height of the breadcrumb row, which its stand-in keeps while the item loads. */
const CRUMB_HEIGHT = '1.5rem';

/** The page: its parts one under the other, in the kit's type. */
export const page = typedColumnPage;

/** The gallery and the buy box: one column on a phone, side by side from tablets up. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xl },
  },
});

/** The breadcrumb's nav: one line of a fixed height, so the category arriving later moves nothing. */
export const breadcrumb = style({ blockSize: CRUMB_HEIGHT, fontSize: vars.font.sizeSm });

/** The breadcrumb's trail, on one line; the item's own name (the page's h1 too) gives way. */
export const crumbs = style({
  display: 'flex',
  flexWrap: 'nowrap',
  blockSize: '100%',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One step, with the separator after it. */
export const crumb = style({
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

/** The item's own step, which shrinks to what is left of the line. */
export const crumbLast = style({ flex: '0 1 auto', minInlineSize: 0 });

/** A step's link. */
export const crumbLink = style([quietLink, { color: vars.color.textMuted }]);

/** The item's own name, cut with an ellipsis when the line is full. */
export const crumbCurrent = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weightBold,
});

/** The separator, pointing along the reading direction. */
export const crumbSeparator = style({ color: vars.color.textMuted });

/** The breadcrumb's stand-in. */
export const crumbBone = style([
  skeletonBone,
  { inlineSize: '12rem', blockSize: CRUMB_HEIGHT, marginBlockEnd: vars.space.lg },
]);

/** A section under the gallery and buy box (the description). */
export const section = style({ maxInlineSize: '48rem' });

/** A section's h2. */
export const sectionTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

/** A paragraph of the description, its single line breaks kept. */
export const paragraph = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

/** The description's stand-in while the details load. */
export const descriptionBone = style([skeletonBone, { inlineSize: '100%', blockSize: '3rem' }]);

/** The not-found and failed states: centred, the way home or Try again under the words. */
export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

/** The not-found picture. */
export const statusIcon = style({ color: vars.color.textMuted });

/** The state's h1. */
export const statusTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

/** What the state says. */
export const statusText = style({ margin: 0, color: vars.color.textMuted });
