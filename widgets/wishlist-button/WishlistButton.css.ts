import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/vars.css';

/*
 * The heart sits on pictures of any colour (pale tiles, dark photos), so it carries its own round
 * backdrop in the surface colour: its icon then keeps the contrast of text on a surface (over
 * 3:1, WCAG non-text contrast) in either scheme, whatever is behind it. The class is doubled to
 * win over the ghost button's transparent background whatever order the stylesheets load in.
 */
const onOwnBackdrop = (color: string) =>
  style({
    selectors: {
      '&&': {
        color,
        backgroundColor: vars.color.surface,
        borderColor: vars.color.border,
        borderRadius: vars.radius.pill,
        boxShadow: `0 1px 4px ${vars.color.shadow}`,
      },
      '&&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
    },
  });

/** The heart of an item that is not wished: an outline in the text colour. */
export const notWished = onOwnBackdrop(vars.color.text);

/** The heart of a wished item: filled, in the danger (red) colour. */
export const wished = onOwnBackdrop(vars.color.danger);

// The lucide heart is an outline; filling it with its stroke colour is what "wished" looks like.
globalStyle(`${wished} svg`, { fill: 'currentColor' });
