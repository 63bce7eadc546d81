/*
 * The tracking steps: a column on a narrow card, a row once the card has 36rem of room (a
 * container query on the order's card, so a page embedded in a narrow column stays a column). A
 * line joins each step to the next, in the accent colour once the order has passed it.
 */
import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/vars.css';

const MARKER = '2rem';
const WIDE = '(min-width: 36rem)';

/** The colour of the line from a step to the next. */
const lineColour = createVar();

/** The list: one step under the other, or four side by side. */
export const steps = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [WIDE]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.sm },
  },
});

/** A step the order has passed. */
export const stepDone = style({});

/** The step the order is at. */
export const stepCurrent = style({});

/** A step still ahead: muted. */
export const stepAhead = style({ color: vars.color.textMuted });

/** One step: its marker, then its name and time; the line to the next step hangs from it. */
export const step = style({
  vars: { [lineColour]: vars.color.border },
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minInlineSize: 0,
  selectors: {
    // Past a step the line on to the next is in the accent colour.
    [`${stepDone}&`]: { vars: { [lineColour]: vars.color.accent } },
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${MARKER} / 2 - 1px)`,
      insetBlockStart: `calc(${MARKER} + ${vars.space.xs})`,
      insetBlockEnd: `calc(${vars.space.xs} - ${vars.space.lg})`,
      inlineSize: '2px',
      background: lineColour,
    },
  },
  '@container': {
    [WIDE]: {
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      selectors: {
        // From just past this marker to just before the next one, a column gap away.
        '&:not(:last-child)::after': {
          insetBlockStart: `calc(${MARKER} / 2 - 1px)`,
          insetBlockEnd: 'auto',
          insetInlineStart: `calc(50% + ${MARKER} / 2 + ${vars.space.xs})`,
          insetInlineEnd: `calc(${MARKER} / 2 + ${vars.space.xs} - 50% - ${vars.space.sm})`,
          inlineSize: 'auto',
          blockSize: '2px',
        },
      },
    },
  },
});

/** The round marker: a check for a step passed, the step's number otherwise. */
export const marker = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  inlineSize: MARKER,
  blockSize: MARKER,
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
  selectors: {
    [`${stepDone} &`]: {
      borderColor: vars.color.accent,
      background: vars.color.accent,
      color: vars.color.accentText,
    },
    [`${stepCurrent} &`]: {
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
      color: vars.color.text,
    },
  },
});

/** The step's name and the time it was reached, one under the other. */
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  minInlineSize: 0,
  paddingBlockStart: '0.25rem',
});

/** The step's name: bold once reached. */
export const name = style({
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  selectors: { [`${stepAhead} &`]: { fontWeight: 'normal' } },
});

/** When the step was reached. */
export const time = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
