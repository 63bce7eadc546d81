import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeShop } from '../../src/core/testing';
import { seedPointHistory } from '../../src/core/testing/fakeWalletShop';
import { shopStoryIn } from '../../stories/shopStory';
import { callsAnswer, callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { Loyalty } from './Loyalty';

/** The ledger the page reads. */
const ledger = (path: string) => path === '/api/v1/customer/loyalty-point/transactions';

/** A shop whose customer earned points from twelve orders and converted 200 once. */
function pointsOfAShopper() {
  const shop = createFakeShop();
  seedPointHistory(shop);
  return () => shop.fetch;
}

const meta = {
  title: 'Pages/Loyalty',
  component: Loyalty,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof Loyalty>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The points, the conversion and their history, in Arabic on the light theme. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: pointsOfAShopper(),
});

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: pointsOfAShopper(),
});

/** In English on the light theme: type 250 to see what it makes, Convert to confirm. */
export const EnglishLight: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: pointsOfAShopper(),
});

/** In English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark', {
  signedIn: true,
  wrapFetch: pointsOfAShopper(),
});

/** The history is on its way: stand-in rows of the final size. */
export const Loading: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: callsNeverAnswer(ledger),
});

/** No movement yet: the history says so. */
export const Empty: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: callsAnswer(ledger, { total_size: 0, limit: '10', offset: '1', data: [] }),
});

/** The history could not be loaded: what went wrong and Try again. */
export const Failed: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: callsFail(ledger),
});

/** A shop with loyalty points off: the page says they are not available. */
export const FeatureOff: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  config: { loyalty_point_status: 0 },
});

/** A visitor who is not signed in is asked to sign in first. */
export const Visitor: Story = shopStoryIn('en', 'light');
