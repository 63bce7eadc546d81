import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SouqCore } from '../../src/core';
import { createFakeShop, type FakeShopOptions, FIXTURE_IDS } from '../../src/core/testing';
import { Toaster } from '../../src/ui/Toaster';
import type { StorySouqParameters } from '../../stories/storySouq';
import { AddToCart } from './AddToCart';

/** The story's backend and a signed-in shopper whose cart has loaded. */
function shopStory(options: FakeShopOptions = {}): { souq: StorySouqParameters } {
  return {
    souq: {
      fetch: createFakeShop(options).fetch,
      prepare: async (core: SouqCore) => {
        core.store.token.value = 'story-token';
        await core.session.boot();
        await core.cart.refresh();
      },
    },
  };
}

/** A backend whose item details never answer, every other call served by a fake shop. */
function itemNeverLoads(): typeof globalThis.fetch {
  const shop = createFakeShop();
  return (input, init) =>
    String(input instanceof Request ? input.url : input).includes('/items/details/')
      ? new Promise<Response>(() => undefined)
      : shop.fetch(input, init);
}

/** A backend whose item details always fail, so Try again fails too. */
function itemAlwaysFails(): typeof globalThis.fetch {
  const shop = createFakeShop();
  return (input, init) =>
    String(input instanceof Request ? input.url : input).includes('/items/details/')
      ? Promise.resolve(
          Response.json(
            { errors: [{ code: 'story', message: 'Internal server error' }] },
            { status: 500 },
          ),
        )
      : shop.fetch(input, init);
}

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
export const Plain: Story = { parameters: shopStory() };

/** An item with a size to choose: the press opens the variation picker (Large is sold out). */
export const WithVariations: Story = {
  args: { itemId: FIXTURE_IDS.variations },
  parameters: shopStory(),
};

/** Nothing left: the button is disabled and says why. */
export const OutOfStock: Story = {
  args: { itemId: FIXTURE_IDS.outOfStock },
  parameters: shopStory(),
};

/** Already in the cart: "In cart" with the quantity stepper bound to the shared cart. */
export const InCart: Story = {
  parameters: shopStory({ cart: [{ itemId: FIXTURE_IDS.plain, quantity: 2 }] }),
};

/** The item is on its way from the server. */
export const Loading: Story = {
  parameters: {
    souq: { fetch: itemNeverLoads(), prepare: (core: SouqCore) => core.session.boot() },
  },
};

/** The item could not be loaded: the server's message and a Try again button. */
export const Failed: Story = {
  parameters: {
    souq: { fetch: itemAlwaysFails(), prepare: (core: SouqCore) => core.session.boot() },
  },
};

/** The variation picker's item, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  args: { itemId: FIXTURE_IDS.variations },
  parameters: shopStory(),
  globals: { locale: 'ar', theme: 'dark' },
};

/** A discounted item, pinned to English in the light theme. */
export const EnglishLight: Story = {
  args: { itemId: FIXTURE_IDS.percentOff },
  parameters: shopStory(),
  globals: { locale: 'en', theme: 'light' },
};
