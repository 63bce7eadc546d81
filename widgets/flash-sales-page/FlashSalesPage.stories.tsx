import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Item } from '../../src/core/api/wire';
import { fixtureItem } from '../../src/core/testing';
import { shopStoryIn } from '../../stories/shopStory';
import { callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { FlashSalesPage } from './FlashSalesPage';

/** The running sale (its items are read apart from it). */
const runningSale = (path: string) => path === '/api/v1/flash-sales';

/** Twenty-three discounted items: three pages of the sale. */
const manyOnSale: Item[] = Array.from({ length: 23 }, (_, index) => ({
  ...fixtureItem('percentOff', 'en'),
  id: 100 + index,
  slug: `sale-item-${index + 1}`,
  name: `Sale item ${index + 1}`,
}));

const meta = {
  title: 'Pages/FlashSalesPage',
  component: FlashSalesPage,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof FlashSalesPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The running sale: its title, the countdown, its items with how much of each has sold. */
export const Loaded: Story = shopStoryIn('en', 'light');

/** The running sale in Arabic, light. */
export const ArabicLight: Story = shopStoryIn('ar', 'light');

/** The running sale in Arabic, dark. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark');

/** The running sale in English, dark. */
export const EnglishDark: Story = shopStoryIn('en', 'dark');

/** A sale of 23 items: ten at first, Show more (or scrolling on) brings the next ten. */
export const ManyItems: Story = shopStoryIn('en', 'light', { items: manyOnSale });

/** The sale is on its way: stand-in cards of the final size. */
export const Loading: Story = shopStoryIn('ar', 'light', {
  wrapFetch: callsNeverAnswer(runningSale),
});

/** No sale runs: the page says so and leads home. */
export const NoSale: Story = shopStoryIn('en', 'light', { flashSale: false });

/** The sale failed to load: the page says so with Try again. */
export const Failed: Story = shopStoryIn('ar', 'dark', { wrapFetch: callsFail(runningSale) });
