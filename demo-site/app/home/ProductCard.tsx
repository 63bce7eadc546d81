import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Item } from '../../../src/core/api/wire';
import { itemImageSrc, productPath } from '../../../src/core/catalog';
import { unitPrice } from '../../../src/core/pricing';
import { Img } from '../../../src/ui/Img';
import { Price } from '../../../src/ui/Price';
import { useSouq } from '../../../src/ui/souq';
import { AddToCart } from '../../../widgets/add-to-cart';
import { WishlistButton } from '../../../widgets/wishlist-button';
import { DiscountBadge } from './DiscountBadge';
import { discountBadge } from './discountBadge';
import * as rows from './HomeSection.css';
import * as css from './ProductCard.css';
import { Rating } from './Rating';

/** Intrinsic size of a card picture: the largest a card shows it, so the box never shifts. */
export const PRODUCT_IMAGE_SIZE = 240;

/** Props of `ProductCard`. */
export interface ProductCardProps {
  item: Item;
}

/**
 * A product in a row or grid: picture and name linking to its page, store, rating, price (the old
 * one struck through when discounted), discount badge, wishlist heart and add-to-cart control.
 * Prime the item's details into the query cache first, so the two buttons ask the server nothing.
 */
export function ProductCard({ item }: ProductCardProps): ReactNode {
  useSignals();
  const { store } = useSouq();
  const config = store.config.value.configData;
  const digits = config?.digit_after_decimal_point;
  const href = productPath(item);
  return (
    <li className={`${css.card} ${rows.snap}`}>
      <a href={href} tabIndex={-1} aria-hidden="true" className={css.imageLink}>
        <Img
          src={itemImageSrc(item.image, config?.base_urls)}
          alt=""
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          className={css.image}
        />
      </a>
      <DiscountBadge badge={discountBadge(item, digits)} className={css.badge} />
      <div className={css.wish}>
        <WishlistButton itemId={item.id} item={item} />
      </div>
      <h3 className={css.name}>
        <a href={href} className={css.nameLink}>
          {item.name}
        </a>
      </h3>
      <p className={css.meta}>
        <span className={css.store}>{item.store_name}</span>
        {(item.avg_rating ?? 0) > 0 ? <Rating value={item.avg_rating ?? 0} /> : null}
      </p>
      <Price amount={unitPrice(item, digits)} original={item.price} className={css.price} />
      <div className={css.actions}>
        <AddToCart itemId={item.id} />
      </div>
    </li>
  );
}

/** A product card's stand-in while its list loads, of the card's final size. */
export function ProductCardSkeleton(): ReactNode {
  return (
    <li className={`${css.card} ${rows.snap}`}>
      <span className={`${rows.bone} ${css.boneImage}`} />
      <span className={`${rows.bone} ${css.boneName}`} />
      <span className={`${rows.bone} ${css.boneLine}`} />
      <span className={`${rows.bone} ${css.boneLine}`} />
      <span className={`${rows.bone} ${css.boneAction}`} />
    </li>
  );
}
