import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopStoryIn } from '../../stories/shopStory';
import { callsAnswer, callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { CouponsPage } from './CouponsPage';

/** The coupon list, the one read of the page. */
const couponList = (path: string) => path === '/api/v1/coupon/list';

const meta = {
  title: 'Pages/CouponsPage',
  component: CouponsPage,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof CouponsPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Every coupon type: capped percent, free delivery, zone-wise, store-wise amount; Copy copies. */
export const Loaded: Story = shopStoryIn('en', 'light');

/** The coupons in Arabic, light. */
export const ArabicLight: Story = shopStoryIn('ar', 'light');

/** The coupons in Arabic, dark. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark');

/** The coupons in English, dark. */
export const EnglishDark: Story = shopStoryIn('en', 'dark');

/** The list is on its way: stand-in cards of the final size. */
export const Loading: Story = shopStoryIn('ar', 'light', {
  wrapFetch: callsNeverAnswer(couponList),
});

/** No coupons today: the page says so and leads home. */
export const Empty: Story = shopStoryIn('en', 'light', { wrapFetch: callsAnswer(couponList, []) });

/** The list failed: the page says so with Try again. */
export const Failed: Story = shopStoryIn('ar', 'dark', { wrapFetch: callsFail(couponList) });
