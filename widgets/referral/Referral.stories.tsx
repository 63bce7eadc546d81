import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeCustomer } from '../../src/core/testing';
import { shopStoryIn } from '../../stories/shopStory';
import { callsAnswer, callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { Referral } from './Referral';

/** The profile the page reads the code from. */
const profile = (path: string) => path === '/api/v1/customer/info';

const meta = {
  title: 'Pages/Referral',
  component: Referral,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof Referral>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The code SARA2024 to copy (and share, where the browser can), in Arabic on the light theme. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', { signedIn: true });

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', { signedIn: true });

/** The code and what a referral earns, in English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light', { signedIn: true });

/** In English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark', { signedIn: true });

/** The shop names no reward: the code alone. */
export const NoReward: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  config: { ref_earning_exchange_rate: 0 },
});

/** The profile is on its way: the page waits below its heading. */
export const Loading: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: callsNeverAnswer(profile),
});

/** A customer without a code yet: the page says so. */
export const Empty: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: callsAnswer(profile, { ...fakeCustomer('en'), ref_code: '' }),
});

/** The profile could not be read anew: the code as last stored. */
export const Failed: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: callsFail(profile),
});

/** A shop with referrals off: the page says they are not available. */
export const FeatureOff: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  config: { ref_earning_status: 0 },
});

/** A visitor who is not signed in is asked to sign in first. */
export const Visitor: Story = shopStoryIn('en', 'light');
