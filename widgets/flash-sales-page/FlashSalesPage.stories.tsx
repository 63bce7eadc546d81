import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Item } from '../../src/core/api/wire';
import { fixtureItem } from '../../src/core/testing';
import { Toaster } from '../../src/ui/Toaster';
import { shopStory } from '../../stories/shopStory';
import { FlashSalesPage } from './FlashSalesPage';

const SALE = '/api/v1/flash-sales';

const pathOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input), 'http://story.test').pathname;

/** The running sale never answers; every other call goes to the fake shop. */
const saleNeverAnswers =
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) =>
    pathOf(input) === SALE ? new Promise<Response>(() => undefined) : shopFetch(input, init);

/** The running sale always fails, so Try again fails too. */
const saleFails =
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) =>
    pathOf(input) === SALE
      ? Promise.resolve(
          Response.json(
            { errors: [{ code: 'story', message: 'Internal server error' }] },
            { status: 500 },
          ),
        )
      : shopFetch(input, init);

/** Twenty-three discounted items: three pages of the sale. */
const manyOnSale: Item[] = Array.from({ length: 23 }, (_, index) => ({
  ...fixtureItem('percentOff', 'en'),
  id: 100 + index,
  slug: `sale-item-${index + 1}`,
  name: `Sale item ${index + 1}`,
}));

const meta = {
  title: 'Pages/FlashSalesPage',
  component: FlashSalesPage,
  args: {},
  render: (args) => (
    <>
      <FlashSalesPage {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof FlashSalesPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The running sale: its title, the countdown, its items with how much of each has sold. */
export const Loaded: Story = { parameters: shopStory(), globals: { locale: 'en', theme: 'light' } };

/** The running sale in Arabic, light. */
export const ArabicLight: Story = {
  parameters: shopStory(),
  globals: { locale: 'ar', theme: 'light' },
};

/** The running sale in Arabic, dark. */
export const ArabicDark: Story = {
  parameters: shopStory(),
  globals: { locale: 'ar', theme: 'dark' },
};

/** The running sale in English, dark. */
export const EnglishDark: Story = {
  parameters: shopStory(),
  globals: { locale: 'en', theme: 'dark' },
};

/** A sale of 23 items: ten at first, Show more (or scrolling on) brings the next ten. */
export const ManyItems: Story = {
  parameters: shopStory({ items: manyOnSale }),
  globals: { locale: 'en', theme: 'light' },
};

/** The sale is on its way: stand-in cards of the final size. */
export const Loading: Story = {
  parameters: shopStory({ wrapFetch: saleNeverAnswers }),
  globals: { locale: 'ar', theme: 'light' },
};

/** No sale runs: the page says so and leads home. */
export const NoSale: Story = {
  parameters: shopStory({ flashSale: false }),
  globals: { locale: 'en', theme: 'light' },
};

/** The sale failed to load: the page says so with Try again. */
export const Failed: Story = {
  parameters: shopStory({ wrapFetch: saleFails }),
  globals: { locale: 'ar', theme: 'dark' },
};
