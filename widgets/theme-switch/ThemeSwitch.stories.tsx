import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ThemeSwitch } from './ThemeSwitch';

const meta = {
  title: 'Widgets/ThemeSwitch',
  component: ThemeSwitch,
  args: { compact: false },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Light chosen. */
export const Light: Story = {};

/** Dark chosen. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** System chosen: the widgets follow the operating system's scheme. */
export const System: Story = {
  // The toolbar sets a light or dark theme on every story, so System is chosen as a shopper would.
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: /System|حسب النظام/ }));
  },
};

/** Icons only, for a crowded header; the names stay for screen readers. */
export const Compact: Story = { args: { compact: true } };

/** Pinned to Arabic in the dark theme. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** Pinned to English in the light theme. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };
