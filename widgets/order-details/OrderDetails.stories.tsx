import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeShop, fakeOrder } from '../../src/core/testing';
import { deliveredFakeOrder, orderCallsTo } from '../../src/core/testing/fakeOrderShop';
import { shopStoryIn } from '../../stories/shopStory';
import { callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { OrderDetails } from './OrderDetails';

/** The order's two reads. */
const orderReads = (path: string) =>
  path === '/api/v1/customer/order/track' || path === '/api/v1/customer/order/details';

/** A pending order paid digitally: it may be cancelled or switched to cash on delivery. */
const PENDING = 100041;
/** A delivered order of three items: refund, reviews and order again. */
const DELIVERED = 100042;
/** A pending order the wallet paid part of. */
const PARTLY_PAID = 100043;
/** A guest's order, shown once they name its phone (+201001234567). */
const GUEST_ORDER = 100044;

/** The shopper's orders, answered by a shop of their own so every action works. */
function ordersOfAShopper() {
  const orders = createFakeShop();
  orders.orders.put(fakeOrder({ id: PENDING, paymentMethod: 'digital_payment', amount: 245.5 }));
  orders.orders.put(
    deliveredFakeOrder({
      id: DELIVERED,
      lines: [
        { kind: 'plain', quantity: 2 },
        { kind: 'variations', quantity: 1, variation: 'Small' },
        { kind: 'outOfStock', quantity: 1 },
      ],
    }),
  );
  orders.orders.put(
    fakeOrder({
      id: PARTLY_PAID,
      paymentMethod: 'partial_payment',
      partiallyPaid: 50,
      amount: 180,
    }),
  );
  orders.orders.put(fakeOrder({ id: GUEST_ORDER, byGuest: true }));
  return orderCallsTo(orders);
}

const meta = {
  title: 'Pages/OrderDetails',
  component: OrderDetails,
  args: { orderId: PENDING },
  decorators: [withToaster],
} satisfies Meta<typeof OrderDetails>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A pending order in Arabic on the light theme: cancel, or pay cash on delivery instead. */
export const PendingArabicLight: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: ordersOfAShopper(),
});

/** The same pending order in English on the dark theme. */
export const PendingEnglishDark: Story = shopStoryIn('en', 'dark', {
  signedIn: true,
  wrapFetch: ordersOfAShopper(),
});

/** A delivered order in English on the light theme: refund, reviews, order again. */
export const DeliveredEnglishLight: Story = {
  args: { orderId: DELIVERED },
  ...shopStoryIn('en', 'light', { signedIn: true, wrapFetch: ordersOfAShopper() }),
};

/** The delivered order in Arabic on the dark theme. */
export const DeliveredArabicDark: Story = {
  args: { orderId: DELIVERED },
  ...shopStoryIn('ar', 'dark', { signedIn: true, wrapFetch: ordersOfAShopper() }),
};

/** An order the wallet paid part of: the wallet's part and what is left to pay. */
export const PartlyPaid: Story = {
  args: { orderId: PARTLY_PAID },
  ...shopStoryIn('en', 'light', { signedIn: true, wrapFetch: ordersOfAShopper() }),
};

/** The order is on its way: a stand-in of the page's final layout. */
export const Loading: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: callsNeverAnswer(orderReads),
});

/** The order could not be loaded: what went wrong and Try again. */
export const Failed: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: callsFail(orderReads),
});

/** Not this shopper's order: not found, and the way to their orders. */
export const NotFound: Story = {
  args: { orderId: 999999 },
  ...shopStoryIn('en', 'dark', { signedIn: true, wrapFetch: ordersOfAShopper() }),
};

/** A guest names the order's phone before it shows. */
export const Guest: Story = {
  args: { orderId: GUEST_ORDER },
  ...shopStoryIn('ar', 'light', { wrapFetch: ordersOfAShopper() }),
};
