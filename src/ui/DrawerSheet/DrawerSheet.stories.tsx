import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { SHEET_SIDES } from '../SideSheet';
import { useT } from '../souq';
import { DrawerSheet } from './DrawerSheet';
import { type DrawerProps, useDrawer } from './useDrawer';

interface CartLikeDrawerProps extends DrawerProps {
  /** The count in the button's bubble and the title. */
  count: number;
}

/** A cart-like drawer built the way the cart and wishlist drawers are, in the story's language. */
function CartLikeDrawer({ count, ...props }: CartLikeDrawerProps): ReactNode {
  const t = useT();
  const drawer = useDrawer(props);
  return (
    <DrawerSheet
      state={drawer}
      icon={ShoppingBag}
      count={count}
      label={t('cart_button_label', { count })}
      title={t('Cart')}
      footer={count > 0 ? <Button fullWidth>{t('Proceed to Checkout')}</Button> : undefined}
    >
      <p>{count > 0 ? t('cart_items_count', { count }) : t('Your cart is empty')}</p>
    </DrawerSheet>
  );
}

const meta = {
  title: 'Primitives/DrawerSheet',
  component: CartLikeDrawer,
  args: { count: 3 },
  argTypes: { side: { control: 'inline-radio', options: SHEET_SIDES } },
} satisfies Meta<typeof CartLikeDrawer>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Closed: the button with its count; pressing it opens the sheet. */
export const Closed: Story = {};

/** Open from the inline end, with the footer's action. */
export const Open: Story = { args: { open: true } };

/** Open from the inline start. */
export const FromTheStart: Story = { args: { open: true, side: 'start' } };

/** Nothing counted: no bubble on the button, no footer in the sheet. */
export const Empty: Story = { args: { count: 0, open: true } };

/** Open, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = { args: { open: true }, globals: { locale: 'ar', theme: 'dark' } };

/** Open, pinned to English in the light theme. */
export const EnglishLight: Story = {
  args: { open: true },
  globals: { locale: 'en', theme: 'light' },
};
