import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ShopStoryOptions, shopStory } from '../../stories/shopStory';
import { CategoryPage } from './CategoryPage';

const CATEGORIES_PATH = '/api/v1/categories';

const pathOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input), window.location.origin).pathname;

/** A shop whose category tree never arrives. */
const treeHangs: ShopStoryOptions = {
  wrapFetch: (shopFetch) => (input, init) =>
    pathOf(input) === CATEGORIES_PATH ? new Promise(() => {}) : shopFetch(input, init),
};

const meta = {
  title: 'Pages/CategoryPage',
  component: CategoryPage,
  args: { query: '' },
  parameters: { ...shopStory(), layout: 'fullscreen' },
} satisfies Meta<typeof CategoryPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Every parent category with its picture and its children. */
export const AllCategories: Story = {};

/** A parent category: its children as chips, then its items with the search filters. */
export const ParentCategory: Story = { args: { categoryId: 1 } };

/** A child category: no chips. */
export const ChildCategory: Story = { args: { categoryId: 12 } };

/** The stores selling in a category. */
export const Stores: Story = { args: { categoryId: 1, query: '?tab=stores' } };

/** The tree is on its way. */
export const Loading: Story = { args: { categoryId: 1 }, parameters: shopStory(treeHangs) };

/** The tree could not be loaded: what went wrong, and Try again. */
export const Failure: Story = {
  parameters: shopStory({
    failNext: [{ path: CATEGORIES_PATH, status: 500, message: 'Server down' }],
  }),
};

/** An id the shop does not know. */
export const NotFound: Story = { args: { categoryId: 999 } };

/** Arabic, light: every category. */
export const ArabicLight: Story = { globals: { locale: 'ar', theme: 'light' } };

/** Arabic, dark: a parent category. */
export const ArabicDark: Story = {
  args: { categoryId: 1 },
  globals: { locale: 'ar', theme: 'dark' },
};

/** English, light: a parent category. */
export const EnglishLight: Story = {
  args: { categoryId: 1 },
  globals: { locale: 'en', theme: 'light' },
};

/** English, dark: every category. */
export const EnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };

/** Arabic, light: not found. */
export const ArabicNotFound: Story = {
  args: { categoryId: 999 },
  globals: { locale: 'ar', theme: 'light' },
};
