import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { STORE_LISTS, type StoreListName } from '../../core/api/wire';
import type { MessageKey } from '../../core/i18n';
import { useT } from '../souq';
import { Tabs } from './Tabs';

/** Each list's name, in the shop's words. */
const NAMES = {
  all: 'All',
  popular: 'Popular',
  latest: 'Latest',
  'top-rated': 'Top rated',
  discounted: 'Discounted',
} as const satisfies Record<StoreListName, MessageKey>;

function StoreListTabs() {
  const t = useT();
  const [list, setList] = useState<StoreListName>('popular');
  return (
    <Tabs
      label={t('Store lists')}
      tabs={STORE_LISTS}
      value={list}
      onChange={setList}
      renderTab={(tab) => t(NAMES[tab])}
    >
      <p>{t(NAMES[list])}</p>
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: StoreListTabs,
} satisfies Meta<typeof StoreListTabs>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The stores page's five lists, Popular chosen; the arrows choose (left is next in Arabic). */
export const StoreLists: Story = {};

/** Pinned to Arabic in the dark theme. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** Pinned to Arabic in the light theme. */
export const ArabicLight: Story = { globals: { locale: 'ar', theme: 'light' } };

/** Pinned to English in the light theme. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };

/** Pinned to English in the dark theme. */
export const EnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };
