import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Order, OrderStatusName } from '../../src/core/api/wire';
import type { Locale } from '../../src/core/i18n';
import { fakeOrder } from '../../src/core/testing';
import { movingFakeOrder } from '../../src/core/testing/fakeOrderLifecycle';
import { type ShopStoryOptions, shopStoryIn } from '../../stories/shopStory';
import { withToaster } from '../../stories/withToaster';
import { OrderTracking } from './OrderTracking';

const TRACK = '/api/v1/customer/order/track';
const RUNNING = '/api/v1/customer/order/running-orders';

/** The order the stories track. */
const ORDER_ID = 100001;

const PLACED_AT = Date.parse('2026-11-01T10:00:00.000Z');
/** How far apart the stories' steps were reached. */
const STEP_MS = 12 * 60_000;

/** The statuses the lifecycle passes through, in order. */
const LIFECYCLE: readonly OrderStatusName[] = [
  'pending',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
  'delivered',
];

/**
 * An order at `status`: moved along the lifecycle to it, each status reached one step after the
 * last, or put there from pending (a cancelation, a failure).
 */
function orderAt(status: OrderStatusName, id = ORDER_ID): (language: Locale) => Order {
  const moving = movingFakeOrder(fakeOrder({ id }));
  const steps = LIFECYCLE.indexOf(status);
  if (steps < 0) moving.moveTo(status, new Date(PLACED_AT + STEP_MS));
  for (let step = 1; step <= steps; step += 1) moving.advance(new Date(PLACED_AT + step * STEP_MS));
  return moving.order.order;
}

/** A canceled order, with the reason the store gave. */
const canceledOrder = (language: Locale): Order => ({
  ...orderAt('canceled')(language),
  canceled_by: 'store',
  cancellation_reason: language === 'ar' ? 'نفدت الكمية من المتجر' : 'The store ran out of stock',
});

/** Where the lifecycle still moves an order: it is among the orders under way. */
const isRunning = (status: OrderStatusName) => LIFECYCLE.includes(status) && status !== 'delivered';

/**
 * The customer's orders under way, as the running-orders list sends them: another one placed
 * since, and the tracked order while it is on its way (at `tracked`).
 */
const runningOrders = (language: Locale, tracked: OrderStatusName | null): Order[] =>
  [
    ...(tracked !== null && isRunning(tracked) ? [orderAt(tracked, ORDER_ID)] : []),
    orderAt('pending', ORDER_ID + 1),
  ].map((order) => order(language));

const pathOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input), 'http://story.test').pathname;

const languageOf = (init: RequestInit | undefined): Locale =>
  new Headers(init?.headers).get('x-localization') === 'en' ? 'en' : 'ar';

/**
 * A signed-in customer's shop whose tracking answers `tracked` (read again on each poll) and whose
 * running orders list the tracked one while it is at `status`; every other call goes to the fake
 * shop.
 */
function customerShop(
  tracked: ((language: Locale, read: number) => Order | Promise<Response>) | null,
  status: OrderStatusName | null = 'processing',
): ShopStoryOptions {
  let reads = 0;
  return {
    signedIn: true,
    wrapFetch: (shopFetch) => async (input, init) => {
      const path = pathOf(input);
      if (path === RUNNING) {
        const orders = runningOrders(languageOf(init), status);
        return Response.json({ total_size: orders.length, limit: '10', offset: '1', orders });
      }
      if (path === TRACK && tracked) {
        reads += 1;
        const answer = tracked(languageOf(init), reads);
        return answer instanceof Promise ? answer : Response.json(answer);
      }
      return shopFetch(input, init);
    },
  };
}

/** A read that fails as a server in trouble answers it. */
const failedRead = () =>
  Promise.resolve(
    Response.json(
      { errors: [{ code: 'story', message: 'Internal server error' }] },
      { status: 500 },
    ),
  );

/** The customer tracks the order at `status`. */
const trackedAt = (status: OrderStatusName) =>
  customerShop((language) => orderAt(status)(language), status);

const meta = {
  title: 'Pages/OrderTracking',
  component: OrderTracking,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof OrderTracking>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor's form: the order id and the phone it was placed with. */
export const VisitorForm: Story = shopStoryIn('ar', 'light');

/** The visitor's form in English, dark, the id filled from the order-placed page's link. */
export const VisitorFormEnglishDark: Story = {
  ...shopStoryIn('en', 'dark'),
  args: { orderId: ORDER_ID },
};

/** A signed-in customer: their orders under way to pick one, or an id to type. */
export const CustomerPicks: Story = shopStoryIn('en', 'light', customerShop(null));

/** Order placed: confirmed by the store, the first step current. */
export const OrderPlaced: Story = {
  ...shopStoryIn('ar', 'light', trackedAt('confirmed')),
  args: { orderId: ORDER_ID },
};

/** Packaging: the first step checked with its time, the second current. */
export const Packaging: Story = {
  ...shopStoryIn('en', 'light', trackedAt('processing')),
  args: { orderId: ORDER_ID },
};

/** On the road: the delivery man has it. */
export const OnTheRoad: Story = {
  ...shopStoryIn('ar', 'dark', trackedAt('picked_up')),
  args: { orderId: ORDER_ID },
};

/** Delivered: every step checked, paid at the door. */
export const Delivered: Story = {
  ...shopStoryIn('en', 'dark', trackedAt('delivered')),
  args: { orderId: ORDER_ID },
};

/** Canceled by the store: its own state in place of the steps, with the reason. */
export const Canceled: Story = {
  ...shopStoryIn('ar', 'light', customerShop(canceledOrder, 'canceled')),
  args: { orderId: ORDER_ID },
};

/** Canceled, in English and dark. */
export const CanceledEnglishDark: Story = {
  ...shopStoryIn('en', 'dark', customerShop(canceledOrder, 'canceled')),
  args: { orderId: ORDER_ID },
};

/** The order is on its way: a stand-in card of the card's size. */
export const Loading: Story = {
  ...shopStoryIn(
    'en',
    'light',
    customerShop(() => new Promise<Response>(() => undefined)),
  ),
  args: { orderId: ORDER_ID },
};

/** No such order among the customer's: the server's words above the form. */
export const NotFound: Story = {
  ...shopStoryIn('en', 'light', customerShop(null)),
  args: { orderId: 999_999 },
};

/** The first read failed: the page says so, with Try again. */
export const FailedRead: Story = {
  ...shopStoryIn('ar', 'dark', customerShop(failedRead)),
  args: { orderId: ORDER_ID },
};

/** A later read failed: the order stays, with a quiet note that the page is reconnecting. */
export const Reconnecting: Story = {
  ...shopStoryIn(
    'en',
    'light',
    customerShop((language, read) => (read === 1 ? orderAt('processing')(language) : failedRead())),
  ),
  args: { orderId: ORDER_ID, pollMs: 500 },
};
