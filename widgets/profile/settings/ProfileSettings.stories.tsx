import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { pngBytes } from '../../../src/core/validation/imageBytes.fixtures';
import { type ShopStoryOptions, shopStoryIn } from '../../../stories/shopStory';
import { callsNeverAnswer } from '../../../stories/storyCalls';
import { withToaster } from '../../../stories/withToaster';
import { ProfileSettings } from './ProfileSettings';

type FetchWrapper = NonNullable<ShopStoryOptions['wrapFetch']>;

const UPDATE = '/api/v1/customer/update-profile';
const REMOVE = '/api/v1/customer/remove-account';

const pathOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input), 'http://story.test').pathname;

/** The server refuses every call to `path` as it refuses one field, with its code and message. */
const refused =
  (path: string, status: number, code: string, message: string): FetchWrapper =>
  (shopFetch) =>
  (input, init) =>
    pathOf(input) === path
      ? Promise.resolve(Response.json({ errors: [{ code, message }] }, { status }))
      : shopFetch(input, init);

/** The section's first form, once the profile is there. */
const detailsForm = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('region', {
      name: /^(Personal details|البيانات الشخصية)$/,
    }),
  );

/** Presses Save changes. */
const save: NonNullable<Story['play']> = async ({ canvasElement }) => {
  const form = await detailsForm(canvasElement);
  await userEvent.click(form.getByRole('button', { name: /^(Save changes|حفظ التغييرات)$/ }));
};

const meta = {
  title: 'Pages/ProfileSettings',
  component: ProfileSettings,
  decorators: [withToaster],
} satisfies Meta<typeof ProfileSettings>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The customer's details, a new password and the danger zone, in Arabic on the light theme. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', { signedIn: true });

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', { signedIn: true });

/** The same in English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light', { signedIn: true });

/** The same in English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark', { signedIn: true });

/** A visitor who is not signed in is asked to sign in first. */
export const Visitor: Story = shopStoryIn('ar', 'light');

/** Save pressed and the server not answering yet: the button spins and takes no second press. */
export const Saving: Story = {
  ...shopStoryIn('en', 'light', {
    signedIn: true,
    wrapFetch: callsNeverAnswer((path) => path === UPDATE),
  }),
  play: save,
};

/** The server refuses the phone: its message under the phone field, which has the focus. */
export const PhoneRefused: Story = {
  ...shopStoryIn('en', 'dark', {
    signedIn: true,
    wrapFetch: refused(UPDATE, 409, 'phone', 'This phone number is already registered'),
  }),
  play: save,
};

/** A picture that is not square: refused before any upload, said under the chooser. */
export const PictureRefused: Story = {
  ...shopStoryIn('en', 'light', { signedIn: true }),
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    const picture = new File([pngBytes(8, 6)], 'wide.png', { type: 'image/png' });
    await userEvent.upload(form.getByLabelText('Choose a picture'), picture);
  },
};

/** Deleting while an order is under way: the server's refusal said in the danger zone. */
export const DeletionRefused: Story = {
  ...shopStoryIn('en', 'dark', {
    signedIn: true,
    wrapFetch: refused(REMOVE, 403, 'on-going', 'Please complete your ongoing orders first'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = within(await canvas.findByRole('region', { name: 'Delete account' }));
    await userEvent.type(zone.getByLabelText(/Type DELETE to confirm/), 'DELETE');
    await userEvent.click(zone.getByRole('button', { name: 'Delete account' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  },
};

/** A new phone saved on a shop that asks for verified phones: the code step takes the place. */
export const NewPhoneToVerify: Story = {
  ...shopStoryIn('ar', 'light', { signedIn: true, config: { customer_verification: 1 } }),
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    const phone = form.getByLabelText(/رقم الهاتف/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+201112223344');
    await userEvent.click(form.getByRole('button', { name: 'حفظ التغييرات' }));
  },
};
