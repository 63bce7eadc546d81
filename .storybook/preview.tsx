import type { Preview } from '@storybook/react-vite';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../src/core/i18n';
import type { ResolvedTheme } from '../src/core/theme';
import { StoryFrame } from '../stories/StoryFrame';
import { StorySouq, type StorySouqParameters } from '../stories/storySouq';

function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

function themeOf(value: unknown): ResolvedTheme {
  return value === 'dark' ? 'dark' : 'light';
}

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language and direction of the story',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'ar', title: 'العربية', right: 'RTL' },
          { value: 'en', title: 'English', right: 'LTR' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme of the story',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE, theme: 'light' },
  decorators: [
    (Story, context) => (
      <StoryFrame
        locale={localeOf(context.globals.locale)}
        theme={themeOf(context.globals.theme)}
        standalone={context.viewMode === 'story'}
      >
        <StorySouq
          storyId={context.id}
          locale={localeOf(context.globals.locale)}
          theme={themeOf(context.globals.theme)}
          parameters={context.parameters.souq as StorySouqParameters | undefined}
        >
          <Story />
        </StorySouq>
      </StoryFrame>
    ),
  ],
  parameters: {
    // The frame paints the page itself, so Storybook's own padding would show a white border.
    layout: 'fullscreen',
    // Fail the a11y panel (and any test runner) on violations rather than listing them as todo.
    a11y: { test: 'error' },
  },
};

export default preview;
