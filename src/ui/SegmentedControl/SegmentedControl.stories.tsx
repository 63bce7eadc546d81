import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SegmentedControl } from './SegmentedControl';

const SIZES = ['S', 'M', 'L', 'XL'] as const;

function SizePicker() {
  const [size, setSize] = useState<(typeof SIZES)[number]>('M');
  return (
    <SegmentedControl
      label="Size"
      options={SIZES}
      value={size}
      onChange={setSize}
      renderOption={(option) => option}
    />
  );
}

const meta = {
  title: 'Primitives/SegmentedControl',
  component: SizePicker,
} satisfies Meta<typeof SizePicker>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Four sizes, M chosen; arrow keys move the choice (left is next in Arabic). */
export const Sizes: Story = {};

/** Pinned to Arabic in the dark theme. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** Pinned to English in the light theme. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };
