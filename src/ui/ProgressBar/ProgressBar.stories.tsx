import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { usePriceFormatter, useT } from '../souq';
import { ProgressBar } from './ProgressBar';
import { stack } from './ProgressBar.stories.css';

/** The cart drawer's free-delivery bar: the text says what is left, the bar how far along. */
function FreeDelivery({ value }: { value: number }): ReactNode {
  const t = useT();
  const price = usePriceFormatter();
  const remaining = t('{amount} more for free delivery', { amount: price(50) });
  return (
    <div className={stack}>
      <span>{remaining}</span>
      <ProgressBar value={value} label={t('Free delivery')} valueText={remaining} />
    </div>
  );
}

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { value: 40, label: 'Free delivery' },
  argTypes: { value: { control: { type: 'range', min: -10, max: 110 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Part of the way. */
export const Partial: Story = {};

/** Nothing yet. */
export const Empty: Story = { args: { value: 0 } };

/** All the way. */
export const Full: Story = { args: { value: 100 } };

/** With a spoken value text, as in the cart drawer. */
export const WithValueText: Story = { render: () => <FreeDelivery value={60} /> };

/** Pinned to Arabic in the dark theme: the fill grows from the right. */
export const ArabicDark: Story = {
  render: () => <FreeDelivery value={60} />,
  globals: { locale: 'ar', theme: 'dark' },
};

/** Pinned to English in the light theme: the fill grows from the left. */
export const EnglishLight: Story = {
  render: () => <FreeDelivery value={60} />,
  globals: { locale: 'en', theme: 'light' },
};
