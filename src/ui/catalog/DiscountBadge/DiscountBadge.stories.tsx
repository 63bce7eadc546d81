import type { Meta, StoryObj } from '@storybook/react-vite';
import { configuredStory } from '../testing/catalogStory';
import { DiscountBadge } from './DiscountBadge';

const meta = {
  title: 'Catalog/DiscountBadge',
  component: DiscountBadge,
  args: { badge: { kind: 'percent', percent: 15 } },
  parameters: configuredStory(),
} satisfies Meta<typeof DiscountBadge>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A percent off: "-15%", "خصم 15٪" in Arabic. */
export const PercentOff: Story = {};

/** An amount off, in the shop's currency. */
export const AmountOff: Story = { args: { badge: { kind: 'amount', amount: 25 } } };

/** An amount off, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  args: { badge: { kind: 'amount', amount: 25 } },
  globals: { locale: 'ar', theme: 'dark' },
};

/** A percent off, pinned to English in the light theme. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };
