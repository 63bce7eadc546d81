import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, ChevronRight, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { row } from './Icon.stories.css';

/** A plain icon beside two directional ones, to compare how each behaves in both directions. */
function Directions(): ReactNode {
  return (
    <div className={row}>
      <Icon icon={ShoppingCart} size={32} />
      <Icon icon={ArrowRight} size={32} mirrorInRtl />
      <Icon icon={ChevronRight} size={32} mirrorInRtl />
    </div>
  );
}

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { icon: ShoppingCart, size: 32 },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Icon>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A non-directional icon: the same in both directions. */
export const Plain: Story = {};

/** A directional icon: it points forward, so to the left in Arabic. */
export const MirroredInRtl: Story = { args: { icon: ChevronRight, mirrorInRtl: true } };

/** Plain and directional icons, pinned to Arabic in the dark theme: the arrows point left. */
export const ArabicDark: Story = {
  render: () => <Directions />,
  globals: { locale: 'ar', theme: 'dark' },
};

/** Plain and directional icons, pinned to English in the light theme: the arrows point right. */
export const EnglishLight: Story = {
  render: () => <Directions />,
  globals: { locale: 'en', theme: 'light' },
};
