import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Item } from '../../src/core/api/wire';
import type { Locale } from '../../src/core/i18n';
import { FIXTURE_IDS, fixtureItems } from '../../src/core/testing';
import { shopStory, shopStoryIn } from '../../stories/shopStory';
import { callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { ProductPage } from './ProductPage';

/** The item's details, which the whole page waits for. */
const itemDetails = (path: string) => path.startsWith('/api/v1/items/details/');

/** The fixture catalog in `language` with one item changed. */
const catalogWith = (language: Locale, id: number, change: (item: Item) => Item): Item[] =>
  fixtureItems(language).map((item) => (item.id === id ? change(item) : item));

/** The plain item with more pictures, for the gallery's thumbnails. */
const pictured = (language: Locale) =>
  catalogWith(language, FIXTURE_IDS.plain, (item) => ({
    ...item,
    images: ['bananas.svg', 'dates.svg'],
  }));

const meta = {
  title: 'Pages/ProductPage',
  component: ProductPage,
  args: { itemId: 'red-apples-1-kg' },
  decorators: [withToaster],
} satisfies Meta<typeof ProductPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A reviewed item with several pictures, in English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  items: pictured('en'),
});

/** The same page in English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark', {
  signedIn: true,
  items: pictured('en'),
});

/** The same page in Arabic, right to left, on the light theme. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  items: pictured('ar'),
});

/** The same page in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  items: pictured('ar'),
});

/** An item chosen by size, each size with its price; Large is sold out. */
export const WithVariations: Story = {
  args: { itemId: 'arabica-coffee-beans' },
  ...shopStoryIn('en', 'light', { signedIn: true }),
};

/** An item capped at 3 per order: the quantity stops there with 'Out of Limits'. */
export const Capped: Story = {
  args: { itemId: FIXTURE_IDS.capped },
  ...shopStoryIn('ar', 'light', { signedIn: true }),
};

/** The item is already in the cart: its stepper replaces the quantity and Add to Cart. */
export const InCart: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  cart: [{ itemId: FIXTURE_IDS.plain, quantity: 2 }],
});

/** Nothing left: 'Out of stock' instead of Add to Cart. */
export const OutOfStock: Story = {
  args: { itemId: FIXTURE_IDS.outOfStock },
  ...shopStoryIn('en', 'dark', { signedIn: true }),
};

/** A campaign item that starts later: the day it starts, and no Add to Cart yet. */
export const CampaignNotStarted: Story = {
  args: { itemId: FIXTURE_IDS.campaign },
  parameters: shopStory({
    signedIn: true,
    items: catalogWith('ar', FIXTURE_IDS.campaign, (item) => ({
      ...item,
      available_date_starts: '2099-03-01',
    })),
  }),
  globals: { locale: 'ar', theme: 'dark' },
};

/** A discounted item in a running flash sale: the countdown and how many are left. */
export const FlashSale: Story = {
  args: { itemId: FIXTURE_IDS.percentOff },
  parameters: shopStory({
    signedIn: true,
    items: catalogWith('en', FIXTURE_IDS.percentOff, (item) => ({
      ...item,
      flash_sale: {
        id: 1,
        end_at: new Date(Date.now() + 5 * 3_600_000).toISOString(),
        available_stock: 7,
      },
    })),
  }),
  globals: { locale: 'en', theme: 'light' },
};

/** The item is on its way from the server: stand-ins of the final size. */
export const Loading: Story = shopStoryIn('en', 'light', {
  wrapFetch: callsNeverAnswer(itemDetails),
});

/** The item could not be loaded: what went wrong and Try again. */
export const Failed: Story = shopStoryIn('ar', 'light', { wrapFetch: callsFail(itemDetails) });

/** No item at this address: the not-found state with the way home. */
export const NotFound: Story = { args: { itemId: 'no-such-item' }, ...shopStoryIn('en', 'dark') };
