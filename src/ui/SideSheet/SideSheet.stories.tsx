import { useSignals } from '@preact/signals-react/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { formatNumber } from '../../core/i18n';
import { Button } from '../Button';
import { useSouq, useT } from '../souq';
import { SideSheet } from './SideSheet';
import * as css from './SideSheet.stories.css';
import { SHEET_SIDES, type SheetSide } from './sheetSides';

interface CartSheetProps {
  side: SheetSide;
  /** How many sample rows fill the body. */
  items: number;
  /** Whether the story starts with the sheet open. */
  initiallyOpen: boolean;
}

/** An opener and a cart-like sheet, texts in the story's language. */
function CartSheet({ side, items, initiallyOpen }: CartSheetProps): ReactNode {
  useSignals();
  const t = useT();
  const language = useSouq().store.language.value;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className={css.stage}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('Cart')}
      </Button>
      <SideSheet
        open={open}
        onOpenChange={setOpen}
        side={side}
        title={t('cart_title', { count: items })}
        description={t('cart_items_count', { count: items })}
        footer={<Button fullWidth>{t('Proceed to Checkout')}</Button>}
      >
        {items === 0 ? (
          <p>{t('Your cart is empty')}</p>
        ) : (
          <ul className={css.rows}>
            {Array.from({ length: items }, (_, index) => index + 1).map((row) => (
              <li key={row} className={css.row}>
                {`${t('Items')} ${formatNumber(row, language)}`}
              </li>
            ))}
          </ul>
        )}
      </SideSheet>
    </div>
  );
}

const meta = {
  title: 'Primitives/SideSheet',
  component: CartSheet,
  args: { side: 'end', items: 3, initiallyOpen: true },
  argTypes: { side: { control: 'inline-radio', options: SHEET_SIDES } },
} satisfies Meta<typeof CartSheet>;

export default meta;

type Story = StoryObj<typeof meta>;

/** From the inline end, the default: the right in English, the left in Arabic. */
export const End: Story = {};

/** From the inline start. */
export const Start: Story = { args: { side: 'start' } };

/** From the physical left whatever the language. */
export const Left: Story = { args: { side: 'left' } };

/** From the top of the screen. */
export const Top: Story = { args: { side: 'top' } };

/** From the bottom of the screen, as on phones. */
export const Bottom: Story = { args: { side: 'bottom' } };

/** So many rows that the body scrolls between the fixed header and footer. */
export const Scrolling: Story = { args: { items: 30 } };

/** Nothing inside. */
export const Empty: Story = { args: { items: 0 } };

/** Closed, with the button that opens it. */
export const Closed: Story = { args: { initiallyOpen: false } };

/** Pinned to Arabic in the dark theme. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** Pinned to English in the light theme. */
export const EnglishLight: Story = { globals: { locale: 'en', theme: 'light' } };
