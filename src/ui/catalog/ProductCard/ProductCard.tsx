import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Item } from '../../../core/api/wire';
import { catalogImageSrc, productPath } from '../../../core/catalog';
import { unitPrice } from '../../../core/pricing';
import { Img } from '../../Img';
import { Price } from '../../Price';
import { useSouq } from '../../souq';
import { useStorefrontLink } from '../../StorefrontLink';
import { skeletonBone as bone } from '../../theme/surfaces.css';
import { DiscountBadge, discountBadge } from '../DiscountBadge';
import { Rating } from '../Rating';
import * as css from './ProductCard.css';

/** Intrinsic size of a card picture: the largest a card shows it, so the box never shifts. */
export const PRODUCT_IMAGE_SIZE = 240;

/** Props of `ProductCard`. */
export interface ProductCardProps {
  item: Item;
  /** The heart on the picture's inline-end corner, e.g. `<WishlistButton itemId={item.id} />`. */
  wishlist?: ReactNode;
  /** The control pinned to the card's bottom, e.g. `<AddToCart itemId={item.id} />`. */
  action?: ReactNode;
  /** Added to the card's list item, e.g. to snap it in a scrolling row. */
  className?: string | undefined;
  /**
   * Whether the card opens the page's first screen (the first row of a results grid): its picture,
   * likely the page's largest paint, then loads at once and at high priority instead of lazily.
   */
  prominent?: boolean | undefined;
}

const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/**
 * A product in a list or grid (render it in a `<ul>`): picture and name linking to its page,
 * store, rating, price (the old one struck through when discounted), discount badge, and the
 * wishlist and cart controls the page puts in. Prime the item's details into the query cache
 * first, so those controls ask the server nothing.
 */
export function ProductCard({
  item,
  wishlist,
  action,
  className,
  prominent = false,
}: ProductCardProps): ReactNode {
  useSignals();
  const { shop } = useSouq();
  const link = useStorefrontLink()(productPath(item));
  const digits = shop.priceFormat.value.digit_after_decimal_point;
  const rating = item.avg_rating ?? 0;
  return (
    <li className={withClass(css.card, className)}>
      <a {...link} tabIndex={-1} aria-hidden="true" className={css.imageLink}>
        <Img
          src={catalogImageSrc(item.image, shop.imageBaseUrls.value, 'item_image_url')}
          alt=""
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          loading={prominent ? 'eager' : 'lazy'}
          fetchPriority={prominent ? 'high' : undefined}
          className={css.image}
        />
      </a>
      <DiscountBadge badge={discountBadge(item, digits)} className={css.badge} />
      {wishlist === undefined ? null : <div className={css.wish}>{wishlist}</div>}
      <h3 className={css.name}>
        <a {...link} className={css.nameLink}>
          {item.name}
        </a>
      </h3>
      <p className={css.meta}>
        <span className={css.store}>{item.store_name}</span>
        {rating > 0 ? <Rating value={rating} /> : null}
      </p>
      <Price amount={unitPrice(item, digits)} original={item.price} className={css.price} />
      {action === undefined ? null : <div className={css.actions}>{action}</div>}
    </li>
  );
}

/** Props of `ProductCardSkeleton`. */
export interface ProductCardSkeletonProps {
  /** Added to the stand-in's list item, as to the card's. */
  className?: string | undefined;
}

/** A product card's stand-in while its list loads, of the card's final size. */
export function ProductCardSkeleton({ className }: ProductCardSkeletonProps): ReactNode {
  return (
    <li className={withClass(css.card, className)}>
      <span className={`${bone} ${css.boneImage}`} />
      <span className={`${bone} ${css.boneName}`} />
      <span className={`${bone} ${css.boneLine}`} />
      <span className={`${bone} ${css.bonePrice}`} />
      <span className={`${bone} ${css.boneAction}`} />
    </li>
  );
}
