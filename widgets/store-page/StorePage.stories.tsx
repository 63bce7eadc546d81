import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_CLOSED_STORE_ID, fixtureItem, fixtureItems } from '../../src/core/testing';
import { Toaster } from '../../src/ui/Toaster';
import { shopStory } from '../../stories/shopStory';
import { StorePage } from './StorePage';

type Fetch = typeof globalThis.fetch;

const urlOf = (input: RequestInfo | URL) => String(input instanceof Request ? input.url : input);

/** The store's details never answer; every other call goes to the fake shop. */
const detailsNeverLoad =
  (shopFetch: Fetch): Fetch =>
  (input, init) =>
    urlOf(input).includes('/stores/details/')
      ? new Promise<Response>(() => undefined)
      : shopFetch(input, init);

/** The store's details always fail, so Try again fails too. */
const detailsAlwaysFail =
  (shopFetch: Fetch): Fetch =>
  (input, init) =>
    urlOf(input).includes('/stores/details/')
      ? Promise.resolve(
          Response.json(
            { errors: [{ code: 'story', message: 'Internal server error' }] },
            { status: 500 },
          ),
        )
      : shopFetch(input, init);

/** The switched-off store with a few spices of its own, so its turned-off buttons show. */
const spiceShop = [
  ...fixtureItems('en'),
  ...(['plain', 'percentOff'] as const).map((kind, index) => ({
    ...fixtureItem(kind, 'en'),
    id: 60 + index,
    slug: `spice-${index}`,
    store_id: FIXTURE_CLOSED_STORE_ID,
  })),
];

const meta = {
  title: 'Pages/StorePage',
  component: StorePage,
  args: { storeId: 1 },
  render: (args) => (
    <>
      <StorePage {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof StorePage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A store open around the clock: header, popular items, all items with search, rating summary. */
export const Loaded: Story = {
  parameters: shopStory(),
  globals: { locale: 'en', theme: 'light' },
};

/** The same store in Arabic, light. */
export const ArabicLight: Story = {
  parameters: shopStory(),
  globals: { locale: 'ar', theme: 'light' },
};

/** A store with a 15% discount, by its slug, in Arabic, dark. */
export const ArabicDark: Story = {
  args: { storeId: 'delta-dates' },
  parameters: shopStory(),
  globals: { locale: 'ar', theme: 'dark' },
};

/** A store with a minimum order, in English, dark. */
export const EnglishDark: Story = {
  args: { storeId: 2 },
  parameters: shopStory(),
  globals: { locale: 'en', theme: 'dark' },
};

/** A switched-off store: closed whatever its hours, its add buttons off. */
export const Closed: Story = {
  args: { storeId: FIXTURE_CLOSED_STORE_ID },
  parameters: shopStory({ items: spiceShop }),
  globals: { locale: 'en', theme: 'light' },
};

/** A store without items: 'Items not found!' and no popular row. */
export const Empty: Story = {
  parameters: shopStory({ items: [] }),
  globals: { locale: 'ar', theme: 'light' },
};

/** The store is on its way: the header's boxes at their final sizes. */
export const Loading: Story = {
  parameters: shopStory({ wrapFetch: detailsNeverLoad }),
  globals: { locale: 'en', theme: 'light' },
};

/** The store could not be loaded: said so, with Try again. */
export const Failed: Story = {
  parameters: shopStory({ wrapFetch: detailsAlwaysFail }),
  globals: { locale: 'ar', theme: 'dark' },
};

/** No such store: said so, with a way home. */
export const NotFound: Story = {
  args: { storeId: 999 },
  parameters: shopStory(),
  globals: { locale: 'en', theme: 'light' },
};
