import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopStoryIn } from '../../stories/shopStory';
import { callsAnswer, callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { CampaignsPage } from './CampaignsPage';

/** The campaign reads (the list and each campaign's items). */
const campaignReads = (path: string) => path.startsWith('/api/v1/campaigns/');

const meta = {
  title: 'Pages/CampaignsPage',
  component: CampaignsPage,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof CampaignsPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Two running campaigns and one coming up (with its start day), then the campaign products. */
export const Loaded: Story = shopStoryIn('en', 'light');

/** The campaigns in Arabic, light: Arabic dates. */
export const ArabicLight: Story = shopStoryIn('ar', 'light');

/** The campaigns in Arabic, dark. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark');

/** The campaigns in English, dark. */
export const EnglishDark: Story = shopStoryIn('en', 'dark');

/** One campaign opened (/item-campaigns?campaign=1): its stores and its items. */
export const OpenedCampaign: Story = { args: { campaignId: 1 }, ...shopStoryIn('ar', 'light') };

/** A campaign not started yet, with no items so far. */
export const UpcomingCampaign: Story = { args: { campaignId: 3 }, ...shopStoryIn('en', 'dark') };

/** The address of a campaign the shop does not know. */
export const NotFound: Story = { args: { campaignId: 999 }, ...shopStoryIn('en', 'light') };

/** The campaigns are on their way: stand-ins of the final size. */
export const Loading: Story = shopStoryIn('ar', 'light', {
  wrapFetch: callsNeverAnswer(campaignReads),
});

/** No campaign runs and no item is on campaign: the page says so and leads home. */
export const Empty: Story = shopStoryIn('en', 'light', {
  wrapFetch: callsAnswer(campaignReads, []),
});

/** Both reads failed: each section says so with Try again. */
export const Failed: Story = shopStoryIn('ar', 'dark', { wrapFetch: callsFail(campaignReads) });
