import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { withSavedAddresses } from '../../src/ui/address/savedAddresses.fixtures';
import { type ShopStoryOptions, shopStoryIn } from '../../stories/shopStory';
import { callsAnswer, callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { Parcel } from './Parcel';

type FetchWrapper = NonNullable<ShopStoryOptions['wrapFetch']>;

const PLACE = '/api/v1/customer/order/place';
const CATEGORIES = '/api/v1/parcel-category';

const pathOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input), 'http://story.test').pathname;

/** The customer saved two addresses before; `before` answers some calls itself. */
const customerShop =
  (before?: FetchWrapper): FetchWrapper =>
  (shopFetch) => {
    const shop = withSavedAddresses(shopFetch);
    return before ? before(shop) : shop;
  };

/** The server refuses every parcel: no courier serves the sender's zone today. */
const noCourier: FetchWrapper = (shopFetch) => (input, init) =>
  pathOf(input) === PLACE
    ? Promise.resolve(
        Response.json(
          { errors: [{ code: 'parcel', message: 'Parcel delivery is not available here' }] },
          { status: 403 },
        ),
      )
    : shopFetch(input, init);

/** The words of a story's buttons and choices, in either language. */
const WORDS = {
  documents: /Documents|مستندات/,
  continue: /^(Continue|متابعة)$/,
  send: /^(Send parcel|إرسال الطرد)$/,
  home: /12 Nile Street/,
  office: /5 Tahrir Square/,
};

/** Chooses Documents, the customer's home as the sender and their office as the receiver. */
const fillIn: NonNullable<Story['play']> = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: WORDS.documents }));
  await userEvent.click(canvas.getByRole('button', { name: WORDS.continue }));
  await userEvent.click(await canvas.findByRole('radio', { name: WORDS.home }));
  await userEvent.click(canvas.getByRole('button', { name: WORDS.continue }));
  await userEvent.click(await canvas.findByRole('radio', { name: WORDS.office }));
  await userEvent.click(canvas.getByRole('button', { name: WORDS.continue }));
};

/** Fills the steps in, then presses Send parcel. */
const fillInAndSend: NonNullable<Story['play']> = async (context) => {
  await fillIn(context);
  const canvas = within(context.canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: WORDS.send }));
};

const meta = {
  title: 'Pages/Parcel',
  component: Parcel,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof Parcel>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The parcel categories to choose from, the steps ahead, and the summary, in Arabic, light. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: customerShop(),
});

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: customerShop(),
});

/** The same in English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: customerShop(),
});

/** The same in English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark', {
  signedIn: true,
  wrapFetch: customerShop(),
});

/** Every step done: who pays and how, and the charge for the two saved addresses, tax added. */
export const ReadyToSend: Story = {
  ...shopStoryIn('en', 'light', {
    signedIn: true,
    config: { tax: 14, tax_included: 0 },
    wrapFetch: customerShop(),
  }),
  play: fillIn,
};

/** The payment step in Arabic on the dark theme. */
export const ReadyToSendArabicDark: Story = {
  ...shopStoryIn('ar', 'dark', { signedIn: true, wrapFetch: customerShop() }),
  play: fillIn,
};

/** A guest, when the shop takes guest orders: both addresses are written on the page. */
export const Guest: Story = shopStoryIn('en', 'light');

/** The categories on their way: stand-in cards. */
export const LoadingCategories: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: customerShop(callsNeverAnswer((path) => path === CATEGORIES)),
});

/** The shop has no parcel category: parcels are not sent here. */
export const NoCategories: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: customerShop(callsAnswer((path) => path === CATEGORIES, [])),
});

/** The categories could not be read: the step says so with Try again. */
export const CategoriesFailed: Story = shopStoryIn('en', 'dark', {
  signedIn: true,
  wrapFetch: customerShop(callsFail((path) => path === CATEGORIES)),
});

/** Send parcel pressed and the server not answering yet: the button spins. */
export const Sending: Story = {
  ...shopStoryIn('en', 'dark', {
    signedIn: true,
    wrapFetch: customerShop(callsNeverAnswer((path) => path === PLACE)),
  }),
  play: fillInAndSend,
};

/** The server refuses the parcel: its words by Send parcel, every choice kept. */
export const Refused: Story = {
  ...shopStoryIn('ar', 'light', { signedIn: true, wrapFetch: customerShop(noCourier) }),
  play: fillInAndSend,
};

/** The shop takes no guest orders: a visitor is asked to sign in and come back. */
export const SignInRequired: Story = shopStoryIn('ar', 'light', {
  config: { guest_checkout_status: 0 },
});
