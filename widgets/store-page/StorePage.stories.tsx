import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FAKE_PHARMACY_STORE_ID,
  FIXTURE_CLOSED_STORE_ID,
  fixtureItem,
  fixtureItems,
} from '../../src/core/testing';
import { shopStoryIn } from '../../stories/shopStory';
import { callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { withPharmacies } from '../prescription-order/testing/pharmacyShop';
import { StorePage } from './StorePage';

/** The store's details, which the whole page waits for. */
const storeDetails = (path: string) => path.includes('/stores/details/');

/** The switched-off store with a few spices of its own, so its turned-off buttons show. */
const spiceShop = [
  ...fixtureItems('en'),
  ...(['plain', 'percentOff'] as const).map((kind, index) => ({
    ...fixtureItem(kind, 'en'),
    id: 60 + index,
    slug: `spice-${index}`,
    store_id: FIXTURE_CLOSED_STORE_ID,
  })),
];

const meta = {
  title: 'Pages/StorePage',
  component: StorePage,
  args: { storeId: 1 },
  decorators: [withToaster],
} satisfies Meta<typeof StorePage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A store open around the clock: header, popular items, all items with search, rating summary. */
export const Loaded: Story = shopStoryIn('en', 'light');

/** A pharmacy: its header offers an order with a prescription, for this pharmacy. */
export const Pharmacy: Story = {
  args: { storeId: FAKE_PHARMACY_STORE_ID },
  ...shopStoryIn('ar', 'light', { wrapFetch: withPharmacies }),
};

/** The same store in Arabic, light. */
export const ArabicLight: Story = shopStoryIn('ar', 'light');

/** A store with a 15% discount, by its slug, in Arabic, dark. */
export const ArabicDark: Story = { args: { storeId: 'delta-dates' }, ...shopStoryIn('ar', 'dark') };

/** A store with a minimum order, in English, dark. */
export const EnglishDark: Story = { args: { storeId: 2 }, ...shopStoryIn('en', 'dark') };

/** A switched-off store: closed whatever its hours, its add buttons off. */
export const Closed: Story = {
  args: { storeId: FIXTURE_CLOSED_STORE_ID },
  ...shopStoryIn('en', 'light', { items: spiceShop }),
};

/** A store without items: 'Items not found!' and no popular row. */
export const Empty: Story = shopStoryIn('ar', 'light', { items: [] });

/** The store is on its way: the header's boxes at their final sizes. */
export const Loading: Story = shopStoryIn('en', 'light', {
  wrapFetch: callsNeverAnswer(storeDetails),
});

/** The store could not be loaded: said so, with Try again. */
export const Failed: Story = shopStoryIn('ar', 'dark', { wrapFetch: callsFail(storeDetails) });

/** No such store: said so, with a way home. */
export const NotFound: Story = { args: { storeId: 999 }, ...shopStoryIn('en', 'light') };
