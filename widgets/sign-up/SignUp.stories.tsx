import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopStoryIn } from '../../stories/shopStory';
import { callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { SignUp } from './SignUp';

const meta = {
  title: 'Pages/SignUp',
  component: SignUp,
  decorators: [withToaster],
} satisfies Meta<typeof SignUp>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The sign-up form in Arabic on the light theme. */
export const ArabicLight: Story = shopStoryIn('ar', 'light');

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark');

/** In English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light');

/** In English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark');

/** The shop never answers: Sign Up keeps spinning once pressed. */
export const SigningUp: Story = shopStoryIn('en', 'light', {
  wrapFetch: callsNeverAnswer((path) => path === '/api/v1/auth/sign-up'),
});
