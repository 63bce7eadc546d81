import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '../../src/ui/Toaster';
import { shopStory } from '../../stories/shopStory';
import { CampaignsPage } from './CampaignsPage';

const urlOf = (input: RequestInfo | URL) => String(input instanceof Request ? input.url : input);

/** The campaign reads answer `reply`, or never when it is null; other calls go to the shop. */
const campaignsAnswering =
  (reply: unknown) =>
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) => {
    if (!urlOf(input).includes('/api/v1/campaigns/')) return shopFetch(input, init);
    return reply === null
      ? new Promise<Response>(() => undefined)
      : Promise.resolve(Response.json(reply));
  };

/** The campaign reads always fail, so Try again fails too. */
const campaignsFail =
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) =>
    urlOf(input).includes('/api/v1/campaigns/')
      ? Promise.resolve(
          Response.json(
            { errors: [{ code: 'story', message: 'Internal server error' }] },
            { status: 500 },
          ),
        )
      : shopFetch(input, init);

const meta = {
  title: 'Pages/CampaignsPage',
  component: CampaignsPage,
  args: {},
  render: (args) => (
    <>
      <CampaignsPage {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof CampaignsPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Two running campaigns and one coming up (with its start day), then the campaign products. */
export const Loaded: Story = { parameters: shopStory(), globals: { locale: 'en', theme: 'light' } };

/** The campaigns in Arabic, light: Arabic dates. */
export const ArabicLight: Story = {
  parameters: shopStory(),
  globals: { locale: 'ar', theme: 'light' },
};

/** The campaigns in Arabic, dark. */
export const ArabicDark: Story = {
  parameters: shopStory(),
  globals: { locale: 'ar', theme: 'dark' },
};

/** The campaigns in English, dark. */
export const EnglishDark: Story = {
  parameters: shopStory(),
  globals: { locale: 'en', theme: 'dark' },
};

/** One campaign opened (/item-campaigns?campaign=1): its stores and its items. */
export const OpenedCampaign: Story = {
  args: { campaignId: 1 },
  parameters: shopStory(),
  globals: { locale: 'ar', theme: 'light' },
};

/** A campaign not started yet, with no items so far. */
export const UpcomingCampaign: Story = {
  args: { campaignId: 3 },
  parameters: shopStory(),
  globals: { locale: 'en', theme: 'dark' },
};

/** The address of a campaign the shop does not know. */
export const NotFound: Story = {
  args: { campaignId: 999 },
  parameters: shopStory(),
  globals: { locale: 'en', theme: 'light' },
};

/** The campaigns are on their way: stand-ins of the final size. */
export const Loading: Story = {
  parameters: shopStory({ wrapFetch: campaignsAnswering(null) }),
  globals: { locale: 'ar', theme: 'light' },
};

/** No campaign runs and no item is on campaign: the page says so and leads home. */
export const Empty: Story = {
  parameters: shopStory({ wrapFetch: campaignsAnswering([]) }),
  globals: { locale: 'en', theme: 'light' },
};

/** Both reads failed: each section says so with Try again. */
export const Failed: Story = {
  parameters: shopStory({ wrapFetch: campaignsFail }),
  globals: { locale: 'ar', theme: 'dark' },
};
