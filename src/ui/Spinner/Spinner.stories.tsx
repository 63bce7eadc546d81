import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useT } from '../souq';
import { SPINNER_SIZES, Spinner } from './Spinner';

/** A labelled spinner, its label in the story's language. */
function LoadingStatus(): ReactNode {
  const t = useT();
  return <Spinner size="lg" label={t('Loading')} />;
}

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: SPINNER_SIZES } },
} satisfies Meta<typeof Spinner>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Decorative: hidden from screen readers, for use inside a control that says it is busy. */
export const Decorative: Story = {};

/** Small: one line of the surrounding text. */
export const Small: Story = { args: { size: 'sm' } };

/** With a label it is a status that screen readers announce. */
export const Labelled: Story = { render: () => <LoadingStatus /> };

/** Pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  render: () => <LoadingStatus />,
  globals: { locale: 'ar', theme: 'dark' },
};

/** Pinned to English in the light theme. */
export const EnglishLight: Story = {
  render: () => <LoadingStatus />,
  globals: { locale: 'en', theme: 'light' },
};
