import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Item } from '../../src/core/api/wire';
import type { Locale } from '../../src/core/i18n';
import { FIXTURE_IDS, fixtureItems } from '../../src/core/testing';
import { Toaster } from '../../src/ui/Toaster';
import { shopStory } from '../../stories/shopStory';
import { ProductPage } from './ProductPage';

const pathOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input), 'http://story.test').pathname;

/** Item details never answer; every other call goes to the fake shop. */
const itemNeverLoads =
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) =>
    pathOf(input).startsWith('/api/v1/items/details/')
      ? new Promise<Response>(() => undefined)
      : shopFetch(input, init);

/** Item details always fail, so Try again fails too; every other call goes to the fake shop. */
const itemAlwaysFails =
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) =>
    pathOf(input).startsWith('/api/v1/items/details/')
      ? Promise.resolve(
          Response.json(
            { errors: [{ code: 'story', message: 'Internal server error' }] },
            { status: 500 },
          ),
        )
      : shopFetch(input, init);

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
  render: (args) => (
    <>
      <ProductPage {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof ProductPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A reviewed item with several pictures, in English on the light theme. */
export const EnglishLight: Story = {
  parameters: shopStory({ signedIn: true, items: pictured('en') }),
  globals: { locale: 'en', theme: 'light' },
};

/** The same page in English on the dark theme. */
export const EnglishDark: Story = {
  parameters: shopStory({ signedIn: true, items: pictured('en') }),
  globals: { locale: 'en', theme: 'dark' },
};

/** The same page in Arabic, right to left, on the light theme. */
export const ArabicLight: Story = {
  parameters: shopStory({ signedIn: true, items: pictured('ar') }),
  globals: { locale: 'ar', theme: 'light' },
};

/** The same page in Arabic on the dark theme. */
export const ArabicDark: Story = {
  parameters: shopStory({ signedIn: true, items: pictured('ar') }),
  globals: { locale: 'ar', theme: 'dark' },
};

/** An item chosen by size, each size with its price; Large is sold out. */
export const WithVariations: Story = {
  args: { itemId: 'arabica-coffee-beans' },
  parameters: shopStory({ signedIn: true }),
  globals: { locale: 'en', theme: 'light' },
};

/** An item capped at 3 per order: the quantity stops there with 'Out of Limits'. */
export const Capped: Story = {
  args: { itemId: FIXTURE_IDS.capped },
  parameters: shopStory({ signedIn: true }),
  globals: { locale: 'ar', theme: 'light' },
};

/** The item is already in the cart: its stepper replaces the quantity and Add to Cart. */
export const InCart: Story = {
  parameters: shopStory({ signedIn: true, cart: [{ itemId: FIXTURE_IDS.plain, quantity: 2 }] }),
  globals: { locale: 'en', theme: 'light' },
};

/** Nothing left: 'Out of stock' instead of Add to Cart. */
export const OutOfStock: Story = {
  args: { itemId: FIXTURE_IDS.outOfStock },
  parameters: shopStory({ signedIn: true }),
  globals: { locale: 'en', theme: 'dark' },
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
export const Loading: Story = {
  parameters: shopStory({ wrapFetch: itemNeverLoads }),
  globals: { locale: 'en', theme: 'light' },
};

/** The item could not be loaded: what went wrong and Try again. */
export const Failed: Story = {
  parameters: shopStory({ wrapFetch: itemAlwaysFails }),
  globals: { locale: 'ar', theme: 'light' },
};

/** No item at this address: the not-found state with the way home. */
export const NotFound: Story = {
  args: { itemId: 'no-such-item' },
  parameters: shopStory(),
  globals: { locale: 'en', theme: 'dark' },
};
