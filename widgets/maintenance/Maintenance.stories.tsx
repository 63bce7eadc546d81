import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopStoryIn } from '../../stories/shopStory';
import { Maintenance } from './Maintenance';

const meta = {
  title: 'Pages/Maintenance',
  component: Maintenance,
  args: {},
} satisfies Meta<typeof Maintenance>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The shop stays under maintenance in every story: the page keeps waiting. */
const closed = { config: { maintenance_mode: 1 } } as const;

/** The notice and Check again, in Arabic on the light theme. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', closed);

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', closed);

/** In English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light', closed);

/** In English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark', closed);
