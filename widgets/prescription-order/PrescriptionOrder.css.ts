import { style } from '@vanilla-extract/css';
import {
  cardSectionTitle,
  columnPageTitle,
  listFailure,
  paddedColumnPage,
} from '../../src/ui/catalog/catalogPage.css';
import { choiceInput } from '../../src/ui/form/Form.css';
import { optionFrame } from '../../src/ui/form/OptionRow.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The pharmacy's logo, in CSS pixels. */
export const LOGO_SIZE = 40;

// ─── The page ───────────────────────────────────────────────────────────────────────────────

/** The page: one column of steps, no wider than a form reads well. */
export const page = style([
  paddedColumnPage,
  { maxInlineSize: '48rem', marginInline: 'auto', inlineSize: '100%' },
]);

/** The page's h1. */
export const title = columnPageTitle;

/** What the page is for, under its heading. */
export const lead = style({ margin: 0, color: vars.color.textMuted });

/** One step of the order: a card with its heading. */
export const section = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 },
]);

/** A step's h2. */
export const sectionTitle = cardSectionTitle;

/** Muted words under a control or a choice. */
export const hint = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** What the shopper must know before placing: the pharmacy prices the order later. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
});

// ─── The pharmacy ───────────────────────────────────────────────────────────────────────────

/** The pharmacies, one under the other. */
export const pharmacyList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** One pharmacy: its radio, logo, name and address, in an option's frame. */
export const pharmacy = style([
  optionFrame,
  {
    display: 'grid',
    gridTemplateColumns: 'auto auto minmax(0, 1fr)',
    alignItems: 'center',
    gap: vars.space.sm,
  },
]);

/** A pharmacy's radio. */
export const radio = choiceInput;

/** A pharmacy's logo. */
export const logo = style({
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

/** A pharmacy's name and address, one under the other. */
export const pharmacyText = style({ display: 'grid', gap: '0.1rem', minInlineSize: 0 });

/** A pharmacy's name. */
export const pharmacyName = style({
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

/** A pharmacy's address, or that it is closed now. */
export const pharmacyNote = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** That the pharmacy takes no orders now, in the danger colour. */
export const closed = style([pharmacyNote, { color: vars.color.danger }]);

/** The pharmacy the page was opened for: its name on a row of its own. */
export const givenPharmacy = style({ display: 'grid', gap: vars.space.xs });

/** The list's read failed: what failed and Try again. */
export const failure = style([listFailure, { padding: vars.space.md }]);

/** A stand-in row while the pharmacies load. */
export const bone = style([skeletonBone, { blockSize: '4.5rem', borderRadius: vars.radius.md }]);

/** A stand-in line of text. */
export const boneLine = style([skeletonBone, { blockSize: '1.25em', inlineSize: '60%' }]);

// ─── The payment ────────────────────────────────────────────────────────────────────────────

/** The one way it is paid, with its icon, and why it is the only one. */
export const method = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
});

/** The way's name over why it is the only one. */
export const methodText = style({ display: 'grid', gap: '0.1rem' });

/** The banknote beside the way it is paid. */
export const methodIcon = style({
  flex: 'none',
  color: vars.color.accent,
  marginBlockStart: '0.15em',
});

/** The way it is paid and the delivery fee, as name–value rows. */
export const terms = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

/** One row: its name at the start, its value at the end. */
export const term = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A row's name. */
export const termName = style({ color: vars.color.textMuted });

/** A row's value. */
export const termValue = style({ margin: 0, fontWeight: vars.font.weightBold });
