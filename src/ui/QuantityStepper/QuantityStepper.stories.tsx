import { useSignals } from '@preact/signals-react/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { action } from 'storybook/actions';
import { useSouq } from '../souq';
import { QuantityStepper } from './QuantityStepper';

/** How long the pretend server takes to answer a change. */
const SERVER_DELAY_MS = 600;

/** Product data brings names in the shopper's language; this stands in for it. */
function useSampleName(): string {
  useSignals();
  return useSouq().store.language.value === 'ar' ? 'تفاح أحمر' : 'Red apples';
}

/** A working cart line: each press waits for a pretend server, as the cart does. */
function CartLine({ stock }: { stock: number }): ReactNode {
  const itemName = useSampleName();
  const [quantity, setQuantity] = useState(2);
  const [pending, setPending] = useState(false);
  const change = (delta: number) => {
    setPending(true);
    setTimeout(() => {
      setQuantity((current) => Math.max(0, current + delta));
      setPending(false);
    }, SERVER_DELAY_MS);
  };
  if (quantity === 0) return null;
  return (
    <QuantityStepper
      quantity={quantity}
      itemName={itemName}
      pending={pending}
      incrementDisabled={quantity >= stock}
      onIncrement={() => change(1)}
      onDecrement={() => change(-1)}
    />
  );
}

/** The stepper with the sample name and the story's args. */
function Sample(props: {
  quantity: number;
  pending?: boolean;
  incrementDisabled?: boolean;
}): ReactNode {
  return (
    <QuantityStepper
      {...props}
      itemName={useSampleName()}
      onIncrement={action('increment')}
      onDecrement={action('decrement')}
    />
  );
}

const meta = {
  title: 'Primitives/QuantityStepper',
  component: QuantityStepper,
  args: {
    quantity: 2,
    itemName: 'Red apples',
    onIncrement: action('increment'),
    onDecrement: action('decrement'),
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;

type Story = StoryObj<typeof meta>;

/** More than one: minus, count, plus. */
export const Several: Story = { render: () => <Sample quantity={2} /> };

/** Exactly one: the minus becomes "Remove". */
export const One: Story = { render: () => <Sample quantity={1} /> };

/** A change on its way: both buttons wait, a spinner shows over the count. */
export const Pending: Story = { render: () => <Sample quantity={3} pending /> };

/** Stock reached: only the plus waits. */
export const AtStockLimit: Story = { render: () => <Sample quantity={5} incrementDisabled /> };

/** A working line with stock 5, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  render: () => <CartLine stock={5} />,
  globals: { locale: 'ar', theme: 'dark' },
};

/** A working line with stock 5, pinned to English in the light theme. */
export const EnglishLight: Story = {
  render: () => <CartLine stock={5} />,
  globals: { locale: 'en', theme: 'light' },
};
