import { style } from '@vanilla-extract/css';
import { typedColumnPage } from '../../src/ui/catalog/catalogPage.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { cardSurface, skeletonBone } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

// ─── Page ───────────────────────────────────────────────────────────────────────────────────

/** The page: heading, what to do, the orders to pick, the form, then the tracked order. */
export const page = style([
  typedColumnPage,
  { maxInlineSize: '52rem', marginInline: 'auto', paddingBlock: vars.space.lg },
]);

/** The page's heading has the column's gap below it, not its own margin. */
export const title = style({ marginBlockEnd: 0 });

/** What to do on the page, muted under its heading. */
export const intro = style({ margin: 0, color: vars.color.textMuted });

/** A section's heading (the orders under way). */
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

// ─── Form ───────────────────────────────────────────────────────────────────────────────────

/** The form: a card of its fields and Track. */
export const form = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 },
]);

/** The id and the phone: side by side where they fit, one under the other on a phone. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** Track: as wide as its words, at the form's start edge. */
export const submit = style({ alignSelf: 'flex-start' });

// ─── Orders under way ───────────────────────────────────────────────────────────────────────

/** The orders under way: their heading, then the list. */
export const running = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The orders to pick: one column on a phone, as many as fit wider. */
export const runningList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** An order to pick: a card-like button, ringed in the accent colour while it is tracked. */
export const runningOrder = style([
  cardSurface,
  {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    inlineSize: '100%',
    minBlockSize: '5.5rem',
    font: 'inherit',
    color: vars.color.text,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.accent },
      '&:focus-visible': focusOutline,
      '&[aria-pressed="true"]': {
        borderColor: vars.color.accent,
        boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
        background: vars.color.accentSoft,
      },
    },
  },
]);

/** "Order #…", in bold. */
export const runningId = style({ fontWeight: vars.font.weightBold });

/** The order's store. */
export const runningStore = style({ overflowWrap: 'anywhere' });

/** Its total and the day it was placed, small and muted. */
export const runningMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

/** A stand-in order while the list loads. */
export const runningBone = style([skeletonBone, { border: 'none', cursor: 'default' }]);

/** No orders under way, or the list failed: muted words. */
export const runningNote = style({ margin: 0, color: vars.color.textMuted });

/** The failed list: its words beside Try again. */
export const runningFailure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
