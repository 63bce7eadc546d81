import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeShop, fakeOrder } from '../../src/core/testing';
import { deliveredFakeOrder, orderCallsTo } from '../../src/core/testing/fakeOrderShop';
import { shopStoryIn } from '../../stories/shopStory';
import { callsAnswer, callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { OrderList } from './OrderList';

/** The two lists the tabs read. */
const orderLists = (path: string) =>
  path === '/api/v1/customer/order/running-orders' || path === '/api/v1/customer/order/list';

/** The customer's orders: three under way, twelve over (two pages). */
function ordersOfAShopper() {
  const orders = createFakeShop();
  orders.orders.put(fakeOrder({ id: 100021, status: 'pending', amount: 245.5 }));
  orders.orders.put(fakeOrder({ id: 100022, status: 'confirmed', paymentMethod: 'wallet' }));
  orders.orders.put(fakeOrder({ id: 100023, status: 'picked_up', amount: 89 }));
  for (let id = 100001; id <= 100012; id += 1) {
    orders.orders.put(
      id % 4 === 0
        ? fakeOrder({ id, status: 'canceled', amount: 60 })
        : deliveredFakeOrder({ id, lines: [{ kind: 'plain', quantity: (id % 3) + 1 }] }),
    );
  }
  return orderCallsTo(orders);
}

const meta = {
  title: 'Pages/OrderList',
  component: OrderList,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof OrderList>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Orders in progress, in Arabic on the light theme; arrows move between the tabs. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: ordersOfAShopper(),
});

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: ordersOfAShopper(),
});

/** Orders in progress in English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: ordersOfAShopper(),
});

/** Previous orders in English on the dark theme: ten, then Show more. */
export const PreviousOrders: Story = {
  args: { tab: 'previous' },
  ...shopStoryIn('en', 'dark', { signedIn: true, wrapFetch: ordersOfAShopper() }),
};

/** The orders are on their way: stand-in cards of the final size. */
export const Loading: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: callsNeverAnswer(orderLists),
});

/** No orders yet: the tab says so and leads to the shop. */
export const Empty: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: callsAnswer(orderLists, { total_size: 0, limit: '10', offset: '1', orders: [] }),
});

/** The orders could not be loaded: what went wrong and Try again. */
export const Failed: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: callsFail(orderLists),
});

/** A visitor who is not signed in is asked to sign in first. */
export const Visitor: Story = shopStoryIn('en', 'light');
