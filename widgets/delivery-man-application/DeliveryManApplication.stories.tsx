import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { jpegBytes, pngBytes } from '../../src/core/validation/imageBytes.fixtures';
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
import { DeliveryManApplication } from './DeliveryManApplication';

type FetchWrapper = NonNullable<ShopStoryOptions['wrapFetch']>;
type Play = NonNullable<Story['play']>;

const REGISTER = '/api/v1/auth/delivery-man/store';

const pathOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input), 'http://story.test').pathname;

/** The server refuses the registration as it refuses a phone already registered. */
const phoneRefused: FetchWrapper = (shopFetch) => (input, init) =>
  pathOf(input) === REGISTER
    ? Promise.resolve(
        Response.json(
          { errors: [{ code: 'phone', message: 'This phone number is already registered' }] },
          { status: 409 },
        ),
      )
    : shopFetch(input, init);

/** The identity step, filled in: a national ID, its number, both sides. */
const fillIdentity: Play = async ({ canvasElement: root }) => {
  await shown(root, 'identity_type');
  await userEvent.click(control(root, 'identity_type', 'nid'));
  await typeInto(root, { identity_number: '29801011234567' });
  const front = new File([jpegBytes(600, 400)], 'front.jpg', { type: 'image/jpeg' });
  await choosePicture(root, 'identity_front', front);
  const back = new File([pngBytes(600, 400)], 'back.png', { type: 'image/png' });
  await choosePicture(root, 'identity_back', back);
  await pressForward(root);
};

/** The vehicle and zone step, filled in. */
const fillWork: Play = async (context) => {
  await fillIdentity(context);
  const root = context.canvasElement;
  await shown(root, 'vehicle_id');
  await userEvent.click(control(root, 'vehicle_id', '2'));
  await userEvent.selectOptions(control<HTMLSelectElement>(root, 'zone_id'), '1');
  await userEvent.click(control(root, 'earning', '1'));
  await pressForward(root);
};

/** Every step filled in, up to the review. */
const fillToReview: Play = async (context) => {
  await fillWork(context);
  const root = context.canvasElement;
  await typeInto(root, {
    f_name: 'Karim',
    l_name: 'Saleh',
    phone: '+201201234567',
    email: 'karim@example.com',
  });
  await pressForward(root);
  await typeInto(root, {
    password: 'blue-river-bicycle-4',
    confirm_password: 'blue-river-bicycle-4',
  });
  await pressForward(root);
  await shown(root, 'terms');
};

/** The terms accepted and the registration sent. */
const send: Play = async (context) => {
  await fillToReview(context);
  await acceptTerms(context.canvasElement);
  await pressForward(context.canvasElement);
};

const meta = {
  title: 'Pages/DeliveryManApplication',
  component: DeliveryManApplication,
  decorators: [withToaster],
} satisfies Meta<typeof DeliveryManApplication>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The identity step, in Arabic on the light theme. */
export const ArabicLight: Story = shopStoryIn('ar', 'light');

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark');

/** In English on the light theme. */
export const EnglishLight: Story = shopStoryIn('en', 'light');

/** In English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark');

/** Next pressed on an empty identity step: what each field needs, said in place. */
export const IdentityStepIncomplete: Story = {
  ...shopStoryIn('ar', 'light'),
  play: ({ canvasElement }) => pressForward(canvasElement),
};

/** The vehicle and zone step, in English on the light theme. */
export const WorkStep: Story = { ...shopStoryIn('en', 'light'), play: fillIdentity };

/** The personal details step, in Arabic on the dark theme. */
export const PersonStep: Story = { ...shopStoryIn('ar', 'dark'), play: fillWork };

/** The registration read back before sending, in English on the dark theme. */
export const ReviewStep: Story = { ...shopStoryIn('en', 'dark'), play: fillToReview };

/** The shop never answers: Send spins and takes no second press. */
export const Sending: Story = {
  ...shopStoryIn('ar', 'light', { wrapFetch: callsNeverAnswer((path) => path === REGISTER) }),
  play: send,
};

/** A phone already registered: back on the personal details, said on the phone field. */
export const PhoneRefused: Story = {
  ...shopStoryIn('en', 'dark', { wrapFetch: phoneRefused }),
  play: send,
};

/** Sent: the registration waits for review, and what happens next. */
export const Pending: Story = { ...shopStoryIn('en', 'light'), play: send };
