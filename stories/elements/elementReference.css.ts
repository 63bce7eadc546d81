import { globalStyle, style } from '@vanilla-extract/css';

// The docs pages are Storybook's own light pages, outside the story frame, so the reference
// keeps fixed neutral colours instead of the toolbar theme's. Logical properties only.
const border = '#d0d7de';
const muted = '#57606a';
const codeFont = 'ui-monospace, SFMono-Regular, Menlo, monospace';

/** The whole reference block. */
export const reference = style({ display: 'flex', flexDirection: 'column', gap: '0.75rem' });

/** A section heading (Embed, Attributes, Events, CSS parts). */
export const heading = style({
  fontSize: '1.25rem',
  fontWeight: 700,
  marginBlockStart: '1.5rem',
  marginBlockEnd: 0,
  paddingBlockEnd: '0.25rem',
  borderBlockEnd: `1px solid ${border}`,
});

/** The box of the HTML to paste; Storybook's docs styles leave a `<pre>` of their own alone. */
export const snippet = style({
  direction: 'ltr',
  textAlign: 'left',
  paddingBlock: '0.75rem',
  paddingInline: '1rem',
  overflowX: 'auto',
  backgroundColor: '#f6f8fa',
  border: `1px solid ${border}`,
  borderRadius: '0.375rem',
});

/** The HTML itself. */
export const snippetCode = style({
  margin: 0,
  fontFamily: codeFont,
  fontSize: '0.8125rem',
  lineHeight: 1.6,
});

/** A table of attributes, events, parts or tokens. */
export const table = style({ borderCollapse: 'collapse', inlineSize: '100%', margin: 0 });

/** What the table lists. */
export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  color: muted,
  fontSize: '0.875rem',
  paddingBlockEnd: '0.375rem',
});

/** A header or data cell. */
export const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEnd: `1px solid ${border}`,
  paddingBlock: '0.5rem',
  paddingInline: '0.75rem',
});

/** A cell holding a name or a type, set as code. */
export const codeCell = style([
  cell,
  { fontFamily: codeFont, fontSize: '0.8125rem', whiteSpace: 'nowrap' },
]);

/** The sentence shown instead of an empty table. */
export const none = style({ margin: 0, color: muted });

/** A default value and, for a colour, its sample. */
export const defaultValue = style({ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' });

/** The sample of a colour token. */
export const swatch = style({
  display: 'inline-block',
  inlineSize: '1rem',
  blockSize: '1rem',
  flexShrink: 0,
  border: `1px solid ${border}`,
  borderRadius: '0.25rem',
});

/**
 * Holds a live story on the page. Its fixed overlays (sheets, popovers, toasts, the mobile bar)
 * are placed in the box of Storybook's zoom wrapper, a transform; containment keeps them on the
 * preview should that wrapper go.
 */
export const stage = style({ position: 'relative', contain: 'layout paint' });

/** A stage with room under the widget for a popover or a menu it opens. */
export const popoverStage = style([stage]);

/** A stage as tall as a drawer or a phone screen, for the sheets and bars that fill it. */
export const sheetStage = style([stage]);

// The zoom wrapper is the overlays' box, so it is the one that must be tall.
globalStyle(`${popoverStage} .innerZoomElementWrapper`, { minBlockSize: '22rem' });
globalStyle(`${sheetStage} .innerZoomElementWrapper`, { minBlockSize: '34rem' });
