import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { SouqCore } from '../../src/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/core/i18n';
import { type ShopStoryOptions, shopStory } from '../../stories/shopStory';
import { SearchBox } from './SearchBox';
import { stage } from './SearchBox.stories.css';

/** How long the pretend shop takes to answer, so the loading state shows for a moment. */
const LATENCY_MS = 400;

/** Searches made before the story opens, newest first, in each language. */
const RECENT_SEARCHES: Readonly<Record<Locale, readonly string[]>> = {
  en: ['olive oil', 'dates', 'milk', 'honey', 'rice', 'coffee', 'bread'],
  ar: ['زيت زيتون', 'تمر', 'حليب', 'عسل', 'أرز', 'بن', 'خبز'],
};

/** Text that finds both an item and a store in the fixture shop, in each language. */
const ITEM_AND_STORE: Readonly<Record<Locale, string>> = { en: 'da', ar: 'تم' };

/** Text that finds nothing, in each language. */
const NOTHING_MATCHES: Readonly<Record<Locale, string>> = { en: 'caviar', ar: 'كافيار' };

/** A fake shop, with the recent searches of the story's language when asked for. */
function searchStory({
  withRecent = false,
  ...options
}: ShopStoryOptions & { withRecent?: boolean } = {}) {
  const { souq } = shopStory({ latency: LATENCY_MS, ...options });
  return {
    souq: {
      ...souq,
      prepare: async (core: SouqCore) => {
        const recent = withRecent ? RECENT_SEARCHES[core.store.language.value] : [];
        // Added oldest first, so that the history reads newest first.
        for (const term of [...recent].reverse()) core.recentSearches.add(term);
        await souq.prepare?.(core);
      },
    },
  };
}

/** A shop whose suggestions never arrive. */
const neverAnswers =
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) =>
    String(input instanceof Request ? input.url : input).includes('item-or-store-search')
      ? new Promise<Response>(() => {})
      : shopFetch(input, init);

const meta = {
  title: 'Widgets/SearchBox',
  component: SearchBox,
  decorators: [
    (Story) => (
      <div className={stage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;

type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;

const focusBox: Play = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('combobox'));
};

/** Types the story language's text into the box. */
const typeInBox =
  (text: Readonly<Record<Locale, string>>): Play =>
  async ({ canvasElement, globals }) => {
    const locale: Locale = isLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE;
    await userEvent.type(within(canvasElement).getByRole('combobox'), text[locale]);
  };

/** At rest: the field with its placeholder. */
export const Idle: Story = { parameters: searchStory({ withRecent: true }) };

/** Focused while empty: the six newest searches, each with a delete button, and Clear All. */
export const EmptyFocusWithRecents: Story = {
  parameters: searchStory({ withRecent: true }),
  play: focusBox,
};

/** Text typed: items and stores in their groups, the typed letters marked. */
export const TypingWithResults: Story = {
  parameters: searchStory(),
  play: typeInBox(ITEM_AND_STORE),
};

/** Text nothing matches: "Items not found!". */
export const NoResults: Story = {
  parameters: searchStory(),
  play: typeInBox(NOTHING_MATCHES),
};

/** The suggestions are on their way. */
export const Loading: Story = {
  parameters: searchStory({ wrapFetch: neverAnswers }),
  play: typeInBox({ en: 'milk', ar: 'حليب' }),
};

/** A partner's own hint in the field. */
export const CustomPlaceholder: Story = {
  args: { placeholder: 'Find groceries and stores' },
  parameters: searchStory(),
};

/** Arabic suggestions, right to left, in the dark theme. */
export const ArabicDark: Story = {
  parameters: searchStory(),
  globals: { locale: 'ar', theme: 'dark' },
  play: typeInBox(ITEM_AND_STORE),
};

/** Recent searches in English, in the light theme. */
export const EnglishLight: Story = {
  parameters: searchStory({ withRecent: true }),
  globals: { locale: 'en', theme: 'light' },
  play: focusBox,
};
