import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopStory } from '../../stories/shopStory';
import { MegaMenu } from './MegaMenu';

const CATEGORIES_PATH = '/api/v1/categories';

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/** Opens the panel from the keyboard, on the first parent. */
const openPanel: NonNullable<Story['play']> = async ({ canvasElement }) => {
  const button = await within(canvasElement).findByRole('button', {
    name: /^(Categories|الفئات)$/,
  });
  button.focus();
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
};

const meta = {
  title: 'Widgets/MegaMenu',
  component: MegaMenu,
  parameters: shopStory(),
} satisfies Meta<typeof MegaMenu>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The Categories button, closed. */
export const Closed: Story = {};

/** Open on the first parent: its children with pictures and a See All link. */
export const Open: Story = { play: openPanel };

/** The tree never arrives: the panel spins. */
export const Loading: Story = {
  parameters: shopStory({
    wrapFetch: (shopFetch) => (input, init) =>
      urlOf(input).includes(CATEGORIES_PATH) ? new Promise(() => {}) : shopFetch(input, init),
  }),
  play: openPanel,
};

/** The server fails: a message and Try again, which loads the tree. */
export const Failure: Story = {
  parameters: shopStory({
    failNext: [{ path: CATEGORIES_PATH, status: 500, message: 'Server down' }],
  }),
  play: openPanel,
};

/** The shop has no categories. */
export const Empty: Story = {
  parameters: shopStory({
    wrapFetch: (shopFetch) => (input, init) =>
      urlOf(input).includes(CATEGORIES_PATH)
        ? Promise.resolve(Response.json([]))
        : shopFetch(input, init),
  }),
  play: openPanel,
};

/** Open, pinned to Arabic in the dark theme: parents on the right, children on the left. */
export const ArabicDark: Story = { play: openPanel, globals: { locale: 'ar', theme: 'dark' } };

/** Open, pinned to English in the light theme. */
export const EnglishLight: Story = { play: openPanel, globals: { locale: 'en', theme: 'light' } };
