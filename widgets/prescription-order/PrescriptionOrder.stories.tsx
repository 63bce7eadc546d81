import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { FAKE_PHARMACY_STORE_ID } from '../../src/core/testing';
import { gifBytes, pngBytes } from '../../src/core/validation/imageBytes.fixtures';
import { withSavedAddresses } from '../../src/ui/address/savedAddresses.fixtures';
import { type ShopStoryOptions, shopStoryIn } from '../../stories/shopStory';
import { callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { PrescriptionOrder } from './PrescriptionOrder';
import { CLOSED_PHARMACY_ID, withPharmacies } from './testing/pharmacyShop';

type FetchWrapper = NonNullable<ShopStoryOptions['wrapFetch']>;

const PLACE = '/api/v1/customer/order/prescription/place';
const PHARMACY_LIST = '/api/v1/stores/get-stores/all';

const pathOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input), 'http://story.test').pathname;

/** The shop with its pharmacies, and a customer who saved two addresses before. */
const pharmacyShop = (before?: FetchWrapper): FetchWrapper => {
  return (shopFetch) => {
    const shop = withPharmacies(withSavedAddresses(shopFetch));
    return before ? before(shop) : shop;
  };
};

/** The server refuses every prescription order as a pharmacy closing in the meantime. */
const closedMeanwhile: FetchWrapper = (shopFetch) => (input, init) =>
  pathOf(input) === PLACE
    ? Promise.resolve(
        Response.json(
          { errors: [{ code: 'store', message: 'Store/Restaurant is closed' }] },
          { status: 403 },
        ),
      )
    : shopFetch(input, init);

/** Chooses the open pharmacy, adds two pictures of the prescription and writes a note. */
const fillIn: NonNullable<Story['play']> = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: /Nile Pharmacy|صيدلية النيل/ }));
  await userEvent.upload(canvas.getByLabelText(/^(Add photos|أضف صورًا)$/), [
    new File([pngBytes(640, 900)], 'front.png', { type: 'image/png' }),
    new File([gifBytes(640, 900)], 'back.gif', { type: 'image/gif' }),
  ]);
  await userEvent.type(
    canvas.getByRole('textbox', { name: /Note for the pharmacy|ملاحظة للصيدلية/ }),
    'Twice a day after meals',
  );
};

/** Fills the page in, then presses Place order. */
const fillInAndPlace: NonNullable<Story['play']> = async (context) => {
  await fillIn(context);
  const canvas = within(context.canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /^(Place order|تأكيد الطلب)$/ }));
};

const meta = {
  title: 'Pages/PrescriptionOrder',
  component: PrescriptionOrder,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof PrescriptionOrder>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The shop's pharmacies to choose from, the pictures, the address and cash on delivery. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: pharmacyShop(),
});

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: pharmacyShop(),
});

/** The same in English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: pharmacyShop(),
});

/** The same in English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark', {
  signedIn: true,
  wrapFetch: pharmacyShop(),
});

/** Opened from a pharmacy's page: the pharmacy is given, and the delivery fee to the address. */
export const ForOnePharmacy: Story = {
  ...shopStoryIn('en', 'light', { signedIn: true, wrapFetch: pharmacyShop() }),
  args: { storeId: FAKE_PHARMACY_STORE_ID },
};

/** Two pictures chosen, with their previews and remove buttons, and a note. */
export const PicturesChosen: Story = {
  ...shopStoryIn('ar', 'light', { signedIn: true, wrapFetch: pharmacyShop() }),
  play: fillIn,
};

/** Place order pressed and the server not answering yet: the button spins. */
export const Placing: Story = {
  ...shopStoryIn('en', 'dark', {
    signedIn: true,
    wrapFetch: pharmacyShop(callsNeverAnswer((path) => path === PLACE)),
  }),
  play: fillInAndPlace,
};

/** The server refuses the order (the pharmacy closed meanwhile): said in the pharmacy's section, the pictures kept. */
export const Refused: Story = {
  ...shopStoryIn('en', 'light', { signedIn: true, wrapFetch: pharmacyShop(closedMeanwhile) }),
  play: fillInAndPlace,
};

/** Opened for a pharmacy closed now: it says so before anything is sent. */
export const PharmacyClosed: Story = {
  ...shopStoryIn('ar', 'light', { signedIn: true, wrapFetch: pharmacyShop() }),
  args: { storeId: CLOSED_PHARMACY_ID },
};

/** The pharmacies on their way: stand-in rows. */
export const PharmaciesLoading: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: pharmacyShop(callsNeverAnswer((path) => path === PHARMACY_LIST)),
});

/** The pharmacies could not be read: Try again. */
export const PharmaciesFailed: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: pharmacyShop(callsFail((path) => path === PHARMACY_LIST)),
});

/** A visitor, in a shop that takes no guest orders, is asked to sign in first. */
export const Visitor: Story = shopStoryIn('en', 'light', {
  config: { guest_checkout_status: 0 },
  wrapFetch: pharmacyShop(),
});

/** A visitor in a shop that takes guest orders writes the address for the order. */
export const Guest: Story = shopStoryIn('ar', 'light', { wrapFetch: pharmacyShop() });
