import type { Meta, StoryObj } from '@storybook/react-vite';
import { DirectionSample } from './DirectionSample';

const meta = {
  title: 'Foundations/Direction and theme',
  component: DirectionSample,
} satisfies Meta<typeof DirectionSample>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Follows the Locale and Theme toolbar. */
export const Sample: Story = {};

/** Pinned to Arabic (right to left) in the light theme. */
export const ArabicLight: Story = { globals: { locale: 'ar', theme: 'light' } };

/** Pinned to Arabic (right to left) in the dark theme. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** Pinned to English (left to right) in the light theme. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };

/** Pinned to English (left to right) in the dark theme. */
export const EnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };
