import { useSignals } from '@preact/signals-react/runtime';
import { CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Item } from '../../src/core/api/wire';
import { formatIsoDay, startsLater } from '../../src/core/catalog';
import { ProductCard, ProductCardSkeleton } from '../../src/ui/catalog';
import { Icon } from '../../src/ui/Icon';
import { useSouq, useT } from '../../src/ui/souq';
import { AddToCart } from '../add-to-cart';
import { WishlistButton } from '../wishlist-button';
import * as css from './CampaignsPage.css';

/** How many stand-in cards a loading product grid shows. */
const SKELETON_CARDS = 5;

/** Props of `CampaignProductGrid`. */
export interface CampaignProductGridProps {
  items: readonly Item[];
  /** The id of the heading that names the grid. */
  labelledBy: string;
}

/**
 * Campaign items as product cards. An item whose campaign has not started says from which day it
 * can be bought in place of the add-to-cart control.
 */
export function CampaignProductGrid({ items, labelledBy }: CampaignProductGridProps): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  const now = new Date();
  return (
    <ul className={css.productGrid} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <ProductCard
          key={item.id}
          item={item}
          wishlist={<WishlistButton itemId={item.id} item={item} />}
          action={
            item.available_date_starts && startsLater(item.available_date_starts, now) ? (
              <p className={css.availableFrom}>
                <Icon icon={CalendarClock} size={16} />
                {t('Available from {date}', {
                  date: formatIsoDay(item.available_date_starts, locale.language.value),
                })}
              </p>
            ) : (
              <AddToCart itemId={item.id} />
            )
          }
        />
      ))}
    </ul>
  );
}

/** The product grid's stand-in while its items load. */
export function CampaignProductGridSkeleton(): ReactNode {
  return (
    <ul className={css.productGrid}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
        <ProductCardSkeleton key={index} />
      ))}
    </ul>
  );
}
