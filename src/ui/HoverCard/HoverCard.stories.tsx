import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { userEvent } from 'storybook/test';
import { ALIGNMENTS, LOGICAL_SIDES } from '../floating';
import { useT } from '../souq';
import { HoverCard, type HoverCardProps } from './HoverCard';
import * as css from './HoverCard.stories.css';

type StoreCardProps = Pick<HoverCardProps, 'side' | 'align'>;

/** A store link previewing the store, texts in the story's language. */
function StoreCard({ side = 'bottom', align = 'start' }: StoreCardProps): ReactNode {
  const t = useT();
  return (
    <div className={css.stage}>
      <HoverCard
        label={t('Stores')}
        side={side}
        align={align}
        trigger={
          <a href="#store" className={css.link}>
            {t('Souq')}
          </a>
        }
      >
        <div className={css.preview}>
          <p className={css.name}>{t('Souq')}</p>
          <p className={css.muted}>{t('reviews_count', { count: 128 })}</p>
          <p className={css.muted}>{t('Free delivery')}</p>
          <a href="#store-items" className={css.link}>
            {t('See All')}
          </a>
        </div>
      </HoverCard>
    </div>
  );
}

// Keyboard focus opens the card at once, so the open state needs no waiting.
const focusTrigger: Story['play'] = async () => {
  await userEvent.tab();
};

const meta = {
  title: 'Primitives/HoverCard',
  component: StoreCard,
  args: { side: 'bottom', align: 'start' },
  argTypes: {
    side: { control: 'inline-radio', options: LOGICAL_SIDES },
    align: { control: 'inline-radio', options: ALIGNMENTS },
  },
} satisfies Meta<typeof StoreCard>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Closed: rest the pointer on the link for 700 ms, or focus it. */
export const Closed: Story = {};

/** Open under the link, lined up with its start edge. */
export const Open: Story = { play: focusTrigger };

/** Open on the inline end: the right in English, the left in Arabic. */
export const OnTheEnd: Story = { args: { side: 'end', align: 'start' }, play: focusTrigger };

/** Open, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  play: focusTrigger,
  globals: { locale: 'ar', theme: 'dark' },
};

/** Open, pinned to English in the light theme. */
export const EnglishLight: Story = {
  play: focusTrigger,
  globals: { locale: 'en', theme: 'light' },
};
