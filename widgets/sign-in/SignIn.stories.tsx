import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopStoryIn } from '../../stories/shopStory';
import { callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { SignIn } from './SignIn';

const meta = {
  title: 'Pages/SignIn',
  component: SignIn,
  args: { from: '/home' },
  decorators: [withToaster],
} satisfies Meta<typeof SignIn>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The sign-in form in Arabic on the light theme. */
export const ArabicLight: Story = shopStoryIn('ar', 'light');

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark');

/** In English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light');

/** In English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark');

/** The shop never answers: Sign In keeps spinning once pressed. */
export const Signing: Story = shopStoryIn('en', 'light', {
  wrapFetch: callsNeverAnswer((path) => path === '/api/v1/auth/login'),
});
