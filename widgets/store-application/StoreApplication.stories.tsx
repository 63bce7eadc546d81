import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor } from 'storybook/test';
import { gifBytes, pngBytes } from '../../src/core/validation/imageBytes.fixtures';
import {
  acceptTerms,
  choosePicture,
  control,
  pressForward,
  shown,
  typeInto,
} from '../../src/ui/application/storyPlay.fixtures';
import { type ShopStoryOptions, shopStoryIn } from '../../stories/shopStory';
import { callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { StoreApplication } from './StoreApplication';

type FetchWrapper = NonNullable<ShopStoryOptions['wrapFetch']>;
type Play = NonNullable<Story['play']>;

const REGISTER = '/api/v1/auth/vendor/register';

const pathOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input), 'http://story.test').pathname;

/** The server refuses the application as it refuses a phone and an e-mail already registered. */
const duplicateRefused: FetchWrapper = (shopFetch) => (input, init) =>
  pathOf(input) === REGISTER
    ? Promise.resolve(
        Response.json(
          {
            errors: [
              { code: 'phone', message: 'This phone number is already registered' },
              { code: 'email', message: 'This email is already registered' },
            ],
          },
          { status: 409 },
        ),
      )
    : shopFetch(input, init);

const picture = (bytes: Uint8Array<ArrayBuffer>, name: string) =>
  new File([bytes], name, { type: name.endsWith('.gif') ? 'image/gif' : 'image/png' });

/** The store step, filled in: names, the Cairo zone, addresses, a square logo and a cover. */
const fillStore: Play = async ({ canvasElement: root }) => {
  await typeInto(root, { name_ar: 'مخبز منى', name_en: 'Mona Bakery' });
  await userEvent.selectOptions(control<HTMLSelectElement>(root, 'zoneId'), '1');
  await typeInto(root, { address_ar: 'شارع النيل، القاهرة', address_en: 'Nile Street, Cairo' });
  await choosePicture(root, 'logo', picture(pngBytes(200, 200), 'logo.png'));
  await choosePicture(root, 'cover_photo', picture(gifBytes(600, 200), 'cover.gif'));
  await waitFor(() => {
    if (control<HTMLSelectElement>(root, 'module_id').value === '') throw new Error('no module');
  });
  await pressForward(root);
};

/** The owner step, filled in. */
const fillOwner: Play = async (context) => {
  await fillStore(context);
  const root = context.canvasElement;
  await typeInto(root, {
    f_name: 'Mona',
    l_name: 'Adel',
    phone: '+201001234567',
    email: 'mona@example.com',
  });
  await pressForward(root);
};

/** Every step filled in, up to the review. */
const fillToReview: Play = async (context) => {
  await fillOwner(context);
  const root = context.canvasElement;
  await typeInto(root, { password: 'green-tea-garden-7', confirm_password: 'green-tea-garden-7' });
  await pressForward(root);
  await shown(root, 'terms');
};

/** The terms accepted and the application sent. */
const send: Play = async (context) => {
  await fillToReview(context);
  await acceptTerms(context.canvasElement);
  await pressForward(context.canvasElement);
};

const meta = {
  title: 'Pages/StoreApplication',
  component: StoreApplication,
  decorators: [withToaster],
} satisfies Meta<typeof StoreApplication>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The store step, in Arabic on the light theme. */
export const ArabicLight: Story = shopStoryIn('ar', 'light');

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark');

/** In English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light');

/** In English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark');

/** Next pressed on an empty store step: what each field needs, said in place. */
export const StoreStepIncomplete: Story = {
  ...shopStoryIn('en', 'light'),
  play: ({ canvasElement }) => pressForward(canvasElement),
};

/** A logo that is not square: refused before anything is sent. */
export const LogoRefused: Story = {
  ...shopStoryIn('ar', 'light'),
  play: ({ canvasElement }) =>
    userEvent.upload(control(canvasElement, 'logo'), picture(pngBytes(300, 200), 'wide.png')),
};

/** The owner step, in Arabic on the light theme. */
export const OwnerStep: Story = { ...shopStoryIn('ar', 'light'), play: fillStore };

/** The account step, in English on the dark theme. */
export const AccountStep: Story = { ...shopStoryIn('en', 'dark'), play: fillOwner };

/** The application read back before sending, in Arabic on the dark theme. */
export const ReviewStep: Story = { ...shopStoryIn('ar', 'dark'), play: fillToReview };

/** The shop never answers: Send spins and takes no second press. */
export const Sending: Story = {
  ...shopStoryIn('en', 'light', { wrapFetch: callsNeverAnswer((path) => path === REGISTER) }),
  play: send,
};

/** A phone and e-mail already registered: back on the owner step, said on the phone field. */
export const PhoneRefused: Story = {
  ...shopStoryIn('en', 'dark', { wrapFetch: duplicateRefused }),
  play: send,
};

/** Sent: the application waits for review, and what happens next. */
export const Pending: Story = { ...shopStoryIn('ar', 'light'), play: send };
