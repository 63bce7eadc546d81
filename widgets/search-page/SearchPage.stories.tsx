import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ShopStoryOptions, shopStory } from '../../stories/shopStory';
import { SearchPage } from './SearchPage';

const SEARCH_PATH = '/api/v1/items/search';

const pathOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input), window.location.origin).pathname;

/** A shop whose item search never answers. */
const searchHangs: ShopStoryOptions = {
  wrapFetch: (shopFetch) => (input, init) =>
    pathOf(input) === SEARCH_PATH ? new Promise(() => {}) : shopFetch(input, init),
};

const meta = {
  title: 'Pages/SearchPage',
  component: SearchPage,
  args: { query: '?name=' },
  parameters: { ...shopStory(), layout: 'fullscreen' },
} satisfies Meta<typeof SearchPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Every item, ten at a time: the filters beside the results, Show more under them. */
export const AllItems: Story = {};

/** A deep link: a search with veg, a lowest price and a sort, as the address set them. */
export const DeepLink: Story = { args: { query: '?name=a&veg=1&min_price=5&sort=low' } };

/** The stores tab for a name. */
export const Stores: Story = { args: { query: '?name=market&tab=stores' } };

/** Nothing matches: 'Items not found!'. */
export const Empty: Story = { args: { query: '?name=caviar' } };

/** The results are on their way: stand-ins of the cards' size. */
export const Loading: Story = { parameters: shopStory(searchHangs) };

/** The search failed: what went wrong, and Try again. */
export const Failure: Story = {
  parameters: shopStory({ failNext: [{ path: SEARCH_PATH, status: 500, message: 'Server down' }] }),
};

/** Arabic, light. */
export const ArabicLight: Story = {
  args: { query: '?name=&discounted=1' },
  globals: { locale: 'ar', theme: 'light' },
};

/** Arabic, dark. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** English, light. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };

/** English, dark, on the stores tab. */
export const EnglishDark: Story = {
  args: { query: '?name=a&tab=stores' },
  globals: { locale: 'en', theme: 'dark' },
};

/** Arabic, dark, loading. */
export const ArabicDarkLoading: Story = {
  parameters: shopStory(searchHangs),
  globals: { locale: 'ar', theme: 'dark' },
};

/** Arabic, light, nothing found. */
export const ArabicEmpty: Story = {
  args: { query: '?name=caviar' },
  globals: { locale: 'ar', theme: 'light' },
};
