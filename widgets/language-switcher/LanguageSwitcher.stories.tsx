import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '../../src/ui/Toaster';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'Widgets/LanguageSwitcher',
  component: LanguageSwitcher,
  render: () => (
    <>
      <LanguageSwitcher />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Arabic chosen, right to left; choosing English flips the whole story and toasts. */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** English chosen, left to right. */
export const English: Story = { globals: { locale: 'en' } };

/** Arabic chosen, pinned to the dark theme. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** English chosen, pinned to the light theme. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };
