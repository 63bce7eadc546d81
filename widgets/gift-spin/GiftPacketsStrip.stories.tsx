import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopStoryIn } from '../../stories/shopStory';
import { callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { GiftPacketsStrip } from './GiftPacketsStrip';

/** The packets on offer, the strip's one read. */
const packets = (path: string) => path === '/api/v1/home-gift-packets';

const meta = {
  title: 'Catalog/GiftPacketsStrip',
  component: GiftPacketsStrip,
  args: {},
} satisfies Meta<typeof GiftPacketsStrip>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The home page's way to the gift spin, in Arabic on the light theme. */
export const ArabicLight: Story = shopStoryIn('ar', 'light');

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark');

/** In English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light');

/** In English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark');

/** The packets are on their way: tiles of the final size. */
export const Loading: Story = shopStoryIn('ar', 'light', { wrapFetch: callsNeverAnswer(packets) });

/** The packets failed: the section says so with Try again. */
export const Failed: Story = shopStoryIn('en', 'dark', { wrapFetch: callsFail(packets) });
