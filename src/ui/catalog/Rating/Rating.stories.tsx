import type { Meta, StoryObj } from '@storybook/react-vite';
import { Rating } from './Rating';

const meta = {
  title: 'Catalog/Rating',
  component: Rating,
  args: { value: 4.6 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } } },
} satisfies Meta<typeof Rating>;

export default meta;

type Story = StoryObj<typeof meta>;

/** One decimal, with the accent star; screen readers hear "Rated 4.6 out of 5". */
export const OneDecimal: Story = {};

/** A whole number still shows its decimal. */
export const Whole: Story = { args: { value: 4 } };

/** Pinned to Arabic in the dark theme. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** Pinned to English in the light theme. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };
