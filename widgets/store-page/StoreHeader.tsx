import { useSignals } from '@preact/signals-react/runtime';
import { Clock, MapPin, ShoppingBag, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StoreDetails } from '../../src/core/api/wire';
import { catalogImageSrc } from '../../src/core/catalog';
import { formatDeliveryTime, formatNumber, type Locale } from '../../src/core/i18n';
import type { ModulePage } from '../../src/core/modules';
import { Button } from '../../src/ui/Button';
import { DiscountBadge, Rating } from '../../src/ui/catalog';
import { Icon } from '../../src/ui/Icon';
import { Img } from '../../src/ui/Img';
import { Price } from '../../src/ui/Price';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { useSouq, useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import { StoreHours } from './StoreHours';
import * as css from './StorePage.css';

/** A share in percent (66.7) as the language writes a whole percent ("67%", "67٪"). */
export function percentText(percent: number, language: Locale): string {
  return formatNumber(percent / 100, language, { style: 'percent', maximumFractionDigits: 0 });
}

function deliveryTimeOf(store: StoreDetails, language: Locale): string | null {
  const { minimum_delivery_time: min, maximum_delivery_time: max } = store;
  if (min !== undefined && max !== undefined) return formatDeliveryTime(min, max, language);
  return store.delivery_time || null;
}

/** Props of `StoreHeader`. */
export interface StoreHeaderProps {
  store: StoreDetails;
  /** Whether the store takes orders now. */
  open: boolean;
  /** The moment the page reads the clocks at. */
  now: Date;
  /** The id the closed notice carries, for the disabled add buttons to point at. */
  closedNoticeId: string;
  /** The store's own entries in its module (a pharmacy's prescription order); none by default. */
  pages?: readonly ModulePage[] | undefined;
}

/**
 * The store's header: cover with the logo over it, name (the page's h1) and address, then its
 * rating, delivery time, minimum order and discount, whether it is open with its hours, and a
 * notice the shopper cannot miss while it is closed.
 */
export function StoreHeader({
  store,
  open,
  now,
  closedNoticeId,
  pages = [],
}: StoreHeaderProps): ReactNode {
  useSignals();
  const t = useT();
  const link = useStorefrontLink();
  const { shop, locale } = useSouq();
  const language = locale.language.value;
  const baseUrls = shop.imageBaseUrls.value;
  const rating = store.avg_rating ?? 0;
  const ratingCount = store.rating_count ?? 0;
  const deliveryTime = deliveryTimeOf(store, language);
  const discount = store.discount ?? 0;
  return (
    <header className={css.hero}>
      <div className={css.cover}>
        <Img
          src={catalogImageSrc(store.cover_photo, baseUrls, 'store_image_url')}
          alt=""
          width={css.COVER_WIDTH}
          height={css.COVER_HEIGHT}
          loading="eager"
          fetchPriority="high"
          className={css.coverImage}
        />
      </div>
      <div className={css.identity}>
        <Img
          src={catalogImageSrc(store.logo, baseUrls, 'store_image_url')}
          alt=""
          width={css.LOGO_SIZE}
          height={css.LOGO_SIZE}
          loading="eager"
          className={css.logo}
        />
        <div className={css.naming}>
          <h1 className={css.name}>{store.name}</h1>
          {store.address ? (
            <p className={css.address}>
              <Icon icon={MapPin} size={14} />
              {store.address}
            </p>
          ) : null}
        </div>
      </div>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt>
            <Icon icon={Star} size={16} />
            <VisuallyHidden>{t('Rating')}</VisuallyHidden>
          </dt>
          <dd>
            {ratingCount > 0 ? (
              <>
                <Rating value={rating} />
                <span className={css.muted}>{t('ratings_count', { count: ratingCount })}</span>
                <span className={css.muted}>
                  {t('{percent} positive', {
                    percent: percentText(store.positive_rating, language),
                  })}
                </span>
              </>
            ) : (
              <span className={css.muted}>{t('No ratings yet')}</span>
            )}
          </dd>
        </div>
        {deliveryTime ? (
          <div className={css.fact}>
            <dt>
              <Icon icon={Clock} size={16} />
              <VisuallyHidden>{t('Delivery time')}</VisuallyHidden>
            </dt>
            <dd>{deliveryTime}</dd>
          </div>
        ) : null}
        <div className={css.fact}>
          <dt>
            <Icon icon={ShoppingBag} size={16} />
            <VisuallyHidden>{t('Minimum order')}</VisuallyHidden>
          </dt>
          <dd>
            {store.minimum_order > 0 ? (
              <>
                <span aria-hidden="true">{t('Minimum order')}</span>
                <Price amount={store.minimum_order} />
              </>
            ) : (
              t('No minimum order')
            )}
          </dd>
        </div>
        {discount > 0 ? (
          <div className={css.fact}>
            <dt>
              <VisuallyHidden>{t('Store discount')}</VisuallyHidden>
            </dt>
            <dd>
              <DiscountBadge badge={{ kind: 'percent', percent: discount }} />
              <span className={css.muted}>{t('On every item')}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      {pages.length > 0 ? (
        <ul className={css.ownPages}>
          {pages.map((page) => (
            <li key={page.path} className={css.ownPage}>
              <Button variant="secondary" {...link(page.path)}>
                {t(page.label)}
              </Button>
              <span className={css.muted}>{t(page.description)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <StoreHours schedules={store.schedules} open={open} now={now} />
      {open ? null : (
        <p id={closedNoticeId} className={css.closedNotice}>
          {t('Store/Restaurant is closed')}
        </p>
      )}
    </header>
  );
}
