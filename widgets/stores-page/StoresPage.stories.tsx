import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopStoryIn } from '../../stories/shopStory';
import { callsAnswer, callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { StoresPage } from './StoresPage';

/** The store lists (every kind: all, popular, top-rated, discounted). */
const storeLists = (path: string) => path.includes('/stores/get-stores/');

/** An empty page of a store list. */
const noStores = { total_size: 0, limit: '10', offset: '1', stores: [] };

const meta = {
  title: 'Pages/StoresPage',
  component: StoresPage,
  args: { type: 'all' },
} satisfies Meta<typeof StoresPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Every store, in English, light. */
export const Loaded: Story = shopStoryIn('en', 'light');

/** The popular stores, in Arabic, light. */
export const ArabicLight: Story = { args: { type: 'popular' }, ...shopStoryIn('ar', 'light') };

/** The top-rated stores, in Arabic, dark. */
export const ArabicDark: Story = { args: { type: 'top-rated' }, ...shopStoryIn('ar', 'dark') };

/** The discounted stores, in English, dark. */
export const EnglishDark: Story = { args: { type: 'discounted' }, ...shopStoryIn('en', 'dark') };

/** The list is on its way: card stand-ins at their final size. */
export const Loading: Story = shopStoryIn('en', 'light', {
  wrapFetch: callsNeverAnswer(storeLists),
});

/** No store in the list. */
export const Empty: Story = shopStoryIn('ar', 'light', {
  wrapFetch: callsAnswer(storeLists, noStores),
});

/** The list could not be loaded: said so, with Try again. */
export const Failed: Story = shopStoryIn('en', 'dark', { wrapFetch: callsFail(storeLists) });
