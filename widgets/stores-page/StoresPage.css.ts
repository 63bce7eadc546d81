import { style } from '@vanilla-extract/css';
import { WIDE } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import {
  columnPageTitle,
  listEmpty,
  listFailure,
  failureText as sharedFailureText,
  typedColumnPage,
} from '../../src/ui/catalog/catalogPage.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The page: the kit's font and colours; its heading, tabs and stores closer than other pages'. */
export const page = style([typedColumnPage, { gap: vars.space.md }]);

/** 'Stores': the page's h1. */
export const title = columnPageTitle;

/** The chosen list's panel. */
export const panel = style({ minInlineSize: 0 });

/** How many stores the list holds, read out as it changes. */
export const count = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  minBlockSize: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** The store cards: one column on phones, as many as fit on wider screens. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [WIDE]: { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' },
  },
});

/** No store in this list. */
export const empty = listEmpty;

/** A failure with its Try again button. */
export const failure = listFailure;

/** The failure's words. */
export const failureText = sharedFailureText;
