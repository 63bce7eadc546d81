import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Heart, ShoppingCart, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../souq';
import { IconButton } from './IconButton';
import { row } from './IconButton.stories.css';

/** The header's cart button: the label says the count that the bubble shows. */
function CartButton({ count }: { count: number }): ReactNode {
  const t = useT();
  const label = count > 0 ? `${t('Cart')} (${t('cart_items_count', { count })})` : t('Cart');
  return <IconButton icon={ShoppingCart} label={label} badge={count} />;
}

/** A row of icon buttons in each variant and size, with and without a count. */
function Toolbar(): ReactNode {
  const t = useT();
  return (
    <div className={row}>
      <IconButton icon={ArrowRight} label={t('See All')} mirrorInRtl />
      <IconButton icon={Heart} label={t('Wishlist')} variant="secondary" badge={2} />
      <CartButton count={3} />
      <CartButton count={120} />
      <IconButton icon={X} label={t('Close')} size="sm" />
      <IconButton icon={ShoppingCart} label={t('Add to Cart')} variant="primary" />
      <IconButton icon={X} label={t('Delete')} variant="danger" disabled />
    </div>
  );
}

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  render: () => <CartButton count={0} />,
  args: { icon: ShoppingCart, label: 'Cart' },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The quiet default: an icon whose name is read, not shown. */
export const Plain: Story = {};

/** With a count bubble on the inline-end top corner. */
export const WithBadge: Story = { render: () => <CartButton count={3} /> };

/** A count above 99 shows as 99+. */
export const LargeCount: Story = { render: () => <CartButton count={120} /> };

/** Every variant and size, pinned to Arabic in the dark theme: bubbles sit top left. */
export const ArabicDark: Story = {
  render: () => <Toolbar />,
  globals: { locale: 'ar', theme: 'dark' },
};

/** Every variant and size, pinned to English in the light theme: bubbles sit top right. */
export const EnglishLight: Story = {
  render: () => <Toolbar />,
  globals: { locale: 'en', theme: 'light' },
};
