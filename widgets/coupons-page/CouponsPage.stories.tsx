import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '../../src/ui/Toaster';
import { shopStory } from '../../stories/shopStory';
import { CouponsPage } from './CouponsPage';

const COUPON_LIST = '/api/v1/coupon/list';

const urlOf = (input: RequestInfo | URL) => String(input instanceof Request ? input.url : input);

/** The coupon list answers `reply`, or never when it is null; every other call goes to the shop. */
const couponListAnswering =
  (reply: unknown) =>
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) => {
    if (!urlOf(input).includes(COUPON_LIST)) return shopFetch(input, init);
    return reply === null
      ? new Promise<Response>(() => undefined)
      : Promise.resolve(Response.json(reply));
  };

/** The coupon list always fails, so Try again fails too. */
const couponListFails =
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) =>
    urlOf(input).includes(COUPON_LIST)
      ? Promise.resolve(
          Response.json(
            { errors: [{ code: 'story', message: 'Internal server error' }] },
            { status: 500 },
          ),
        )
      : shopFetch(input, init);

const meta = {
  title: 'Pages/CouponsPage',
  component: CouponsPage,
  args: {},
  render: (args) => (
    <>
      <CouponsPage {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof CouponsPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Every coupon type: capped percent, free delivery, zone-wise, store-wise amount; Copy copies. */
export const Loaded: Story = { parameters: shopStory(), globals: { locale: 'en', theme: 'light' } };

/** The coupons in Arabic, light. */
export const ArabicLight: Story = {
  parameters: shopStory(),
  globals: { locale: 'ar', theme: 'light' },
};

/** The coupons in Arabic, dark. */
export const ArabicDark: Story = {
  parameters: shopStory(),
  globals: { locale: 'ar', theme: 'dark' },
};

/** The coupons in English, dark. */
export const EnglishDark: Story = {
  parameters: shopStory(),
  globals: { locale: 'en', theme: 'dark' },
};

/** The list is on its way: stand-in cards of the final size. */
export const Loading: Story = {
  parameters: shopStory({ wrapFetch: couponListAnswering(null) }),
  globals: { locale: 'ar', theme: 'light' },
};

/** No coupons today: the page says so and leads home. */
export const Empty: Story = {
  parameters: shopStory({ wrapFetch: couponListAnswering([]) }),
  globals: { locale: 'en', theme: 'light' },
};

/** The list failed: the page says so with Try again. */
export const Failed: Story = {
  parameters: shopStory({ wrapFetch: couponListFails }),
  globals: { locale: 'ar', theme: 'dark' },
};
