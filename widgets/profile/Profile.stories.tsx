import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeShop } from '../../src/core/testing';
import { seedWalletHistory } from '../../src/core/testing/fakeWalletShop';
import { shopStoryIn } from '../../stories/shopStory';
import { withToaster } from '../../stories/withToaster';
import { Profile } from './Profile';

/** A customer with a wallet history to show. */
function shopperWithHistory() {
  const shop = createFakeShop();
  seedWalletHistory(shop);
  return () => shop.fetch;
}

const meta = {
  title: 'Pages/Profile',
  component: Profile,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof Profile>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The profile settings beside the menu, in Arabic on the light theme. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', { signedIn: true });

/** The wallet section in Arabic on the dark theme. */
export const ArabicDarkWallet: Story = {
  args: { page: 'wallet' },
  ...shopStoryIn('ar', 'dark', { signedIn: true, wrapFetch: shopperWithHistory() }),
};

/** My saved addresses in English on the light theme. */
export const EnglishAddresses: Story = {
  args: { page: 'addresses' },
  ...shopStoryIn('en', 'light', { signedIn: true }),
};

/** A shop with the wallet, loyalty points and referrals off: the menu leaves them out. */
export const FeaturesOff: Story = {
  args: { page: 'my-orders' },
  ...shopStoryIn('en', 'dark', {
    signedIn: true,
    config: { customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 },
  }),
};

/** A visitor: the section asks them to sign in and come back. */
export const Visitor: Story = shopStoryIn('ar', 'light', {});
