import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_IDS } from '../../src/core/testing';
import { Toaster } from '../../src/ui/Toaster';
import { type ShopStoryOptions, shopStory } from '../../stories/shopStory';
import { WishlistDrawer } from './WishlistDrawer';

/** A signed-in shopper whose wishlist and cart have loaded from the fake shop. */
const signedIn = (options: ShopStoryOptions = {}) => shopStory({ signedIn: true, ...options });

/** A plain item, a discounted one, one sold in variations, a sold-out one and one without a picture. */
const many = {
  wishlist: [
    FIXTURE_IDS.plain,
    FIXTURE_IDS.percentOff,
    FIXTURE_IDS.variations,
    FIXTURE_IDS.outOfStock,
    FIXTURE_IDS.noImage,
  ],
};

const meta = {
  title: 'Widgets/WishlistDrawer',
  component: WishlistDrawer,
  args: { open: true },
  render: (args) => (
    <>
      <WishlistDrawer {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof WishlistDrawer>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Signed in, nothing wished: "No Favourite Items Found". */
export const Empty: Story = { parameters: signedIn() };

/** A guest: the sheet asks them to sign in and links to the sign-in page. */
export const SignedOut: Story = {
  parameters: {
    ...shopStory(),
  },
};

/** One wished item, ready to add to the cart. */
export const OneItem: Story = { parameters: signedIn({ wishlist: [FIXTURE_IDS.plain] }) };

/** Several items; the coffee is sold in sizes, so it links to its page to choose one. */
export const Many: Story = { parameters: signedIn(many) };

/** Several items, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  parameters: signedIn(many),
  globals: { locale: 'ar', theme: 'dark' },
};

/** Several items, pinned to English in the light theme. */
export const EnglishLight: Story = {
  parameters: signedIn(many),
  globals: { locale: 'en', theme: 'light' },
};

/** Closed: only the wishlist button, which opens the drawer. */
export const Closed: Story = {
  args: { open: false },
  parameters: signedIn(many),
};
