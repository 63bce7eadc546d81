import { useSignals } from '@preact/signals-react/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FixtureCase, fixtureItem } from '../../../core/testing';
import { Button } from '../../Button';
import { IconButton } from '../../IconButton';
import { useSouq, useT } from '../../souq';
import { configuredStory } from '../testing/catalogStory';
import * as css from '../testing/catalogStory.css';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

interface ProductGridProps {
  /** The fixture items shown, in the story's language. */
  items: readonly FixtureCase[];
  /** Whether the page puts its wishlist and cart controls in the cards. */
  controls: boolean;
}

/** Cards of fixture items in a grid, with stand-in controls where a page puts its widgets. */
function ProductGrid({ items, controls }: ProductGridProps): ReactNode {
  useSignals();
  const t = useT();
  const language = useSouq().locale.language.value;
  return (
    <ul className={css.grid}>
      {items.map((kind) => {
        const item = fixtureItem(kind, language);
        return (
          <ProductCard
            key={kind}
            item={item}
            {...(controls
              ? {
                  wishlist: <IconButton icon={Heart} label={t('Add to wishlist')} />,
                  action: <Button fullWidth>{t('Add to Cart')}</Button>,
                }
              : {})}
          />
        );
      })}
    </ul>
  );
}

const meta = {
  title: 'Catalog/ProductCard',
  component: ProductGrid,
  args: { items: ['plain', 'percentOff', 'amountOff', 'storeDiscount'], controls: true },
  parameters: configuredStory(),
} satisfies Meta<typeof ProductGrid>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Full price, a percent off, an amount off, and a store-wide discount. */
export const Discounts: Story = {};

/** No picture (its placeholder shows) and no rating. */
export const EdgeCases: Story = { args: { items: ['noImage', 'campaign'] } };

/** The card alone, without the page's controls. */
export const WithoutControls: Story = { args: { controls: false } };

/** The stand-ins while a list loads. */
export const Loading: Story = {
  render: () => (
    <ul className={css.grid}>
      <ProductCardSkeleton />
      <ProductCardSkeleton />
      <ProductCardSkeleton />
    </ul>
  ),
};

/** Pinned to Arabic in the dark theme. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** Pinned to English in the light theme. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };
