import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Search, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { userEvent } from 'storybook/test';
import { LOGICAL_SIDES, type LogicalSide } from '../floating';
import { IconButton } from '../IconButton';
import { useT } from '../souq';
import { Tooltip } from './Tooltip';
import { stage } from './Tooltip.stories.css';
import { TooltipGroup } from './TooltipGroup';

/** One icon button with a tooltip on the given side, texts in the story's language. */
function CartTooltip({ side }: { side: LogicalSide }): ReactNode {
  const t = useT();
  return (
    <div className={stage}>
      <Tooltip content={t('Proceed to Checkout')} side={side}>
        <IconButton icon={ShoppingCart} label={t('Cart')} />
      </Tooltip>
    </div>
  );
}

/** A toolbar whose tooltips share one delay: after the first, the next opens at once. */
function Toolbar(): ReactNode {
  const t = useT();
  return (
    <div className={stage}>
      <TooltipGroup>
        <Tooltip content={t('Search items or stores')}>
          <IconButton icon={Search} label={t('Search')} />
        </Tooltip>
        <Tooltip content={t('Wishlist')}>
          <IconButton icon={Heart} label={t('Wishlist')} />
        </Tooltip>
        <Tooltip content={t('Proceed to Checkout')}>
          <IconButton icon={ShoppingCart} label={t('Cart')} />
        </Tooltip>
      </TooltipGroup>
    </div>
  );
}

// Keyboard focus opens a tooltip at once, so the open state needs no waiting.
const focusFirstTrigger: Story['play'] = async () => {
  await userEvent.tab();
};

const meta = {
  title: 'Primitives/Tooltip',
  component: CartTooltip,
  args: { side: 'top' },
  argTypes: { side: { control: 'inline-radio', options: LOGICAL_SIDES } },
} satisfies Meta<typeof CartTooltip>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Closed: rest the pointer on the button for 700 ms, or focus it. */
export const Closed: Story = {};

/** Shown above its trigger after keyboard focus. */
export const Open: Story = { play: focusFirstTrigger };

/** Shown on the inline end: the right in English, the left in Arabic. */
export const OnTheEnd: Story = { args: { side: 'end' }, play: focusFirstTrigger };

/** A group: move the pointer along the toolbar and only the first tooltip waits. */
export const Group: Story = { render: () => <Toolbar /> };

/** Open, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  play: focusFirstTrigger,
  globals: { locale: 'ar', theme: 'dark' },
};

/** Open, pinned to English in the light theme. */
export const EnglishLight: Story = {
  play: focusFirstTrigger,
  globals: { locale: 'en', theme: 'light' },
};
