import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_IDS } from '../../src/core/testing';
import { Toaster } from '../../src/ui/Toaster';
import { shopStory } from '../../stories/shopStory';
import { AddToCart } from './AddToCart';

/** Item details never answer; every other call goes to the fake shop. */
const itemNeverLoads =
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) =>
    String(input instanceof Request ? input.url : input).includes('/items/details/')
      ? new Promise<Response>(() => undefined)
      : shopFetch(input, init);

/** Item details always fail, so Try again fails too; every other call goes to the fake shop. */
const itemAlwaysFails =
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) =>
    String(input instanceof Request ? input.url : input).includes('/items/details/')
      ? Promise.resolve(
          Response.json(
            { errors: [{ code: 'story', message: 'Internal server error' }] },
            { status: 500 },
          ),
        )
      : shopFetch(input, init);

const meta = {
  title: 'Widgets/AddToCart',
  component: AddToCart,
  args: { itemId: FIXTURE_IDS.plain },
  render: (args) => (
    <>
      <AddToCart {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof AddToCart>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A plain item in stock: one press adds it and the button becomes a quantity stepper. */
export const Plain: Story = { parameters: shopStory({ signedIn: true }) };

/** An item with a size to choose: the press opens the variation picker (Large is sold out). */
export const WithVariations: Story = {
  args: { itemId: FIXTURE_IDS.variations },
  parameters: shopStory({ signedIn: true }),
};

/** Nothing left: the button is disabled and says why. */
export const OutOfStock: Story = {
  args: { itemId: FIXTURE_IDS.outOfStock },
  parameters: shopStory({ signedIn: true }),
};

/** Already in the cart: "In cart" with the quantity stepper bound to the shared cart. */
export const InCart: Story = {
  parameters: shopStory({ signedIn: true, cart: [{ itemId: FIXTURE_IDS.plain, quantity: 2 }] }),
};

/** The item is on its way from the server. */
export const Loading: Story = {
  parameters: {
    ...shopStory({ wrapFetch: itemNeverLoads }),
  },
};

/** The item could not be loaded: the server's message and a Try again button. */
export const Failed: Story = {
  parameters: {
    ...shopStory({ wrapFetch: itemAlwaysFails }),
  },
};

/** The variation picker's item, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  args: { itemId: FIXTURE_IDS.variations },
  parameters: shopStory({ signedIn: true }),
  globals: { locale: 'ar', theme: 'dark' },
};

/** A discounted item, pinned to English in the light theme. */
export const EnglishLight: Story = {
  args: { itemId: FIXTURE_IDS.percentOff },
  parameters: shopStory({ signedIn: true }),
  globals: { locale: 'en', theme: 'light' },
};
