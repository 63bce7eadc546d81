import type { ReactNode } from 'react';
import type { Item } from '../../src/core/api/wire';
import { Button } from '../../src/ui/Button';
import { ProductCard } from '../../src/ui/catalog';
import { useT } from '../../src/ui/souq';
import { AddToCart } from '../add-to-cart';
import { WishlistButton } from '../wishlist-button';

/** Props of `StoreProductList`. */
export interface StoreProductListProps {
  items: readonly Item[];
  /** Whether the store takes orders now; while it does not, the add buttons are off. */
  open: boolean;
  /** The closed notice, which a switched-off add button points at for its reason. */
  closedNoticeId: string;
  /** The list's layout (a scrolling row or a grid). */
  className: string;
  /** Added to each card, e.g. to snap it in a scrolling row. */
  cardClassName?: string | undefined;
  /** The id of the heading that names the list. */
  labelledBy?: string | undefined;
}

/**
 * A store's products as cards, each with its wishlist heart and add-to-cart control; while the
 * store is closed the add button is off and says why through the page's closed notice.
 */
export function StoreProductList({
  items,
  open,
  closedNoticeId,
  className,
  cardClassName,
  labelledBy,
}: StoreProductListProps): ReactNode {
  const t = useT();
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <ProductCard
          key={item.id}
          item={item}
          className={cardClassName}
          wishlist={<WishlistButton itemId={item.id} item={item} />}
          action={
            open ? (
              <AddToCart itemId={item.id} />
            ) : (
              <Button disabled aria-describedby={closedNoticeId}>
                {t('Add to Cart')}
              </Button>
            )
          }
        />
      ))}
    </ul>
  );
}
