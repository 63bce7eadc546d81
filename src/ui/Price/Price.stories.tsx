import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SouqCore } from '../../core';
import type { Config } from '../../core/api/wire';
import { fakeShopConfig } from '../../core/testing';
import { Price } from './Price';

/** Gives the story's core a shop configuration, in its language, with some fields changed. */
function configured(overrides: Partial<Config> = {}) {
  return {
    souq: {
      prepare: (core: SouqCore) => {
        core.store.config.value = {
          ...core.store.config.value,
          configData: fakeShopConfig(core.store.language.value, overrides),
        };
      },
    },
  };
}

const meta = {
  title: 'Primitives/Price',
  component: Price,
  args: { amount: 80 },
} satisfies Meta<typeof Price>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A plain price: Egyptian pounds, symbol on the right, two decimals. */
export const Plain: Story = { parameters: configured() };

/** A discount: the price to pay, then the old price struck through. */
export const Discounted: Story = {
  args: { amount: 80, original: 100 },
  parameters: configured(),
};

/** A shop that writes its symbol on the left. */
export const SymbolOnTheLeft: Story = {
  args: { amount: 1249.5, original: 1500 },
  parameters: configured({ currency_symbol: '$', currency_symbol_direction: 'left' }),
};

/** A shop with three decimals: 0.1 + 0.2 shows as 0.300, never 0.30000000000000004. */
export const ThreeDecimals: Story = {
  args: { amount: 0.1 + 0.2 },
  parameters: configured({ currency_symbol: 'KWD', digit_after_decimal_point: 3 }),
};

/** Before the configuration arrives: two decimals, no symbol. */
export const Unconfigured: Story = {};

/** A discount, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  args: { amount: 80, original: 100 },
  parameters: configured(),
  globals: { locale: 'ar', theme: 'dark' },
};

/** A discount, pinned to English in the light theme. */
export const EnglishLight: Story = {
  args: { amount: 80, original: 100 },
  parameters: configured(),
  globals: { locale: 'en', theme: 'light' },
};
