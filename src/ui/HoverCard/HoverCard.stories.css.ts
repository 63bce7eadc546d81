import { style } from '@vanilla-extract/css';
import { focusOutline } from '../theme/focusRing.css';
import { vars } from '../theme/vars.css';

/** Room under the trigger for the card. */
export const stage = style({ padding: '2rem', minBlockSize: '16rem' });

/** The card's preview: a few short lines. */
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

/** The store name in the preview. */
export const name = style({ margin: 0, fontWeight: vars.font.weightBold });

/** Secondary lines in the preview. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** Links in the story, in the accent colour with a visible focus ring. */
export const link = style({
  color: vars.color.accent,
  ':focus-visible': focusOutline,
});
