import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Country } from '../../src/core/api/wire';
import { Toaster } from '../../src/ui/Toaster';
import { shopStory } from '../../stories/shopStory';
import { CountrySwitcher } from './CountrySwitcher';

/** A shop that has opened Saudi Arabia too, so there is another country to move to. */
const SAUDI_OPEN: Country[] = [
  { code: 'eg', isActive: true },
  { code: 'sa', isActive: true },
  { code: 'in', isActive: false },
];

/** Opens the list once the shop's configuration has loaded. */
const openList: NonNullable<Story['play']> = async ({ canvasElement }) => {
  const button = await within(canvasElement).findByRole('button', { name: /^(Country|الدولة): / });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
};

const meta = {
  title: 'Widgets/CountrySwitcher',
  component: CountrySwitcher,
  render: () => (
    <>
      <CountrySwitcher />
      <Toaster />
    </>
  ),
  parameters: shopStory(),
} satisfies Meta<typeof CountrySwitcher>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Egypt, the one open country, chosen on the first load; the list is closed. */
export const Closed: Story = {};

/** The list: Egypt chosen, Saudi Arabia and India coming soon and not selectable. */
export const Open: Story = { play: openList };

/** A backend that never answers, so the first load never ends. */
const neverAnswers: typeof globalThis.fetch = () => new Promise(() => {});

/** Before the shop's configuration has loaded: the default country, nothing to choose yet. */
export const NotLoaded: Story = { parameters: shopStory({ wrapFetch: () => neverAnswers }) };

/** Saudi Arabia has opened: picking it asks first; yes saves it and reloads /home. */
export const Confirming: Story = {
  parameters: shopStory({ config: { countries: SAUDI_OPEN } }),
  play: async (context) => {
    await openList(context);
    await userEvent.click(
      await within(context.canvasElement).findByRole('option', {
        name: /^(Saudi Arabia|السعودية)/,
      }),
    );
  },
};

/** The open list, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = { play: openList, globals: { locale: 'ar', theme: 'dark' } };

/** The open list, pinned to English in the light theme. */
export const EnglishLight: Story = { play: openList, globals: { locale: 'en', theme: 'light' } };
