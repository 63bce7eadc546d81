import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SouqCore } from '../../src/core';
import { createFakeShop, type FakeShopOptions, FIXTURE_IDS } from '../../src/core/testing';
import { Toaster } from '../../src/ui/Toaster';
import type { StorySouqParameters } from '../../stories/storySouq';
import { WishlistButton } from './WishlistButton';

/** The story's backend and a signed-in shopper whose wishlist has loaded. */
function signedIn(options: FakeShopOptions = {}): { souq: StorySouqParameters } {
  return {
    souq: {
      fetch: createFakeShop(options).fetch,
      prepare: async (core: SouqCore) => {
        core.store.token.value = 'story-token';
        await core.session.boot();
        await core.wishlist.refresh();
      },
    },
  };
}

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
    souq: {
      fetch: createFakeShop().fetch,
      prepare: (core: SouqCore) => core.session.boot(),
    },
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
