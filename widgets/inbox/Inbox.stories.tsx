import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { createFakeShop, type FakeSupportSeed } from '../../src/core/testing';
import { shopStoryIn } from '../../stories/shopStory';
import { callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { withToaster } from '../../stories/withToaster';
import { Inbox } from './Inbox';

/** The conversation's read. */
const messageDetails = (path: string) => path === '/api/v1/customer/message/details';

/** A message sent. */
const messageSend = (path: string) => path === '/api/v1/customer/message/send';

/** Writes `text` in the composer and presses Send (its name in either language). */
const write =
  (text: string): NonNullable<Story['play']> =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^(Message|الرسالة)/ }), text);
    await userEvent.click(canvas.getByRole('button', { name: /^(Send|إرسال)$/ }));
  };

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3_600_000);

/** A picture drawn as an inline SVG, so the story asks no other host. */
const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${fill}"/></svg>`,
  )}`;

/** A conversation over three days, with pictures, one that fails to load. */
const longConversation: FakeSupportSeed[] = [
  { fromSupport: false, text: 'مرحبًا، وصلني الطلب ناقصًا.', at: ago(3, 5).toISOString() },
  {
    fromSupport: true,
    text: 'نأسف لذلك! هل يمكنك إرسال صورة للفاتورة؟',
    at: ago(3, 4).toISOString(),
  },
  {
    fromSupport: false,
    text: 'هذه الفاتورة وصورة الكيس.',
    images: [picture('#f4a261'), picture('#2a9d8f'), '/images/conversation/missing.png'],
    at: ago(3, 3).toISOString(),
  },
  ...Array.from({ length: 20 }, (_, index) => ({
    fromSupport: index % 2 === 1,
    text: index % 2 === 1 ? `نتابع الأمر، التحديث رقم ${index}` : `شكرًا، سؤال ${index}`,
    at: ago(1, 20 - index).toISOString(),
  })),
  { fromSupport: true, text: 'أُعيد المبلغ إلى محفظتك.', at: ago(0, 1).toISOString() },
];

/** A shop whose customer has written to support before. */
function shopWith(conversation: readonly FakeSupportSeed[]) {
  const shop = createFakeShop();
  shop.support.seed(conversation);
  return () => shop.fetch;
}

const meta = {
  title: 'Pages/Inbox',
  component: Inbox,
  args: {},
  decorators: [withToaster],
} satisfies Meta<typeof Inbox>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A long conversation with pictures in Arabic on the light theme: Show earlier messages above. */
export const ArabicLight: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: shopWith(longConversation),
});

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: shopWith(longConversation),
});

/** A short conversation in English on the light theme; a message gets an answer a moment later. */
export const EnglishLight: Story = shopStoryIn('en', 'light', {
  signedIn: true,
  wrapFetch: shopWith([
    { fromSupport: false, text: 'Do you deliver on Fridays?', at: ago(0, 2).toISOString() },
    { fromSupport: true, text: 'Yes, from 10 am to 10 pm.', at: ago(0, 1).toISOString() },
  ]),
});

/** The same in English on the dark theme. */
export const EnglishDark: Story = shopStoryIn('en', 'dark', {
  signedIn: true,
  wrapFetch: shopWith(longConversation),
});

/** No messages yet: the page says so above the composer. */
export const Empty: Story = shopStoryIn('en', 'light', { signedIn: true });

/** The conversation is on its way. */
export const Loading: Story = shopStoryIn('ar', 'light', {
  signedIn: true,
  wrapFetch: callsNeverAnswer(messageDetails),
});

/** The conversation could not be loaded: what went wrong and Try again. */
export const Failed: Story = shopStoryIn('ar', 'dark', {
  signedIn: true,
  wrapFetch: callsFail(messageDetails),
});

/** A visitor who is not signed in is asked to sign in first. */
export const Visitor: Story = shopStoryIn('ar', 'light');

/** A message on its way: shown at once in the conversation, faded, 'Sending…' where its time goes. */
export const Sending: Story = {
  ...shopStoryIn('ar', 'light', {
    signedIn: true,
    wrapFetch: () => callsNeverAnswer(messageSend)(shopWith(longConversation)()),
  }),
  play: write('هل خرج الطلب للتوصيل؟'),
};

/** A message that could not be sent: kept whole, 'Not sent' and why, Send again and Delete. */
export const NotSent: Story = {
  ...shopStoryIn('en', 'dark', {
    signedIn: true,
    wrapFetch: () => callsFail(messageSend)(shopWith(longConversation)()),
  }),
  play: write('Has my order left the store?'),
};

/** A picture opened from the conversation in the page's viewer (Escape closes it). */
export const PhotoOpen: Story = {
  ...shopStoryIn('en', 'light', {
    signedIn: true,
    wrapFetch: shopWith([
      {
        fromSupport: false,
        text: 'The receipt and the bag.',
        images: [picture('#f4a261'), picture('#2a9d8f')],
        at: ago(0, 1).toISOString(),
      },
    ]),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open photo 2 full size' }));
  },
};
