import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { FIXTURE_IDS } from '../../src/core/testing';
import { Toaster } from '../../src/ui/Toaster';
import { type ShopStoryOptions, shopStory } from '../../stories/shopStory';
import { MobileNav } from './MobileNav';
import * as css from './MobileNav.stories.css';

/** A signed-in customer with two cart lines and one wished item, loaded from the fake shop. */
const signedIn = (options: ShopStoryOptions = {}) =>
  shopStory({
    signedIn: true,
    cart: [{ itemId: FIXTURE_IDS.plain }, { itemId: FIXTURE_IDS.percentOff, quantity: 2 }],
    wishlist: [FIXTURE_IDS.plain],
    ...options,
  });

const PAGE_BLOCKS = ['one', 'two', 'three', 'four', 'five', 'six'];

/** Opens the menu drawer as the shopper would, from the header's menu button. */
const openMenu: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Menu|القائمة)$/ }));
};

const meta = {
  title: 'Widgets/MobileNav',
  component: MobileNav,
  args: { currentPath: '/home' },
  // A phone's screen: the storefront shows this navigation below 1024 px.
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args) => (
    <>
      <MobileNav {...args} />
      <div className={css.page}>
        {PAGE_BLOCKS.map((block) => (
          <p key={block} className={css.block} />
        ))}
      </div>
      <Toaster />
    </>
  ),
} satisfies Meta<typeof MobileNav>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor who is not signed in: the bar's Wishes goes to sign-in. */
export const Guest: Story = { parameters: shopStory() };

/** A signed-in customer with two lines in the cart, on the home page. */
export const SignedIn: Story = { parameters: signedIn() };

/** The menu drawer open for a signed-in customer: summary, categories, profile entries, logout. */
export const DrawerOpen: Story = { parameters: signedIn(), play: openMenu };

/** The menu drawer open for a guest: a sign-in button instead of the profile. */
export const GuestDrawerOpen: Story = { parameters: shopStory(), play: openMenu };

/** The shop runs no wallet, loyalty points or referrals: those entries and the balance are gone. */
export const FlagsOff: Story = {
  parameters: signedIn({
    config: { customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 },
  }),
  play: openMenu,
};

/** On another page than home: no bar item is marked current. */
export const OnSearchPage: Story = { parameters: signedIn(), args: { currentPath: '/search' } };

/** The open drawer pinned to Arabic in the dark theme: it slides in from the right. */
export const ArabicDark: Story = {
  parameters: signedIn(),
  globals: { locale: 'ar', theme: 'dark' },
  play: openMenu,
};

/** The open drawer pinned to English in the light theme: it slides in from the left. */
export const EnglishLight: Story = {
  parameters: signedIn(),
  globals: { locale: 'en', theme: 'light' },
  play: openMenu,
};
