import { keyframes, style } from '@vanilla-extract/css';
import { focusOutline } from '../theme/focusRing.css';
import { popoverSurface } from '../theme/surfaces.css';
import { vars } from '../theme/vars.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

/** The card: a raised surface next to its trigger, wide enough for a short preview. */
export const card = style([
  popoverSurface,
  {
    maxInlineSize: 'min(20rem, calc(100vw - 1rem))',
    padding: vars.space.lg,
    ':focus-visible': focusOutline,
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${appear} ${vars.motion.duration} ease-out`,
      },
    },
  },
]);
