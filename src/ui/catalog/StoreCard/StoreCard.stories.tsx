import { useSignals } from '@preact/signals-react/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { Store } from '../../../core/api/wire';
import type { Locale } from '../../../core/i18n';
import { useSouq } from '../../souq';
import { configuredStory } from '../testing/catalogStory';
import * as css from '../testing/catalogStory.css';
import { StoreCard, StoreCardSkeleton } from './StoreCard';

/** Sample stores in both languages: rated with a discount, rated, and brand new. */
function sampleStores(language: Locale): Store[] {
  const ar = language === 'ar';
  return [
    {
      id: 3,
      name: ar ? 'تمور الدلتا' : 'Delta Dates',
      logo: 'store-3.png',
      discount: 15,
      avg_rating: 4.8,
      delivery_time: '20-30 min',
      minimum_delivery_time: 20,
      maximum_delivery_time: 30,
    },
    {
      id: 1,
      name: ar ? 'السوق الطازج' : 'Fresh Market',
      logo: 'store-1.png',
      avg_rating: 4.6,
      delivery_time: '30-40 min',
      minimum_delivery_time: 30,
      maximum_delivery_time: 40,
    },
    { id: 9, name: ar ? 'بقالة الحي، فرع الكورنيش الجديد' : 'Corner Grocery, new Corniche branch' },
  ];
}

interface StoreGridProps {
  /** How many of the sample stores show. */
  count: number;
}

/** Store cards of the sample stores in the story's language. */
function StoreGrid({ count }: StoreGridProps): ReactNode {
  useSignals();
  const language = useSouq().locale.language.value;
  return (
    <ul className={css.storeGrid}>
      {sampleStores(language)
        .slice(0, count)
        .map((store) => (
          <StoreCard key={store.id} store={store} />
        ))}
    </ul>
  );
}

const meta = {
  title: 'Catalog/StoreCard',
  component: StoreGrid,
  args: { count: 3 },
  parameters: configuredStory(),
} satisfies Meta<typeof StoreGrid>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A discounted store, a rated one, and a new one with a long name and no logo yet. */
export const Stores: Story = {};

/** The stand-ins while a list loads. */
export const Loading: Story = {
  render: () => (
    <ul className={css.storeGrid}>
      <StoreCardSkeleton />
      <StoreCardSkeleton />
    </ul>
  ),
};

/** Pinned to Arabic in the dark theme. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** Pinned to English in the light theme. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };
