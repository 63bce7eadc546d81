import type { Meta, StoryObj } from '@storybook/react-vite';
import { FAKE_GIFT_PACKET_ID } from '../../src/core/testing/fakeGifts';
import { FAKE_SHOP_TOKEN } from '../../src/core/testing/fakeShop';
import { type ShopStoryOptions, shopStoryIn } from '../../stories/shopStory';
import { callsAnswer, callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { GiftSpin } from './GiftSpin';

/** The packets on offer, the page's first read. */
const packets = (path: string) => path === '/api/v1/home-gift-packets';
/** The customer's draw of a packet. */
const giftItem = (path: string) => path === '/api/v1/customer/get-gift-item';
/** The spin itself. */
const spin = (path: string) => path === '/api/v1/customer/random-item-by-gift-packet';

/** A shop whose customer spun its packet before the page opened: the prize, no Spin button. */
const alreadySpun: NonNullable<ShopStoryOptions['wrapFetch']> = (shopFetch) => {
  const spun = shopFetch('http://story.test/api/v1/customer/random-item-by-gift-packet', {
    method: 'POST',
    headers: { authorization: `Bearer ${FAKE_SHOP_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ gift_packet_id: FAKE_GIFT_PACKET_ID }),
  });
  return async (input, init) => {
    await spun;
    return shopFetch(input, init);
  };
};

const meta = {
  title: 'Pages/GiftSpin',
  component: GiftSpin,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof GiftSpin>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A signed-in customer before the spin, in Arabic on the light theme: Spin turns the wheel. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', { signedIn: true });

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', { signedIn: true });

/** A signed-in customer before the spin, in English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light', { signedIn: true });

/** The same in English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark', { signedIn: true });

/** A visitor: the packets and their chances, and Sign in to spin. */
export const Visitor: Story = shopStoryIn('ar', 'light');

/** A visitor in English on the dark theme. */
export const VisitorEnglishDark: Story = shopStoryIn('en', 'dark');

/** Spun on an earlier visit: the wheel stands on the prize, which comes with the next order. */
export const AlreadySpun: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: alreadySpun,
});

/** Spun on an earlier visit, in English on the dark theme. */
export const AlreadySpunEnglishDark: Story = shopStoryIn('en', 'dark', {
  signedIn: true,
  wrapFetch: alreadySpun,
});

/** The packets are on their way: stand-in cards of the final size. */
export const Loading: Story = shopStoryIn('ar', 'light', { wrapFetch: callsNeverAnswer(packets) });

/** Whether the customer has spun is still being read: the Spin button's stand-in. */
export const CheckingTheSpin: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: callsNeverAnswer(giftItem),
});

/** No packets on offer: the page says so and leads home. */
export const Empty: Story = shopStoryIn('en', 'light', {
  wrapFetch: callsAnswer(packets, { total_size: 0, limit: '20', offset: '1', gift_packets: [] }),
});

/** The packets failed: the page says so with Try again. */
export const Failed: Story = shopStoryIn('ar', 'dark', { wrapFetch: callsFail(packets) });

/** The customer's spin could not be read: the card says so with Try again. */
export const CheckFailed: Story = shopStoryIn('en', 'dark', {
  signedIn: true,
  wrapFetch: callsFail(giftItem),
});

/** The shop refuses every spin: press Spin to see its words in place under the button. */
export const SpinRefused: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: callsFail(spin),
});
