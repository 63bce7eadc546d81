import { useSignals } from '@preact/signals-react/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useSouq } from '../souq';
import { Img } from './Img';
import { row } from './Img.stories.css';

// A gradient swatch made in place, so the story needs no file and no other host.
const SAMPLE_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0b6e4f"/><stop offset="1" stop-color="#e3f2ec"/></linearGradient></defs><rect width="320" height="240" fill="url(#g)"/></svg>',
)}`;

// A path nothing serves: the browser's error event brings the placeholder.
const MISSING_PICTURE = '/souq-story-missing-picture.png';

/** Product data brings alt text in the shopper's language; this stands in for it. */
function useSampleAlt(): string {
  useSignals();
  return useSouq().store.language.value === 'ar' ? 'تفاح أحمر' : 'Red apples';
}

/** A loaded picture, a failed one and one without a source, side by side. */
function Gallery(): ReactNode {
  const alt = useSampleAlt();
  return (
    <div className={row}>
      <Img src={SAMPLE_PICTURE} alt={alt} width={320} height={240} />
      <Img src={MISSING_PICTURE} alt={alt} width={320} height={240} />
      <Img src="" alt={alt} width={96} height={96} />
    </div>
  );
}

/** One picture with alt text in the story's language. */
function Sample({ src }: { src: string }): ReactNode {
  return <Img src={src} alt={useSampleAlt()} width={320} height={240} />;
}

const meta = {
  title: 'Primitives/Img',
  component: Img,
  args: { src: SAMPLE_PICTURE, alt: 'Red apples', width: 320, height: 240 },
} satisfies Meta<typeof Img>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A picture that loads. */
export const Loaded: Story = { render: () => <Sample src={SAMPLE_PICTURE} /> };

/** A picture that fails: a muted tile of the same box, named like the picture. */
export const Failed: Story = { render: () => <Sample src={MISSING_PICTURE} /> };

/** No source at all: the placeholder straight away. */
export const NoSource: Story = { render: () => <Sample src="" /> };

/** A decorative picture (empty alt) that fails: the tile is hidden from screen readers. */
export const DecorativeFailed: Story = { args: { src: MISSING_PICTURE, alt: '' } };

/** Shown whole inside its box rather than cropped. */
export const Contain: Story = { args: { fit: 'contain', width: 240, height: 240 } };

/** All states, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  render: () => <Gallery />,
  globals: { locale: 'ar', theme: 'dark' },
};

/** All states, pinned to English in the light theme. */
export const EnglishLight: Story = {
  render: () => <Gallery />,
  globals: { locale: 'en', theme: 'light' },
};
