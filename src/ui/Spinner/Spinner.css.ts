import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

/** The ring: a circle in the current text colour with one quarter left faint, so turning shows. */
export const ring = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  borderRadius: vars.radius.pill,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderBlockStartColor: 'transparent',
  '@media': {
    // Without motion the ring stays still: the gap and the status name still say "loading".
    '(prefers-reduced-motion: no-preference)': {
      animation: `${spin} 0.8s linear infinite`,
    },
  },
});

/** Ring sizes: `sm` follows the text it sits in, `md` and `lg` stand alone. */
export const ringSize = styleVariants({
  sm: { inlineSize: '1em', blockSize: '1em', borderWidth: '0.125em' },
  md: { inlineSize: '1.5rem', blockSize: '1.5rem', borderWidth: '0.1875rem' },
  lg: { inlineSize: '2.5rem', blockSize: '2.5rem', borderWidth: '0.25rem' },
});

/** The status wrapper adds no box of its own. */
export const status = style({ display: 'inline-flex' });
