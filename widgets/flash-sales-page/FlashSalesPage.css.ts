import { style } from '@vanilla-extract/css';
import { loading as pulsing } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import {
  failureText as sharedFailureText,
  listFailure,
  promotionPage,
} from '../../src/ui/catalog/catalogPage.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The page: its heading and countdown, then the sale's items. */
export const page = promotionPage;

/** "Flash Sale", the sale's title and its countdown; as tall before the sale arrives as after. */
export const header = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.lg,
  minBlockSize: '6.5rem',
});

/** The sale's title, close under "Flash Sale". */
export const title = style({ marginBlockEnd: 0 });

/** "Flash Sale" above the sale's own title. */
export const eyebrow = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** The sale's items: two columns on phones, as many as fit on wider screens. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(45%, 10.5rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The stand-in grid pulses as one while it loads. */
export const loading = pulsing;

/** The bottom of a card: the sale stock above the add-to-cart control. */
export const cardFoot = style({ display: 'grid', gap: vars.space.sm });

/** The sale stock: the bar and its words. */
export const stock = style({ display: 'grid', gap: vars.space.xs });

/** "3 sold, 7 left", small and muted. */
export const stockText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** Show more, centred under the grid. */
export const more = style({
  display: 'grid',
  justifyItems: 'center',
  marginBlockStart: vars.space.lg,
});

/** The invisible end of the grid that reads the next page as it scrolls near. */
export const trigger = style({ blockSize: '1px', inlineSize: '100%' });

/** A failed page: what went wrong, and Try again, centred under the grid. */
export const failure = style([
  listFailure,
  { justifyContent: 'center', marginBlockStart: vars.space.lg, background: vars.color.surface },
]);

/** The failure text. */
export const failureText = sharedFailureText;
