import { useSignals } from '@preact/signals-react/runtime';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Store } from '../../../core/api/wire';
import { catalogImageSrc, storePath } from '../../../core/catalog';
import { formatDeliveryTime, type Locale } from '../../../core/i18n';
import { Icon } from '../../Icon';
import { Img } from '../../Img';
import { useStorefrontLink } from '../../StorefrontLink';
import { useSouq, useT } from '../../souq';
import { skeletonBone as bone } from '../../theme/surfaces.css';
import { VisuallyHidden } from '../../VisuallyHidden';
import { DiscountBadge } from '../DiscountBadge';
import { Rating } from '../Rating';
import * as css from './StoreCard.css';

/** Props of `StoreCard`. */
export interface StoreCardProps {
  store: Store;
  /** Added to the card's list item, e.g. to snap it in a scrolling row. */
  className?: string | undefined;
  /** Whether the card opens the store's page (its name is the link); false by default. */
  linked?: boolean | undefined;
  /** A control at the card's inline end, above its stretched link (the wishlist's remove). */
  action?: ReactNode;
}

const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/**
 * The delivery time in the shopper's language, from the minutes the server sends; a backend that
 * sends only its text ('25-35 min') is shown as it wrote it.
 */
function deliveryTimeOf(store: Store, language: Locale): string | null {
  const { minimum_delivery_time: min, maximum_delivery_time: max } = store;
  if (min !== undefined && max !== undefined) return formatDeliveryTime(min, max, language);
  return store.delivery_time || null;
}

/**
 * A store in a list or grid (render it in a `<ul>`): logo, name, rating, delivery time and its
 * store-wide discount, and an `action` where given; `linked`, the whole card opens the store's page.
 */
export function StoreCard({ store, className, linked = false, action }: StoreCardProps): ReactNode {
  useSignals();
  const t = useT();
  const link = useStorefrontLink()(storePath(store));
  const { shop, locale } = useSouq();
  const deliveryTime = deliveryTimeOf(store, locale.language.value);
  const discount = store.discount ?? 0;
  const rating = store.avg_rating ?? 0;
  return (
    <li className={withClass(css.card, className)}>
      <Img
        src={catalogImageSrc(store.logo, shop.imageBaseUrls.value, 'store_image_url')}
        alt=""
        width={css.LOGO_SIZE}
        height={css.LOGO_SIZE}
        className={css.logo}
      />
      <div className={css.details}>
        <h3 className={css.name}>
          {linked ? (
            <a {...link} className={css.nameLink}>
              {store.name}
            </a>
          ) : (
            store.name
          )}
        </h3>
        <p className={css.facts}>
          {rating > 0 ? <Rating value={rating} /> : null}
          {deliveryTime ? (
            <span className={css.delivery}>
              <Icon icon={Clock} size={14} />
              <VisuallyHidden>{`${t('Delivery time')}: `}</VisuallyHidden>
              {deliveryTime}
            </span>
          ) : null}
          <DiscountBadge badge={discount > 0 ? { kind: 'percent', percent: discount } : null} />
        </p>
      </div>
      {action ? <div className={css.action}>{action}</div> : null}
    </li>
  );
}

/** Props of `StoreCardSkeleton`. */
export interface StoreCardSkeletonProps {
  /** Added to the stand-in's list item, as to the card's. */
  className?: string | undefined;
}

/** A store card's stand-in while its list loads, of the card's final size. */
export function StoreCardSkeleton({ className }: StoreCardSkeletonProps): ReactNode {
  return (
    <li className={withClass(css.card, className)}>
      <span className={`${bone} ${css.boneLogo}`} />
      <span className={css.details}>
        <span className={`${bone} ${css.boneName}`} />
        <span className={`${bone} ${css.boneLine}`} />
      </span>
    </li>
  );
}
