import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_IDS } from '../../src/core/testing';
import { Toaster } from '../../src/ui/Toaster';
import { type ShopStoryOptions, shopStory } from '../../stories/shopStory';
import { WishlistButton } from './WishlistButton';

/** A signed-in shopper whose wishlist and cart have loaded from the fake shop. */
const signedIn = (options: ShopStoryOptions = {}) => shopStory({ signedIn: true, ...options });

const meta = {
  title: 'Widgets/WishlistButton',
  component: WishlistButton,
  args: { itemId: FIXTURE_IDS.plain },
  render: (args) => (
    <>
      <WishlistButton {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof WishlistButton>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Not wished yet: an outlined heart; pressing it wishes the item. */
export const NotWished: Story = { parameters: signedIn() };

/** Wished: a filled heart, pressed; pressing it unwishes the item. */
export const Wished: Story = { parameters: signedIn({ wishlist: [FIXTURE_IDS.plain] }) };

/** A guest: pressing the heart says "You are not logged in" and goes to sign-in. */
export const SignedOut: Story = {
  parameters: {
    ...shopStory(),
  },
};

/** Wished, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  parameters: signedIn({ wishlist: [FIXTURE_IDS.plain] }),
  globals: { locale: 'ar', theme: 'dark' },
};

/** Not wished, pinned to English in the light theme. */
export const EnglishLight: Story = {
  parameters: signedIn(),
  globals: { locale: 'en', theme: 'light' },
};
