import { style, styleVariants } from '@vanilla-extract/css';
import { columnPageTitle, paddedColumnPage } from '../../src/ui/catalog/catalogPage.css';
import { focusOutline } from '../../src/ui/theme/focusRing.css';
import { cardSurface } from '../../src/ui/theme/surfaces.css';
import { vars } from '../../src/ui/theme/vars.css';

// ─── The page ───────────────────────────────────────────────────────────────────────────────

/** The page: its heading, the conversation, then the composer. */
export const page = style([paddedColumnPage, { gap: vars.space.md }]);

/** 'Inbox': the page's h1. */
export const title = columnPageTitle;

// ─── The conversation ───────────────────────────────────────────────────────────────────────

/** The chat log: it scrolls on its own, so the composer stays in reach under it. */
export const log = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    blockSize: 'min(60vh, 36rem)',
    overflowBlock: 'auto',
    overflowY: 'auto',
    paddingBlock: vars.space.md,
    paddingInline: vars.space.md,
    selectors: { '&:focus-visible': focusOutline },
  },
]);

/** Show earlier messages, centred above the oldest one. */
export const earlier = style({ display: 'flex', justifyContent: 'center' });

/** One day's messages under its heading. */
export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The day's name, small and centred between the days. */
export const dayTitle = style({
  margin: 0,
  alignSelf: 'center',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: 'normal',
});

/** The messages of a day. */
export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

const row = style({ display: 'flex', minInlineSize: 0 });

/** The customer's messages sit at the end side (the left in Arabic). */
export const mine = style([row, { justifyContent: 'flex-end' }]);

/** Support's messages sit at the start side. */
export const theirs = style([row, { justifyContent: 'flex-start' }]);

const bubbleBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxInlineSize: 'min(80%, 32rem)',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
});

/** A message's bubble: the customer's in the accent, support's on the muted surface. */
export const bubble = styleVariants({
  mine: [
    bubbleBase,
    {
      background: vars.color.accent,
      color: vars.color.accentText,
      borderEndEndRadius: vars.radius.sm,
    },
  ],
  theirs: [
    bubbleBase,
    {
      background: vars.color.surfaceMuted,
      color: vars.color.text,
      borderEndStartRadius: vars.radius.sm,
    },
  ],
});

/** The message's text, its line breaks kept. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: vars.font.lineHeight });

/** A message on its way: the customer's bubble, faded until the server has it. */
export const sending = style({ opacity: 0.7 });

/** A message that could not be sent: the customer's bubble, outlined in the danger colour. */
export const failed = style({ outline: `2px solid ${vars.color.danger}`, outlineOffset: '2px' });

/** 'Sending…' or 'Not sent' with why, in place of the time. */
export const outgoingState = style({
  margin: 0,
  alignSelf: 'flex-end',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

/** Why a message failed and its actions, under its bubble at the end side. */
export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  maxInlineSize: 'min(80%, 32rem)',
});

/** The failure's words. */
export const failureText = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  textAlign: 'end',
});

/** Send again and Delete this message. */
export const failureActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The customer's row of an outgoing message: its bubble, then what went wrong under it. */
export const outgoing = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

/** When the message was written, at the bubble's end. */
export const time = style({ alignSelf: 'flex-end', fontSize: vars.font.sizeSm, opacity: 0.8 });

// ─── The composer ───────────────────────────────────────────────────────────────────────────

/** The composer under the conversation. */
export const composer = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.md,
  },
]);

/** Send, at the composer's end. */
export const send = style({ display: 'flex', justifyContent: 'flex-end' });

/** The stand-in of the conversation while it loads. */
export const loading = style([log, { alignItems: 'center', justifyContent: 'center' }]);
