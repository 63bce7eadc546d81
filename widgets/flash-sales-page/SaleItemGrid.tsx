import { type ReactNode, useEffect, useRef } from 'react';
import { ProductCard, ProductCardSkeleton } from '../../src/ui/catalog';
import { Button } from '../../src/ui/Button';
import { useNearViewport } from '../../src/ui/hooks/useNearViewport';
import { useT } from '../../src/ui/souq';
import { AddToCart } from '../add-to-cart';
import { WishlistButton } from '../wishlist-button';
import * as css from './FlashSalesPage.css';
import { SaleStock } from './SaleStock';
import { SALE_PAGE_SIZE, useSaleItems } from './useSaleItems';

/** A page of stand-in cards of the final size, while the sale or its first items load. */
export function SaleGridSkeleton(): ReactNode {
  return (
    <ul className={`${css.grid} ${css.loading}`} aria-hidden="true">
      {Array.from({ length: SALE_PAGE_SIZE }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
        <ProductCardSkeleton key={index} />
      ))}
    </ul>
  );
}

/**
 * Calls `onNear` once when it comes near the viewport: the end of the grid, where scrolling on
 * reads the next page. Mounted anew for each page, so each page arms it again.
 */
function NextPageTrigger({ onNear }: { onNear: () => void }): ReactNode {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const fired = useRef(false);
  useEffect(() => {
    if (!near || fired.current) return;
    fired.current = true;
    onNear();
  }, [near, onNear]);
  return <div ref={ref} aria-hidden="true" className={css.trigger} />;
}

/** Props of `SaleItemGrid`. */
export interface SaleItemGridProps {
  saleId: number;
  /** The id of the heading that names the grid. */
  labelledBy: string;
}

/**
 * A sale's items as product cards, each with how much of its sale stock has gone; ten at a time,
 * more with Show more or by scrolling to the end. After Show more the keyboard lands on the first
 * new card rather than being left at the end of the page.
 */
export function SaleItemGrid({ saleId, labelledBy }: SaleItemGridProps): ReactNode {
  const t = useT();
  const { items, status, hasMore, loadMore } = useSaleItems(saleId);
  const list = useRef<HTMLUListElement>(null);
  // The index of the first card Show more brought, to focus once it is there.
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || index >= items.length) return;
    focusFrom.current = null;
    list.current?.children[index]?.querySelector<HTMLElement>('h3 a')?.focus();
  }, [items.length]);

  const showMore = () => {
    focusFrom.current = items.length;
    loadMore();
  };
  const firstLoad = items.length === 0 && status === 'loading';

  return (
    <>
      {firstLoad ? (
        <SaleGridSkeleton />
      ) : (
        <ul ref={list} className={css.grid} aria-labelledby={labelledBy}>
          {items.map((item) => (
            <ProductCard
              key={item.id}
              item={item}
              wishlist={<WishlistButton itemId={item.id} item={item} />}
              action={
                <div className={css.cardFoot}>
                  <SaleStock terms={item.flash_sale} />
                  <AddToCart itemId={item.id} />
                </div>
              }
            />
          ))}
        </ul>
      )}
      {status === 'error' ? (
        <div className={css.failure}>
          <p className={css.failureText}>
            {items.length === 0
              ? t('The sale items could not be loaded.')
              : t('More items could not be loaded.')}
          </p>
          <Button variant="secondary" size="sm" onClick={loadMore}>
            {t('Try again')}
          </Button>
        </div>
      ) : null}
      {hasMore && status !== 'error' ? (
        <div className={css.more}>
          <Button variant="secondary" loading={status === 'loading'} onClick={showMore}>
            {t('Show more')}
          </Button>
          {status === 'ready' ? <NextPageTrigger key={items.length} onNear={loadMore} /> : null}
        </div>
      ) : null}
    </>
  );
}
