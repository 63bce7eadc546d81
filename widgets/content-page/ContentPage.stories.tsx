import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopStoryIn } from '../../stories/shopStory';
import { callsAnswer, callsFail, callsNeverAnswer } from '../../stories/storyCalls';
import { ContentPage } from './ContentPage';
import { longTermsPage } from './contentPage.fixtures';

/** The terms' read. */
const terms = (path: string) => path === '/api/v1/terms-and-conditions';

const meta = {
  title: 'Pages/ContentPage',
  component: ContentPage,
  args: { page: 'about-us' },
} satisfies Meta<typeof ContentPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** About us in Arabic on the light theme: a short page, no table of contents. */
export const ArabicLight: Story = shopStoryIn('ar', 'light');

/** The privacy policy in Arabic on the dark theme. */
export const ArabicDark: Story = { args: { page: 'privacy-policy' }, ...shopStoryIn('ar', 'dark') };

/** The refund policy in English on the light theme. */
export const EnglishLight: Story = {
  args: { page: 'refund-policy' },
  ...shopStoryIn('en', 'light'),
};

/** The shipping policy in English on the dark theme. */
export const EnglishDark: Story = {
  args: { page: 'shipping-policy' },
  ...shopStoryIn('en', 'dark'),
};

/** Long terms in Arabic: five sections listed "On this page", links to the shop, mail and phone. */
export const LongPageArabic: Story = {
  args: { page: 'terms-and-conditions' },
  ...shopStoryIn('ar', 'light', { wrapFetch: callsAnswer(terms, longTermsPage('ar')) }),
};

/** The same long terms in English on the dark theme; the contents sit beside the text when wide. */
export const LongPageEnglish: Story = {
  args: { page: 'terms-and-conditions' },
  ...shopStoryIn('en', 'dark', { wrapFetch: callsAnswer(terms, longTermsPage('en')) }),
};

/** The page is on its way: its title, and its text standing in at its size. */
export const Loading: Story = {
  args: { page: 'terms-and-conditions' },
  ...shopStoryIn('ar', 'light', { wrapFetch: callsNeverAnswer(terms) }),
};

/** The page could not be read: said in place, with Try again. */
export const Failed: Story = {
  args: { page: 'terms-and-conditions' },
  ...shopStoryIn('en', 'light', { wrapFetch: callsFail(terms) }),
};

/** A page the shop left empty. */
export const Empty: Story = {
  args: { page: 'terms-and-conditions' },
  ...shopStoryIn('en', 'dark', {
    wrapFetch: callsAnswer(terms, { ...longTermsPage('en'), blocks: [] }),
  }),
};

/** The shop switched its shipping policy off: the page is not available. */
export const DisabledPolicy: Story = {
  args: { page: 'shipping-policy' },
  ...shopStoryIn('ar', 'light', { config: { shipping_policy: 0 } }),
};
