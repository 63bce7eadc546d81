import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FakeCartSeed, FIXTURE_IDS } from '../../src/core/testing';
import { Toaster } from '../../src/ui/Toaster';
import { type ShopStoryOptions, shopStory } from '../../stories/shopStory';
import { CartDrawer } from './CartDrawer';

/** How long the pretend shop takes to answer, so spinners show on each change. */
const LATENCY_MS = 500;

/** A fake shop holding the story's cart, loaded as a guest or a signed-in customer. */
const shopWith = (options: ShopStoryOptions) => shopStory({ latency: LATENCY_MS, ...options });

const severalLines: readonly FakeCartSeed[] = [
  { itemId: FIXTURE_IDS.plain, quantity: 2 },
  { itemId: FIXTURE_IDS.percentOff, quantity: 3 },
  { itemId: FIXTURE_IDS.storeDiscount },
  { itemId: FIXTURE_IDS.variations, variation: 'Small' },
  { itemId: FIXTURE_IDS.noImage },
];

const meta = {
  title: 'Widgets/CartDrawer',
  component: CartDrawer,
  args: { open: true },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof CartDrawer>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing in the cart: the empty basket and a way back to the shop. */
export const Empty: Story = { parameters: shopWith({}) };

/** One line: its unit price, quantity, the subtotal and checkout. */
export const OneItem: Story = {
  parameters: shopWith({ cart: [{ itemId: FIXTURE_IDS.plain, quantity: 2 }] }),
};

/** Several lines: discounted prices struck through, a variation, a missing picture, the saving. */
export const ManyItems: Story = { parameters: shopWith({ cart: severalLines }) };

/** A sold-out line and one at its stock: pressing plus on either toasts "Out of Stock". */
export const OutOfStockLine: Story = {
  parameters: shopWith({
    cart: [{ itemId: FIXTURE_IDS.outOfStock }, { itemId: FIXTURE_IDS.lowStock, quantity: 2 }],
  }),
};

/** The cart has reached the free-delivery amount: a full bar and no amount missing. */
export const FreeDeliveryReached: Story = {
  parameters: shopWith({
    cart: [{ itemId: FIXTURE_IDS.amountOff, quantity: 4 }],
    config: { free_delivery_over: 500 },
  }),
};

/** A guest in a shop that allows guest checkout: both checkout buttons. */
export const Guest: Story = {
  parameters: shopWith({ cart: severalLines, config: { guest_checkout_status: 1 } }),
};

/** A signed-in customer: proceed to checkout only. */
export const SignedIn: Story = {
  parameters: shopWith({ cart: severalLines, signedIn: true }),
};

/** Opened by the caller's `open`. */
export const Open: Story = { parameters: shopWith({ cart: severalLines }) };

/** Closed: only the cart button with its count, which opens the drawer. */
export const Closed: Story = {
  args: { open: false },
  parameters: shopWith({ cart: severalLines }),
};

/** Several lines, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  parameters: shopWith({ cart: severalLines }),
  globals: { locale: 'ar', theme: 'dark' },
};

/** Several lines, pinned to English in the light theme. */
export const EnglishLight: Story = {
  parameters: shopWith({ cart: severalLines }),
  globals: { locale: 'en', theme: 'light' },
};
