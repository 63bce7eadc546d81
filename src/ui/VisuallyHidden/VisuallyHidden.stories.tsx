import type { Meta, StoryObj } from '@storybook/react-vite';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../souq';
import { VisuallyHidden } from './VisuallyHidden';

/** An icon-only button whose only name is hidden text, as screen readers meet it. */
function CloseButton(): ReactNode {
  const t = useT();
  return (
    <button type="button">
      <X aria-hidden="true" size={20} />
      <VisuallyHidden>{t('Close')}</VisuallyHidden>
    </button>
  );
}

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  render: () => <CloseButton />,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The button shows only its icon; its name, "Close", is read but not seen. */
export const NamesAnIconButton: Story = {};

/** Pinned to Arabic in the dark theme. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** Pinned to English in the light theme. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };
