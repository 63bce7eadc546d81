import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_IDS } from '../../src/core/testing';
import { shopStoryIn } from '../../stories/shopStory';
import { callsAnswer, callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { WishlistPage } from './WishlistPage';

type Fetch = typeof globalThis.fetch;

/** The list the page reads. */
const wishList = (path: string) => path === '/api/v1/customer/wish-list';

/** The items the shopper wished: a plain one, one sold in variations, one on sale. */
const WISHED_ITEMS = [FIXTURE_IDS.plain, FIXTURE_IDS.variations, FIXTURE_IDS.lowStock];

/** A shop fetch whose customer also wished two stores, wished through the shop's own add. */
function withWishedStores(shopFetch: Fetch): Fetch {
  const wishing = (async () => {
    for (const storeId of [1, 2]) {
      await shopFetch(`http://shop.test/api/v1/customer/wish-list/add?store_id=${storeId}`, {
        method: 'POST',
        // The fake shop's one customer answers to any bearer token.
        headers: { authorization: 'Bearer seed' },
      });
    }
  })();
  return async (input, init) => {
    await wishing;
    return shopFetch(input, init);
  };
}

/** The wishes of a shopper: three items and two stores. */
const wishes = { signedIn: true, wishlist: WISHED_ITEMS, wrapFetch: withWishedStores } as const;

const meta = {
  title: 'Pages/WishlistPage',
  component: WishlistPage,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof WishlistPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The wished items in Arabic on the light theme; arrows move to the stores. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', wishes);

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', wishes);

/** The wished items in English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light', wishes);

/** The wished stores in English on the dark theme. */
export const Stores: Story = {
  args: { tab: 'stores' },
  ...shopStoryIn('en', 'dark', wishes),
};

/** The wishlist is on its way: stand-in lines. */
export const Loading: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: callsNeverAnswer(wishList),
});

/** Nothing wished yet: each tab says so and leads back home. */
export const Empty: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: callsAnswer(wishList, { item: [], store: [] }),
});

/** The wishlist could not be loaded: what went wrong and Try again. */
export const Failed: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: callsFail(wishList),
});

/** A visitor who is not signed in is asked to sign in first. */
export const Visitor: Story = shopStoryIn('en', 'light');
