import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSavedAddresses } from '../../src/ui/address/savedAddresses.fixtures';
import { shopStoryIn } from '../../stories/shopStory';
import { callsAnswer, callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { Addresses } from './Addresses';

/** The list the page reads. */
const addressList = (path: string) => path === '/api/v1/customer/address/list';

const meta = {
  title: 'Pages/Addresses',
  component: Addresses,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof Addresses>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A home and an office, in Arabic on the light theme; Edit opens the form filled with one. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: withSavedAddresses,
});

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: withSavedAddresses,
});

/** The two addresses in English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: withSavedAddresses,
});

/** The two addresses in English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark', {
  signedIn: true,
  wrapFetch: withSavedAddresses,
});

/** The addresses are on their way: stand-in cards of the final size. */
export const Loading: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: callsNeverAnswer(addressList),
});

/** No address saved yet: the page says so, and Add a new address opens the form. */
export const Empty: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: callsAnswer(addressList, { total_size: 0, limit: '50', offset: '1', addresses: [] }),
});

/** The addresses could not be loaded: what went wrong and Try again. */
export const Failed: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: callsFail(addressList),
});

/** A visitor who is not signed in is asked to sign in first. */
export const Visitor: Story = shopStoryIn('en', 'light');
