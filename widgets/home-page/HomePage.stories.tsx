import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopStory } from '../../stories/shopStory';
import { HomePage } from './HomePage';

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/** Lists of the home page whose reads never answer in the Loading story. */
const LISTS = ['/api/v1/banners', '/api/v1/categories', '/api/v1/items/', '/api/v1/stores/'];

const meta = {
  title: 'Pages/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen', ...shopStory() },
} satisfies Meta<typeof HomePage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Every section with something to show, in Arabic on the light theme. */
export const ArabicLight: Story = { globals: { locale: 'ar', theme: 'light' } };

/** The same in Arabic on the dark theme. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** The same in English on the light theme. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };

/** The same in English on the dark theme. */
export const EnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };

/** The reads are on their way: every section holds its final size with grey stand-ins. */
export const Loading: Story = {
  parameters: shopStory({
    wrapFetch: (shopFetch) => (input, init) =>
      LISTS.some((path) => urlOf(input).includes(path))
        ? new Promise(() => {})
        : shopFetch(input, init),
  }),
  globals: { locale: 'en', theme: 'light' },
};

/** The banners fail to load: their section says so and offers Try again; the rest shows. */
export const SectionFailed: Story = {
  parameters: shopStory({
    failNext: [{ path: '/api/v1/banners', status: 500, message: 'Server down' }],
  }),
  globals: { locale: 'ar', theme: 'light' },
};

/** No flash sale runs: its section is left out. */
export const NoFlashSale: Story = {
  parameters: shopStory({ flashSale: false }),
  globals: { locale: 'en', theme: 'dark' },
};
