import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { SouqCore } from '../../core';
import type { ToastType } from '../../core/toast';
import { Button } from '../Button';
import { useSouq, useT } from '../souq';
import { Toaster } from './Toaster';

const STAY = { duration: Number.POSITIVE_INFINITY } as const;

// Story toasts stay until dismissed so each state can be looked at; real ones count down.
function showEveryType(core: SouqCore): void {
  const t = core.i18n.getFixedT(core.store.language.value);
  core.toasts.blank(t('Language has been changed'), STAY);
  core.toasts.custom(t('Coming soon'), STAY);
  core.toasts.loading(t('Loading'), STAY);
  core.toasts.success(t('Item added to cart'), STAY);
  core.toasts.error(t('Something went wrong'), STAY);
}

/** Buttons that add a toast of each type with its real duration, and the toaster. */
function ToastPlayground(): ReactNode {
  const t = useT();
  const { toasts } = useSouq();
  const samples: readonly [ToastType, string][] = [
    ['success', t('Item added to cart')],
    ['error', t('Item_not_in_cart')],
    ['loading', t('Loading')],
    ['blank', t('Language has been changed')],
  ];
  return (
    <>
      {samples.map(([type, message]) => (
        <Button key={type} variant="secondary" onClick={() => toasts.add(type, message)}>
          {message}
        </Button>
      ))}
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
} satisfies Meta<typeof Toaster>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Every type at once: errors in the alert region, the rest in the status region. */
export const EveryType: Story = { parameters: { souq: { prepare: showEveryType } } };

/** A loading toast with its spinner. */
export const Loading: Story = {
  parameters: {
    souq: {
      prepare: (core: SouqCore) => {
        core.toasts.loading(core.i18n.getFixedT(core.store.language.value)('Loading'));
      },
    },
  },
};

/** Add toasts with their real durations; hover or focus one to freeze the countdowns. */
export const Playground: Story = { render: () => <ToastPlayground /> };

/** Every type, pinned to Arabic in the dark theme: the stack sits bottom left. */
export const ArabicDark: Story = {
  parameters: { souq: { prepare: showEveryType } },
  globals: { locale: 'ar', theme: 'dark' },
};

/** Every type, pinned to English in the light theme: the stack sits bottom right. */
export const EnglishLight: Story = {
  parameters: { souq: { prepare: showEveryType } },
  globals: { locale: 'en', theme: 'light' },
};
