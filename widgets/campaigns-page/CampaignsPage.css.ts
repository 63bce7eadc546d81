import { style } from '@vanilla-extract/css';
import { loading as pulsing } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { promotionPage, wideCardGrid } from '../../src/ui/catalog/catalogPage.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { quietLink } from '../../src/ui/theme/links.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The page: its heading, then its sections. */
export const page = promotionPage;

/** The campaigns: one column on phones, as many as fit on wider screens. */
export const campaignGrid = wideCardGrid;

/** Product cards: two columns on phones, as many as fit on wider screens. */
export const productGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(45%, 10.5rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A campaign: picture on top, then title, description and dates. */
export const campaignCard = style([
  cardSurface,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minInlineSize: 0,
  },
]);

/** The picture's link: a duplicate of the title's, so it is out of the tab order. */
export const pictureLink = style({ display: 'block' });

/** A campaign picture, 2:1 at the card's full width whatever the file's own size. */
export const picture = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

/** An opened campaign's picture: as wide as the page, never taller than a third of a screen. */
export const banner = style([
  picture,
  { display: 'block', maxBlockSize: '33vh', marginBlockEnd: vars.space.md },
]);

/** "Starts 30 November 2026" on an upcoming campaign. */
export const startsBadge = style({
  alignSelf: 'start',
  paddingBlock: '0.125rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  marginInlineStart: vars.space.sm,
  selectors: { [`${campaignCard} > &`]: { marginInlineStart: 0 } },
});

/** A campaign's title in its card. */
export const campaignTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

/** The title's link to the campaign. */
export const titleLink = quietLink;

/** A campaign's description. */
export const description = style({ margin: 0, color: vars.color.textMuted });

/** A campaign's dates. */
export const dates = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

/** "Available from …" in place of the add-to-cart control of an item not on sale yet. */
export const availableFrom = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  minBlockSize: vars.size.control,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

/** "All campaigns", back to the list. */
export const backLink = style([
  quietLink,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    marginBlockEnd: vars.space.sm,
    color: vars.color.accent,
    fontWeight: vars.font.weightBold,
  },
]);

/** A view's h1, which takes the focus as the shopper moves between the list and a campaign. */
export const focusableTitle = style({
  selectors: { '&:focus-visible': { ...focusOutline, borderRadius: vars.radius.sm } },
});

/** A section of an opened campaign. */
export const section = style({ marginBlockStart: vars.space.xl });

/** A section's h2. */
export const sectionTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

/** The stores of a campaign, as chips that wrap. */
export const storeList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One store, linked to its page. */
export const storeLink = style([
  quietLink,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: vars.size.controlSm,
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    fontWeight: vars.font.weightBold,
  },
]);

/** The stand-in of an opened campaign pulses as one while it loads. */
export const loading = pulsing;

/** A grey block of a stand-in. */
export const bone = skeletonBone;

/** The stand-in picture, title and lines of a campaign card. */
export const bonePicture = style({ inlineSize: '100%', aspectRatio: '2 / 1' });
export const boneTitle = style({ blockSize: '1.3em', inlineSize: '70%' });
export const boneLine = style({ blockSize: '1.4em', inlineSize: '90%' });
