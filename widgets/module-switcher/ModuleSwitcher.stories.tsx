import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { fakeShopModules } from '../../src/core/testing';
import type { ResolvedTheme } from '../../src/core/theme';
import { type ShopStoryOptions, shopStory, shopStoryIn } from '../../stories/shopStory';
import { withToaster } from '../../stories/withToaster';
import { ModulePageLinks } from './ModulePageLinks';
import { ModuleSwitcher } from './ModuleSwitcher';

/** A shop that runs every module. */
const everyModule: ShopStoryOptions = { modules: fakeShopModules };

/** A story on that shop with the module of `id` chosen on an earlier visit. */
function chosenIn(locale: Locale, theme: ResolvedTheme, id: number) {
  const { souq } = shopStory(everyModule);
  return {
    parameters: {
      souq: {
        ...souq,
        prepare: async (core: SouqCore) => {
          const chosen = fakeShopModules(locale).find((module) => module.id === id);
          if (chosen) core.store.module.value = chosen;
          await souq.prepare?.(core);
        },
      },
    },
    globals: { locale, theme },
  };
}

const meta = {
  title: 'Widgets/ModuleSwitcher',
  component: ModuleSwitcher,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof ModuleSwitcher>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The home page's tiles, the Shop chosen, in Arabic on the light theme. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', everyModule);

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', everyModule);

/** The tiles in English on the light theme; choosing one toasts and reloads the story's page. */
export const EnglishLight: Story = shopStoryIn('en', 'light', everyModule);

/** In English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark', everyModule);

/** The header's row of small pills, Food chosen on an earlier visit. */
export const Bar: Story = { ...chosenIn('en', 'light', 3), args: { layout: 'bar' } };

/** The phone menu's list, one module a line, in Arabic on the dark theme. */
export const List: Story = { ...chosenIn('ar', 'dark', 1), args: { layout: 'list' } };

/** A shop that has switched parcel off: four modules. */
export const ParcelOff: Story = shopStoryIn('en', 'light', {
  modules: (language) =>
    fakeShopModules(language).filter((module) => module.module_type !== 'parcel'),
});

/** A shop with a single module: the switcher shows nothing. */
export const SingleModule: Story = shopStoryIn('ar', 'light');

/** The pharmacy chosen: the tiles, and under them the home page's entry to prescription orders. */
export const PharmacyWithPrescription: Story = {
  ...chosenIn('ar', 'light', 4),
  render: (args) => (
    <>
      <ModuleSwitcher {...args} />
      <ModulePageLinks />
    </>
  ),
};
