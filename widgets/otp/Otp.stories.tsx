import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopStoryIn } from '../../stories/shopStory';
import { withToaster } from '../../stories/withToaster';
import { Otp } from './Otp';

const meta = {
  title: 'Pages/Otp',
  component: Otp,
  args: { phone: '+201001234567' },
  decorators: [withToaster],
} satisfies Meta<typeof Otp>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The code's four boxes in Arabic on the light theme (the code still reads left to right), and
 * Resend code after the countdown.
 */
export const ArabicLight: Story = shopStoryIn('ar', 'light');

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark');

/** In English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light');

/** In English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark');

/** Opened without a phone: only the way back to sign-in. */
export const WithoutPhone: Story = { args: { phone: '' }, ...shopStoryIn('ar', 'light') };
