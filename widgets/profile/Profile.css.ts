import { style } from '@vanilla-extract/css';
import { WIDE } from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { vars } from '../../src/ui/theme/vars.css';

/** The menu above the section on phones; from WIDE on, the menu at the start side beside it. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: vars.space.lg,
  '@media': { [WIDE]: { gridTemplateColumns: '15rem minmax(0, 1fr)' } },
});

/** The section shown: it brings its own heading and spacing. */
export const section = style({ minInlineSize: 0 });

/** Room the section takes while its code arrives, so the footer does not jump up and back. */
export const pending = style({ minBlockSize: '60vh' });
