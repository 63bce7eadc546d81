import { style } from '@vanilla-extract/css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { vars } from '../../src/ui/theme/vars.css';

const focusRing = {
  '&:focus-visible': focusOutline,
} as const;

const colourChange = {
  '(prefers-reduced-motion: no-preference)': {
    transition: `color ${vars.motion.duration}, background-color ${vars.motion.duration}`,
  },
} as const;

/** The footer: muted surface, its parts stacked with generous gaps. */
export const footer = style({
  // The footer stands below the fold when a page loads: its style, layout and paint wait until
  // it nears the viewport, the space it had last time (or that of a phone's) held meanwhile.
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 30rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  textAlign: 'start',
});

/** The shop's name, description and app buttons. */
export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxInlineSize: '40rem',
});

/** The shop's name above its description. */
export const brand = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

/** A paragraph of muted text (the description, the footer text). */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** The link columns, social links and language choice: as many columns as fit, wrapping. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space.lg,
});

/** One titled group of the footer. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

/** A group's title. */
export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

/** A list without bullets, its entries stacked. */
export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** A list without bullets whose entries wrap along the line. */
export const rowList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** A text link of a column, underlined on hover. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
    ...focusRing,
  },
  '@media': colourChange,
});

/** A pill-shaped link with a pictogram (app store, social network). */
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.sizeSm,
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.accent },
    ...focusRing,
  },
  '@media': colourChange,
});

/** The payment and certification tile groups, side by side when there is room. */
export const badges = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.lg,
});

/** A labelled tile: pictogram above its name. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minInlineSize: '5.5rem',
  maxInlineSize: '8rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.sizeSm,
  textAlign: 'center',
});

/** A tile's pictogram, in the accent colour. */
export const tileIcon = style({ color: vars.color.accent });

/** The language choice: a fieldset without its default frame. */
export const languages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

/** The language group's legend, styled as the other groups' titles. */
export const legend = style([heading, { padding: 0 }]);

/** One language option: its radio, then its name. */
export const languageOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
});

/** The native radio, in the accent colour, with the kit's focus ring. */
export const radio = style({
  margin: 0,
  inlineSize: '1.1em',
  blockSize: '1.1em',
  accentColor: vars.color.accent,
  selectors: focusRing,
});

/** The footer text at the very end, above a divider. */
export const bottom = style([
  muted,
  { paddingBlockStart: vars.space.md, borderBlockStart: `1px solid ${vars.color.border}` },
]);
