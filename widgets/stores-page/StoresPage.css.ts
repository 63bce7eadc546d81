import { style } from '@vanilla-extract/css';
import { WIDE } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import {
  failureText as sharedFailureText,
  listEmpty,
  listFailure,
} from '../../src/ui/catalog/catalogPage.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The page: the kit's font and colours. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

/** 'Stores': the page's h1. */
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
});

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
