import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from '../../src/ui/Toaster';
import { shopStory } from '../../stories/shopStory';
import { Header } from './Header';

/** A backend that never answers, so the first load never ends. */
const neverAnswers: typeof globalThis.fetch = () => new Promise(() => {});

/** A backend that cannot be reached at all. */
const unreachable: typeof globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));

/** Opens the signed-in customer's account menu once the profile has named them. */
const openAccountMenu: NonNullable<Story['play']> = async ({ canvasElement }) => {
  const button = await within(canvasElement).findByRole('button', {
    name: /^(Account|الحساب): /,
  });
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
};

const meta = {
  title: 'Widgets/Header',
  component: Header,
  render: (args) => (
    <>
      <Header {...args} />
      <Toaster />
    </>
  ),
  parameters: { ...shopStory(), layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor: Sign In and Sign Up, the track-order link, the cart. */
export const Guest: Story = {};

/** A signed-in customer: their first name on the account menu, the wishlist instead of track order. */
export const SignedIn: Story = {
  parameters: shopStory({ signedIn: true, cart: [{ itemId: 1, quantity: 2 }] }),
};

/** The signed-in customer's account menu, open. */
export const AccountMenuOpen: Story = {
  parameters: shopStory({ signedIn: true }),
  play: openAccountMenu,
};

/** Before the shop's configuration has loaded: the shop's name as text, no app QR code. */
export const Loading: Story = {
  parameters: shopStory({ wrapFetch: () => neverAnswers }),
};

/** The shop cannot be reached: the header still works with what it knows. */
export const Failure: Story = {
  parameters: shopStory({ wrapFetch: () => unreachable }),
};

/** Signed in, account menu open, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  parameters: shopStory({ signedIn: true }),
  play: openAccountMenu,
  globals: { locale: 'ar', theme: 'dark' },
};

/** A visitor, pinned to English in the light theme. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };
