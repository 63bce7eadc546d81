import { style } from '@vanilla-extract/css';
import { WIDE } from '../../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { columnPageTitle, paddedColumnPage } from '../../../src/ui/catalog/catalogPage.css';
import { focusOutline } from '../../../src/ui/theme/focusRing.css';
import { cardSurface } from '../../../src/ui/theme/surfaces.css';
import { vars } from '../../../src/ui/theme/vars.css';

// ─── The section ────────────────────────────────────────────────────────────────────────────

/** The section: its heading, then one card per form. */
export const page = style([paddedColumnPage, { gap: vars.space.lg }]);

/** 'Profile Settings': the section's h1. */
export const title = columnPageTitle;

/** One of the section's forms, on a card of its own. */
export const card = style([
  cardSurface,
  { display: 'grid', gap: vars.space.md, minInlineSize: 0, maxInlineSize: '44rem' },
]);

/** A card's h2. */
export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

/** A form's fields, one under another. */
export const fields = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

/** Two fields side by side on wider screens (first and last name, e-mail and phone). */
export const fieldPair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [WIDE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A form's submit button, at the start of its own line. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A phone the shop still waits to see verified, and the way to its code. */
export const unverified = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});

/** What a form says once its change is saved, read out as it appears. */
export const saved = style({
  margin: 0,
  minBlockSize: '1.5em',
  color: vars.color.success,
  fontWeight: vars.font.weightBold,
});

// ─── The picture ────────────────────────────────────────────────────────────────────────────

/** The picture, then the way to choose another and what the file must be. */
export const picture = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** The picture itself: round, of a fixed size, so choosing one moves nothing. */
export const avatar = style({
  flex: 'none',
  inlineSize: '5rem',
  blockSize: '5rem',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

/** The choose button, the hint and a refusal, one under another; the hidden input sits here. */
export const pictureControls = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  minInlineSize: 0,
});

/** The file input, seen only through its label, which looks like a button and takes the focus ring. */
export const fileInput = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

/** The label of the file input, drawn as a secondary button. */
export const chooseButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: vars.space.xs,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    [`${fileInput}:focus-visible + &`]: focusOutline,
  },
});

/** What the file must be, muted. */
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** Why the chosen file was refused. */
export const refusal = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSm });

// ─── Deleting the account ───────────────────────────────────────────────────────────────────

/** The danger zone: the card edged in the danger colour. */
export const danger = style({ borderColor: vars.color.danger });

/** The danger zone's heading, in the danger colour. */
export const dangerTitle = style({ color: vars.color.danger });

/** What is lost with the account. */
export const warning = style({ margin: 0, color: vars.color.text });
