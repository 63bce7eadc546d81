import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '../../src/ui/Toaster';
import { type ShopStoryOptions, shopStory } from '../../stories/shopStory';
import { Footer } from './Footer';
import { withAppLinks } from './fakeAppLinks';

/** A signed-in customer on the fake shop. */
const signedIn = (options: ShopStoryOptions = {}) => shopStory({ signedIn: true, ...options });

const meta = {
  title: 'Widgets/Footer',
  component: Footer,
  args: { landmark: true },
  render: (args) => (
    <>
      <Footer {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof Footer>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A guest: every policy linked, order tracking and sign-in offered, both app stores on. */
export const Guest: Story = { parameters: shopStory() };

/** A signed-in customer: the Account column links the profile, and order tracking is gone. */
export const SignedIn: Story = { parameters: signedIn() };

/** The shop switched the refund, cancellation and shipping policies off: none is linked. */
export const AllPoliciesOff: Story = {
  parameters: shopStory({
    config: { refund_policy: 0, cancelation_policy: 0, shipping_policy: 0 },
  }),
};

/** Both app stores switched off in the landing data: no app section at all. */
export const NoAppLinks: Story = {
  parameters: shopStory({
    wrapFetch: (shopFetch) =>
      withAppLinks(shopFetch, { playstore_url_status: 0, apple_store_url_status: 0 }),
  }),
};

/** A guest, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  parameters: shopStory(),
  globals: { locale: 'ar', theme: 'dark' },
};

/** A signed-in customer, pinned to English in the light theme. */
export const EnglishLight: Story = {
  parameters: signedIn(),
  globals: { locale: 'en', theme: 'light' },
};
