import { useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent, type ReactNode, useState } from 'react';
import type { Item, ItemFlashSale, ItemReviewsPage } from '../../src/core/api/wire';
import { SHOP_TIME_ZONE, storePath } from '../../src/core/catalog';
import { formatDate } from '../../src/core/i18n';
import { unitPrice } from '../../src/core/pricing';
import { DiscountBadge, discountBadge } from '../../src/ui/catalog/DiscountBadge';
import { Rating } from '../../src/ui/catalog/Rating';
import { SaleCountdown } from '../../src/ui/catalog/SaleCountdown';
import { Price } from '../../src/ui/Price';
import { ProgressBar } from '../../src/ui/ProgressBar';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { useSignalInTransition } from '../../src/ui/hooks/useSignalInTransition';
import { useSouq, useT } from '../../src/ui/souq';
import { isSoldOut, useVariationChoice } from '../add-to-cart';
import { WishlistButton } from '../wishlist-button';
import * as css from './BuyBox.css';
import { campaignStart } from './campaignStart';
import { reviewsQueryKey } from './ProductReviews';
import { PurchaseForm } from './PurchaseForm';

/** The running flash sale: its countdown and how many units are left at its price. */
function FlashSaleNote({ sale }: { sale: ItemFlashSale }): ReactNode {
  const t = useT();
  const [ended, setEnded] = useState(false);
  if (ended) return null;
  const left = t('items_left', { count: sale.available_stock });
  // The flash-sale pages send the sale's whole stock; an item's details only what is left.
  const total = 'stock' in sale && typeof sale.stock === 'number' ? sale.stock : undefined;
  return (
    <div className={css.flash}>
      <p className={css.flashTitle}>{t('Flash Sale')}</p>
      <SaleCountdown endAt={sale.end_at} onEnd={() => setEnded(true)} />
      {total !== undefined && total > 0 ? (
        <ProgressBar
          value={Math.round((sale.available_stock / total) * 100)}
          label={t('Flash Sale')}
          valueText={left}
          className={css.flashBar}
        />
      ) : null}
      <p className={css.flashLeft}>{left}</p>
    </div>
  );
}

/** Moves to the reviews section: scrolled to, with its heading focused. */
function goToReviews(event: MouseEvent<HTMLAnchorElement>, sectionId: string) {
  const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
  const heading = root.getElementById(sectionId)?.querySelector<HTMLElement>('h2');
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView?.({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/** Props of `BuyBox`. */
export interface BuyBoxProps {
  item: Item;
  /** The id of the h1, which names the product's article. */
  headingId: string;
  /** The id of the reviews section the rating links to. */
  reviewsId: string;
}

/**
 * What a shopper decides on: the name (the page's h1) with the wishlist heart, the store, the
 * rating linking to the reviews, the price (with the chosen variation, its discount and a running
 * flash sale), and either the purchase form or why the item cannot be bought yet.
 */
export function BuyBox({ item, headingId, reviewsId }: BuyBoxProps): ReactNode {
  useSignals();
  const t = useT();
  const { shop, locale, cache } = useSouq();
  const language = locale.language.value;
  const digits = shop.priceFormat.value.digit_after_decimal_point;
  const choice = useVariationChoice(item);
  const variation = choice.variation;
  const original = variation?.price ?? item.price;
  const amount = unitPrice({ ...item, selectedOption: variation ? [variation] : [] }, digits);
  // Once the reviews are in, their summary is the rating's truth; until then, the item's.
  const reviews = useSignalInTransition(
    cache.state<ItemReviewsPage>(reviewsQueryKey(item.id, language)),
  );
  const summary = reviews.status === 'success' ? reviews.data.rating_summary : undefined;
  const rating = summary?.avg_rating ?? item.avg_rating ?? 0;
  const ratingCount = summary?.rating_count ?? item.rating_count;
  const [now] = useState(Date.now);
  const start = campaignStart(item, now);
  const soldOut = isSoldOut(item);

  return (
    <div className={css.box}>
      <div className={css.nameRow}>
        <h1 id={headingId} className={css.name}>
          {item.name}
        </h1>
        <WishlistButton itemId={item.id} item={item} />
      </div>
      <p className={css.meta}>
        {item.store_id !== undefined && item.store_name ? (
          <StorefrontLink to={storePath({ id: item.store_id })} className={css.store}>
            {item.store_name}
          </StorefrontLink>
        ) : null}
        {rating > 0 ? (
          <a
            href={`#${reviewsId}`}
            className={css.ratingLink}
            onClick={(event) => goToReviews(event, reviewsId)}
          >
            <Rating value={rating} />
            <span>{ratingCount ? t('reviews_count', { count: ratingCount }) : t('Reviews')}</span>
          </a>
        ) : null}
      </p>
      <div className={css.priceRow}>
        <Price amount={amount} original={original} className={css.price} />
        <DiscountBadge badge={discountBadge({ ...item, price: original }, digits)} />
      </div>
      {item.flash_sale ? <FlashSaleNote sale={item.flash_sale} /> : null}
      {start ? (
        <p className={css.notice}>
          {t('Available from {date}', {
            date: formatDate(start.at, language, {
              dateStyle: 'long',
              timeZone: start.dateOnly ? 'UTC' : SHOP_TIME_ZONE,
            }),
          })}
        </p>
      ) : soldOut ? (
        <p className={css.notice}>{t('Out of stock')}</p>
      ) : (
        <PurchaseForm item={item} choice={choice} />
      )}
    </div>
  );
}

/** The buy box's stand-in while the item loads, of its size. */
export function BuyBoxSkeleton(): ReactNode {
  return (
    <div className={css.box}>
      <span className={`${css.bone} ${css.boneName}`} />
      <span className={`${css.bone} ${css.boneLine}`} />
      <span className={`${css.bone} ${css.bonePrice}`} />
      <span className={`${css.bone} ${css.boneAction}`} />
    </div>
  );
}
