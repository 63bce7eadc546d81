import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeShop } from '../../src/core/testing';
import { seedWalletHistory } from '../../src/core/testing/fakeWalletShop';
import { shopStoryIn } from '../../stories/shopStory';
import { callsAnswer, callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { Wallet } from './Wallet';

/** The ledger the page reads. */
const ledger = (path: string) => path === '/api/v1/customer/wallet/transactions';

/** A shop whose customer has a transaction of every type: twelve, two pages. */
function walletOfAShopper() {
  const shop = createFakeShop();
  seedWalletHistory(shop);
  return () => shop.fetch;
}

const meta = {
  title: 'Pages/Wallet',
  component: Wallet,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof Wallet>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The balance, adding funds and twelve transactions, in Arabic on the light theme. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: walletOfAShopper(),
});

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: walletOfAShopper(),
});

/** The wallet in English on the light theme: ten transactions, then Show more. */
export const EnglishLight: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: walletOfAShopper(),
});

/** The wallet in English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark', {
  signedIn: true,
  wrapFetch: walletOfAShopper(),
});

/** Back from a payment that went through: the page says the money is in the wallet. */
export const TopUpPaid: Story = {
  args: { paymentStatus: 'success' },
  ...shopStoryIn('en', 'light', { signedIn: true }),
};

/** Back from a payment that was denied: nothing was added. */
export const TopUpDenied: Story = {
  args: { paymentStatus: 'cancel' },
  ...shopStoryIn('ar', 'light', { signedIn: true }),
};

/** The transactions are on their way: stand-in rows of the final size. */
export const Loading: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: callsNeverAnswer(ledger),
});

/** No transaction yet: the ledger says so. */
export const Empty: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: callsAnswer(ledger, { total_size: 0, limit: '10', offset: '1', data: [] }),
});

/** The transactions could not be loaded: what went wrong and Try again. */
export const Failed: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: callsFail(ledger),
});

/** A shop with the wallet off: the page says it is not available. */
export const FeatureOff: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  config: { customer_wallet_status: 0 },
});

/** A visitor who is not signed in is asked to sign in first. */
export const Visitor: Story = shopStoryIn('en', 'light');
