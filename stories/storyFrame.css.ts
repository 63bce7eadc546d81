import { createVar, style } from '@vanilla-extract/css';

/** Page colours of the story frame; stories read them so they follow the toolbar theme. */
export const frameColours = {
  page: createVar('page'),
  surface: createVar('surface'),
  text: createVar('text'),
  muted: createVar('muted'),
  accent: createVar('accent'),
  border: createVar('border'),
};

/** The wrapper every story renders in: light by default, dark when `data-theme="dark"`. */
export const frame = style(
  {
    vars: {
      [frameColours.page]: '#ffffff',
      [frameColours.surface]: '#f6f7f9',
      [frameColours.text]: '#1b1f24',
      [frameColours.muted]: '#57606a',
      [frameColours.accent]: '#0b6e4f',
      [frameColours.border]: '#d0d7de',
    },
    backgroundColor: frameColours.page,
    color: frameColours.text,
    colorScheme: 'light',
    boxSizing: 'border-box',
    paddingBlock: '1.5rem',
    paddingInline: '1.5rem',
    fontFamily: 'system-ui, "Noto Sans Arabic", "Segoe UI", sans-serif',
    lineHeight: 1.5,
    selectors: {
      '&[data-theme="dark"]': {
        vars: {
          [frameColours.page]: '#0f1419',
          [frameColours.surface]: '#1a2129',
          [frameColours.text]: '#e6edf3',
          [frameColours.muted]: '#9da7b3',
          [frameColours.accent]: '#4cc38a',
          [frameColours.border]: '#3a444f',
        },
        colorScheme: 'dark',
      },
    },
  },
  'frame',
);

/** Added when the story is the whole page (not a block on a docs page), so the colour fills it. */
export const standaloneFrame = style({ minBlockSize: '100vh' }, 'standalone');
