import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopStory } from '../../stories/shopStory';
import { StoresPage } from './StoresPage';

type Fetch = typeof globalThis.fetch;

const isStoreList = (input: RequestInfo | URL) =>
  String(input instanceof Request ? input.url : input).includes('/stores/get-stores/');

/** The store lists never answer; every other call goes to the fake shop. */
const listsNeverLoad =
  (shopFetch: Fetch): Fetch =>
  (input, init) =>
    isStoreList(input) ? new Promise<Response>(() => undefined) : shopFetch(input, init);

/** The store lists always fail, so Try again fails too. */
const listsAlwaysFail =
  (shopFetch: Fetch): Fetch =>
  (input, init) =>
    isStoreList(input)
      ? Promise.resolve(
          Response.json(
            { errors: [{ code: 'story', message: 'Internal server error' }] },
            { status: 500 },
          ),
        )
      : shopFetch(input, init);

/** Every store list is empty. */
const listsEmpty =
  (shopFetch: Fetch): Fetch =>
  (input, init) =>
    isStoreList(input)
      ? Promise.resolve(Response.json({ total_size: 0, limit: '10', offset: '1', stores: [] }))
      : shopFetch(input, init);

const meta = {
  title: 'Pages/StoresPage',
  component: StoresPage,
  args: { type: 'all' },
} satisfies Meta<typeof StoresPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Every store, in English, light. */
export const Loaded: Story = {
  parameters: shopStory(),
  globals: { locale: 'en', theme: 'light' },
};

/** The popular stores, in Arabic, light. */
export const ArabicLight: Story = {
  args: { type: 'popular' },
  parameters: shopStory(),
  globals: { locale: 'ar', theme: 'light' },
};

/** The top-rated stores, in Arabic, dark. */
export const ArabicDark: Story = {
  args: { type: 'top-rated' },
  parameters: shopStory(),
  globals: { locale: 'ar', theme: 'dark' },
};

/** The discounted stores, in English, dark. */
export const EnglishDark: Story = {
  args: { type: 'discounted' },
  parameters: shopStory(),
  globals: { locale: 'en', theme: 'dark' },
};

/** The list is on its way: card stand-ins at their final size. */
export const Loading: Story = {
  parameters: shopStory({ wrapFetch: listsNeverLoad }),
  globals: { locale: 'en', theme: 'light' },
};

/** No store in the list. */
export const Empty: Story = {
  parameters: shopStory({ wrapFetch: listsEmpty }),
  globals: { locale: 'ar', theme: 'light' },
};

/** The list could not be loaded: said so, with Try again. */
export const Failed: Story = {
  parameters: shopStory({ wrapFetch: listsAlwaysFail }),
  globals: { locale: 'en', theme: 'dark' },
};
