import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopStoryIn } from '../../stories/shopStory';
import { Help } from './Help';

const meta = {
  title: 'Pages/Help',
  component: Help,
  args: {},
} satisfies Meta<typeof Help>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor in Arabic on the light theme: contacts, sign-in to message support, eight questions. */
export const ArabicLight: Story = shopStoryIn('ar', 'light');

/** A signed-in customer in Arabic on the dark theme: the way into the inbox. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', { signedIn: true });

/** A visitor in English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light');

/** A signed-in customer in English on the dark theme; their questions lead to their profile. */
export const EnglishDark: Story = shopStoryIn('en', 'dark', { signedIn: true });

/**
 * A shop without guest orders, the wallet, loyalty points, free delivery or its refund and
 * shipping policies: the answers say only what it offers.
 */
export const LeanShop: Story = shopStoryIn('en', 'light', {
  config: {
    guest_checkout_status: 0,
    customer_wallet_status: 0,
    loyalty_point_status: 0,
    free_delivery_over: null,
    refund_policy: 0,
    shipping_policy: 0,
  },
});

/** A shop that gives no contacts: only the way into the inbox beside the questions. */
export const NoContacts: Story = shopStoryIn('ar', 'light', {
  config: { email: '', phone: '', address: '' },
});
