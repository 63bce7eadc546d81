import { style } from '@vanilla-extract/css';
import { frameColours } from './storyFrame.css';

// Logical properties only: each rule below flips by itself when the direction does.

/** The sample card: an accent bar on the start edge, text aligned to the start. */
export const card = style(
  {
    maxInlineSize: '26rem',
    backgroundColor: frameColours.surface,
    color: frameColours.text,
    borderInlineStart: `0.375rem solid ${frameColours.accent}`,
    borderRadius: '0.5rem',
    paddingBlock: '1rem',
    paddingInlineStart: '1.5rem',
    paddingInlineEnd: '1rem',
    textAlign: 'start',
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5rem',
  },
  'card',
);

/** The card's heading. */
export const title = style({ margin: 0, fontSize: '1.125rem' }, 'title');

/** A row that starts at the start edge and pushes its last item to the end edge. */
export const row = style(
  {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: '1rem',
  },
  'row',
);

/** Secondary text. */
export const muted = style({ color: frameColours.muted, margin: 0 }, 'muted');

/** A badge pinned to the end edge. */
export const badge = style(
  {
    color: frameColours.accent,
    border: `1px solid ${frameColours.accent}`,
    borderRadius: '999px',
    paddingInline: '0.5rem',
    whiteSpace: 'nowrap',
  },
  'badge',
);

/** The legend under the card, saying what to look for. */
export const legend = style(
  {
    marginBlockStart: '1.5rem',
    maxInlineSize: '40rem',
    color: frameColours.muted,
  },
  'legend',
);
