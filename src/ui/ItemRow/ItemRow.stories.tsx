import { useSignals } from '@preact/signals-react/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Store, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { fixtureItem } from '../../core/testing';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Price } from '../Price';
import { useSouq, useT } from '../souq';
import { ItemRow } from './ItemRow';
import * as css from './ItemRow.stories.css';

type Use = 'cart' | 'wishlist' | 'suggestions';

/** Rows as the cart, the wishlist and the search suggestions use them, in the story's language. */
function Rows({ use }: { use: Use }): ReactNode {
  useSignals();
  const t = useT();
  const language = useSouq().locale.language.value;
  const dates = fixtureItem('storeDiscount', language);
  const coffee = fixtureItem('variations', language);
  const remove = (name: string, icon = X) => (
    <IconButton icon={icon} size="sm" label={t('Remove {name}', { name })} />
  );
  switch (use) {
    case 'cart':
      return (
        <ul className={css.list} aria-label={t('Cart')}>
          <ItemRow
            layout="stacked"
            name={dates.name}
            href="#dates"
            secondary={<span>{dates.store_name}</span>}
            price={<Price amount={85} original={dates.price} />}
            actions={remove(dates.name)}
          />
          <ItemRow
            layout="stacked"
            name={coffee.name}
            href="#coffee"
            price={<Price amount={coffee.price} />}
            note={<span>{t('Out of stock')}</span>}
            actions={remove(coffee.name)}
          />
        </ul>
      );
    case 'wishlist':
      return (
        <ul className={css.list} aria-label={t('Wishlist')}>
          <ItemRow
            name={dates.name}
            price={<Price amount={85} original={dates.price} />}
            actions={
              <>
                <Button size="sm">{t('Add to Cart')}</Button>
                {remove(dates.name, Trash2)}
              </>
            }
          />
        </ul>
      );
    case 'suggestions':
      return (
        <div role="listbox" aria-label={t('Search items or stores')} className={css.listbox}>
          <div role="option" aria-selected="true" className={css.option}>
            <ItemRow
              as="div"
              size="sm"
              name={dates.name}
              secondary={<span>{dates.store_name}</span>}
              price={<Price amount={85} original={dates.price} />}
            />
          </div>
          <div role="option" aria-selected="false" className={css.option}>
            <ItemRow as="div" size="sm" icon={Store} name={dates.store_name ?? ''} />
          </div>
        </div>
      );
    default:
      return use satisfies never;
  }
}

const meta = {
  title: 'Primitives/ItemRow',
  component: Rows,
  args: { use: 'cart' },
  argTypes: {
    use: { control: 'inline-radio', options: ['cart', 'wishlist', 'suggestions'] },
  },
} satisfies Meta<typeof Rows>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Cart lines: the actions under the details, a linked name, a variation or a stock note. */
export const CartLines: Story = {};

/** A wishlist line: the actions at the row's end, wrapping under it on a narrow sheet. */
export const WishlistLine: Story = { args: { use: 'wishlist' } };

/** Search suggestions: compact rows inside listbox options, a store's icon for its logo. */
export const Suggestions: Story = { args: { use: 'suggestions' } };

/** Cart lines, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

/** Suggestions, pinned to English in the light theme. */
export const EnglishLight: Story = {
  args: { use: 'suggestions' },
  globals: { locale: 'en', theme: 'light' },
};
