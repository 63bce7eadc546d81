import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { countryName } from '../../core/session';
import { useSouq, useT } from '../souq';
import { Flag } from './Flag';
import * as css from './Flag.stories.css';

interface FlagRowProps {
  /** Country codes to draw, one a row. */
  codes: readonly string[];
  size: number;
}

/** Flags with their country names in the story's language, the way the kit shows them. */
function FlagRow({ codes, size }: FlagRowProps): ReactNode {
  const t = useT();
  const { store } = useSouq();
  return (
    <ul className={css.list}>
      {codes.map((code) => (
        <li key={code} className={css.row}>
          <Flag code={code} size={size} />
          {countryName(code, t, store.language.value)}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Primitives/Flag',
  component: FlagRow,
  args: { codes: ['eg', 'sa', 'in'], size: 20 },
} satisfies Meta<typeof FlagRow>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The shop's countries at the icon size. */
export const ShopCountries: Story = {};

/** Large, to check the drawing. */
export const Large: Story = { args: { size: 64 } };

/** A country the kit has no flag for gets a plain disc. */
export const Unknown: Story = { args: { codes: ['eg', 'fr'] } };

/** Pinned to Arabic in the dark theme. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** Pinned to English in the light theme. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };
