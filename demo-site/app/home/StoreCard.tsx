import { useSignals } from '@preact/signals-react/runtime';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Store } from '../../../src/core/api/wire';
import { catalogImageSrc } from '../../../src/core/catalog';
import { Icon } from '../../../src/ui/Icon';
import { Img } from '../../../src/ui/Img';
import { useSouq, useT } from '../../../src/ui/souq';
import { VisuallyHidden } from '../../../src/ui/VisuallyHidden';
import { DiscountBadge } from './DiscountBadge';
import * as rows from './HomeSection.css';
import { Rating } from './Rating';
import * as css from './StoreCard.css';

/**
 * A store in a row or grid: logo, name, rating, delivery time and its store-wide discount. Not a
 * link: the storefront has no store route (spec §2).
 */
export function StoreCard({ store: shop }: { store: Store }): ReactNode {
  useSignals();
  const t = useT();
  const { store } = useSouq();
  const baseUrls = store.config.value.configData?.base_urls;
  const discount = shop.discount ?? 0;
  return (
    <li className={`${css.card} ${rows.snap}`}>
      <Img
        src={catalogImageSrc(shop.logo, baseUrls, 'store_image_url')}
        alt=""
        width={css.LOGO_SIZE}
        height={css.LOGO_SIZE}
        className={css.logo}
      />
      <div className={css.details}>
        <h3 className={css.name}>{shop.name}</h3>
        <p className={css.facts}>
          {(shop.avg_rating ?? 0) > 0 ? <Rating value={shop.avg_rating ?? 0} /> : null}
          {shop.delivery_time ? (
            <span className={css.delivery}>
              <Icon icon={Clock} size={14} />
              <VisuallyHidden>{`${t('Delivery time')}: `}</VisuallyHidden>
              {shop.delivery_time}
            </span>
          ) : null}
          <DiscountBadge
            badge={discount > 0 ? { kind: 'percent', percent: discount } : null}
            className={css.badge}
          />
        </p>
      </div>
    </li>
  );
}

/** A store card's stand-in while its list loads, of the card's final size. */
export function StoreCardSkeleton(): ReactNode {
  return (
    <li className={`${css.card} ${rows.snap}`}>
      <span className={`${rows.bone} ${css.boneLogo}`} />
      <span className={css.details}>
        <span className={`${rows.bone} ${css.boneName}`} />
        <span className={`${rows.bone} ${css.boneLine}`} />
      </span>
    </li>
  );
}
