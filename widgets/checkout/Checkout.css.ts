import { style } from '@vanilla-extract/css';
import {
  cardSectionTitle,
  columnPageTitle,
  paddedColumnPage,
  SUMMARY_BESIDE,
  summaryLayout,
} from '../../src/ui/catalog/catalogPage.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

// ─── The page ───────────────────────────────────────────────────────────────────────────────

/** The page: its heading, then the sections and the summary. */
export const page = paddedColumnPage;

/** The page's h1. */
export const title = columnPageTitle;

/** The sections, then the summary: one column on a phone, two from a laptop's width. */
export const layout = summaryLayout;

/** The sections, one under the other. */
export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

/** The summary and Place order, kept in view beside the sections while they scroll. */
export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  '@media': {
    [SUMMARY_BESIDE]: { position: 'sticky', insetBlockStart: vars.space.md },
  },
});

// ─── Sections ───────────────────────────────────────────────────────────────────────────────

/** One step of the checkout: a card with its heading. */
export const section = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 },
]);

/** A section's h2. */
export const sectionTitle = cardSectionTitle;

/** Muted words under a control or a choice. */
export const hint = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** Something the shopper should know before placing: an attempt cut off, a total that changed. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
});

/** Buttons side by side, wrapping on a narrow phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// ─── Stand-ins while the cart loads ─────────────────────────────────────────────────────────

/** A grey block of a stand-in. */
export const bone = skeletonBone;

/** A stand-in section of the size the delivery and order sections come in. */
export const boneSection = style([section, { minBlockSize: '16rem' }]);

/** A stand-in summary of the size the summary comes in. */
export const boneSummary = style([section, { minBlockSize: '20rem' }]);

/** A stand-in heading. */
export const boneTitle = style({ blockSize: '1.5em', inlineSize: '40%' });

/** A stand-in line of text. */
export const boneLine = style({ blockSize: '1em', inlineSize: '80%' });

// ─── The confirmation ───────────────────────────────────────────────────────────────────────

/** The confirmation: one column no wider than reads well. */
export const placed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: '40rem',
  marginInline: 'auto',
});

/** The check mark above the heading. */
export const placedIcon = style({ color: vars.color.success });

/** The line under the heading. */
export const lead = style({ margin: 0, fontSize: vars.font.sizeLg });

/** What happens next, numbered. */
export const steps = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
