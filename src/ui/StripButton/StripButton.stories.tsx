import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useId, useRef } from 'react';
import { formatNumber } from '../../core/i18n';
import { useSouq, useT } from '../souq';
import { StripButton, useStripScroll } from './StripButton';
import { frame, strip, tile } from './StripButton.stories.css';

const TILES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** A strip of ten numbered tiles, wider than its frame, with its Previous and Next buttons. */
function SampleStrip(): ReactNode {
  const t = useT();
  const { locale } = useSouq();
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const move = useStripScroll(list, { share: 0.8, smooth: true });
  return (
    <div className={frame}>
      <StripButton
        towards="previous"
        label={t('Previous')}
        controls={id}
        onClick={() => move(false)}
      />
      <ul id={id} ref={list} className={strip} tabIndex={0} aria-label={t('Categories')}>
        {TILES.map((number) => (
          <li key={number} className={tile}>
            {formatNumber(number, locale.language.value)}
          </li>
        ))}
      </ul>
      <StripButton towards="next" label={t('Next')} controls={id} onClick={() => move(true)} />
    </div>
  );
}

const meta = {
  title: 'Primitives/StripButton',
  component: StripButton,
  render: () => <SampleStrip />,
  args: { towards: 'next', label: 'Next', controls: 'strip' },
} satisfies Meta<typeof StripButton>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The chevrons point the way the strip moves: in Arabic, Next points left. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** In English, Next points right. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };
