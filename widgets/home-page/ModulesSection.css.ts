import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/vars.css';

/** The module tiles and the current module's own entries; gone where the shop has neither. */
export const modules = style({
  display: 'grid',
  gap: vars.space.md,
  minInlineSize: 0,
  marginBlockEnd: vars.space.xl,
  selectors: { '&:empty': { display: 'none' } },
});
