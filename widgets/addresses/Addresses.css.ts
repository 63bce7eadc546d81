import { style } from '@vanilla-extract/css';
import { WIDE } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { columnPageTitle, paddedColumnPage } from '../../src/ui/catalog/catalogPage.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

// ─── The page ───────────────────────────────────────────────────────────────────────────────

/** The page: its heading, Add a new address, then the addresses or the form. */
export const page = style([paddedColumnPage, { gap: vars.space.md }]);

/** 'My Addresses': the page's h1. */
export const title = columnPageTitle;

/** Add a new address, at the start of the line. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** What an empty list adds under its notice. */
export const emptyHint = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center' });

// ─── Addresses ──────────────────────────────────────────────────────────────────────────────

/** The addresses: one column on phones, two on wider screens. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [WIDE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** One address. */
export const card = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minInlineSize: 0,
    overflowWrap: 'anywhere',
  },
]);

/** The kind's picture and name. */
export const cardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** The kind's picture, in the accent colour. */
export const typeIcon = style({ flex: 'none', color: vars.color.accent });

/** The kind, as the card's heading. */
export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

/** The address line as written. */
export const line = style({ margin: 0 });

/** The door details and the contact, smaller and muted. */
export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** Edit and Delete, at the card's end. */
export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
});

// ─── The form ───────────────────────────────────────────────────────────────────────────────

/** The form to add or edit, in a card of its own. */
export const editor = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.md },
]);

/** 'Add a new address' or 'Edit address'. */
export const editorTitle = style({ margin: 0, fontSize: vars.font.sizeLg });

/** The fields, then the buttons. */
export const editorForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Save address and Cancel. */
export const editorActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// ─── Stand-ins ──────────────────────────────────────────────────────────────────────────────

/** A grey block of a stand-in card. */
export const bone = skeletonBone;

/** The stand-in kind, line and details. */
export const boneTitle = style({ blockSize: '1.4em', inlineSize: '30%' });
export const boneLine = style({ blockSize: '1.2em', inlineSize: '80%' });
export const boneDetail = style({ blockSize: '2.4em', inlineSize: '60%' });
