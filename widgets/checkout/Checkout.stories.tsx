import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopStoryIn } from '../../stories/shopStory';
import { callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { Checkout } from './Checkout';

/** Two red apples of Fresh Market: 90 and the zone's minimum fee. */
const TWO_APPLES = [{ itemId: 1, quantity: 2 }];
/** Three red apples: more than the customer's wallet holds, so it pays a share. */
const THREE_APPLES = [{ itemId: 1, quantity: 3 }];

/** The store's details, which the delivery fee is measured from. */
const storeDetails = (path: string) => path.startsWith('/api/v1/stores/details/');
/** Order placement. */
const placement = (path: string) => path === '/api/v1/customer/order/place';
/** The cart's list. */
const cartList = (path: string) => path === '/api/v1/customer/cart/list';

const meta = {
  title: 'Pages/Checkout',
  component: Checkout,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof Checkout>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A guest's checkout of one store, in English: delivery, the order, coupon, payment, summary. */
export const Guest: Story = shopStoryIn('en', 'light', { cart: TWO_APPLES });

/** The guest's checkout in Arabic, light. */
export const GuestArabicLight: Story = shopStoryIn('ar', 'light', { cart: TWO_APPLES });

/** The guest's checkout in Arabic, dark. */
export const GuestArabicDark: Story = shopStoryIn('ar', 'dark', { cart: TWO_APPLES });

/** The guest's checkout in English, dark. */
export const GuestEnglishDark: Story = shopStoryIn('en', 'dark', { cart: TWO_APPLES });

/** A signed-in customer: saved addresses, and a wallet that pays a share of this order. */
export const Customer: Story = shopStoryIn('ar', 'light', { signedIn: true, cart: THREE_APPLES });

/** A cart of two stores: the shopper picks which to order from now. */
export const SeveralStores: Story = shopStoryIn('en', 'light', {
  cart: [
    { itemId: 1, quantity: 2 },
    { itemId: 3, quantity: 1 },
  ],
});

/** Tax added at 14% and free delivery reached: the summary's tax row and a full bar. */
export const TaxAddedFreeDelivery: Story = shopStoryIn('en', 'light', {
  cart: TWO_APPLES,
  config: { tax: 14, tax_included: 0, free_delivery_over: 90 },
});

/** Above the cash-on-delivery cap: the option is refused in the spec's words. */
export const AboveCashCap: Story = shopStoryIn('ar', 'dark', {
  cart: [{ itemId: 1, quantity: 30 }],
});

/** The store's details are on their way: the fee waits, the rest of the page is there. */
export const FeeLoading: Story = shopStoryIn('en', 'light', {
  cart: TWO_APPLES,
  wrapFetch: callsNeverAnswer(storeDetails),
});

/** Placing fails every time: Place order says so and keeps everything. */
export const PlacingFails: Story = shopStoryIn('en', 'light', {
  cart: TWO_APPLES,
  wrapFetch: callsFail(placement),
});

/** The cart could not be read: the page says so with Try again. */
export const CartFailed: Story = shopStoryIn('ar', 'light', {
  cart: TWO_APPLES,
  wrapFetch: callsFail(cartList),
});

/** Nothing in the cart: the page says so and leads to shopping. */
export const EmptyCart: Story = shopStoryIn('en', 'light');

/** The shop takes no guest orders: a visitor is asked to sign in and come back. */
export const SignInRequired: Story = shopStoryIn('ar', 'light', {
  cart: TWO_APPLES,
  config: { guest_checkout_status: 0 },
});

/** The confirmation of a placed order (route /order-placed?id=100001). */
export const OrderPlaced: Story = {
  ...shopStoryIn('en', 'light', { signedIn: true }),
  args: { orderId: 100001 },
};

/** The confirmation in Arabic, dark, for a guest. */
export const OrderPlacedArabicDark: Story = {
  ...shopStoryIn('ar', 'dark'),
  args: { orderId: 100001 },
};

/** Back from the payment page with the payment denied: the order waits for its payment. */
export const PaymentDenied: Story = {
  ...shopStoryIn('en', 'light'),
  args: { orderId: 100001, paymentStatus: 'cancel' },
};
