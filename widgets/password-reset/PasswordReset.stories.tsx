import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopStoryIn } from '../../stories/shopStory';
import { callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { PasswordReset } from './PasswordReset';

const meta = {
  title: 'Pages/PasswordReset',
  component: PasswordReset,
  decorators: [withToaster],
} satisfies Meta<typeof PasswordReset>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The phone step in Arabic on the light theme. */
export const ArabicLight: Story = shopStoryIn('ar', 'light');

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark');

/** In English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light');

/** In English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark');

/** The shop never answers: Send code keeps spinning once pressed. */
export const Sending: Story = shopStoryIn('en', 'light', {
  wrapFetch: callsNeverAnswer((path) => path === '/api/v1/auth/forgot-password'),
});
