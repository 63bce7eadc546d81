import { style } from '@vanilla-extract/css';
import { frameColours } from './storyFrame.css';

/** The search field's label and input, stacked. */
export const search = style(
  {
    display: 'flex',
    flexDirection: 'column',
    gap: '0.25rem',
    maxInlineSize: '28rem',
    marginBlockEnd: '1rem',
  },
  'search',
);

/** The search input. */
export const searchInput = style(
  {
    font: 'inherit',
    color: 'inherit',
    backgroundColor: frameColours.surface,
    border: `1px solid ${frameColours.border}`,
    borderRadius: '0.375rem',
    paddingBlock: '0.375rem',
    paddingInline: '0.625rem',
  },
  'searchInput',
);

/** The message table. */
export const table = style(
  {
    borderCollapse: 'collapse',
    inlineSize: '100%',
  },
  'table',
);

/** The table's caption, which also counts the rows shown. */
export const caption = style(
  {
    captionSide: 'top',
    textAlign: 'start',
    fontWeight: 600,
    paddingBlockEnd: '0.5rem',
  },
  'caption',
);

/** Header and data cells. */
export const cell = style(
  {
    textAlign: 'start',
    verticalAlign: 'top',
    borderBlockEnd: `1px solid ${frameColours.border}`,
    paddingBlock: '0.5rem',
    paddingInline: '0.75rem',
  },
  'cell',
);

/** The key column: the English source strings, set apart from the translations. */
export const keyCell = style(
  {
    fontWeight: 400,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: '0.8125rem',
    color: frameColours.muted,
    inlineSize: '40%',
  },
  'keyCell',
);

/** The sample counts of a plural message and what each one reads. */
export const pluralForms = style(
  {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: '1rem',
    rowGap: '0.25rem',
    margin: 0,
  },
  'pluralForms',
);

/** One sample count and its plural category. */
export const pluralCount = style(
  {
    color: frameColours.muted,
    fontVariantNumeric: 'tabular-nums',
  },
  'pluralCount',
);

/** The text a sample count produces. */
export const pluralText = style({ margin: 0 }, 'pluralText');
