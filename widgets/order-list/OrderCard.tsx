import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Order } from '../../src/core/api/wire';
import { catalogImageSrc, orderDetailsPath } from '../../src/core/catalog';
import { orderKindOf } from '../../src/core/orders';
import { Img } from '../../src/ui/Img';
import { formatOrderTime, OrderStatusBadge } from '../../src/ui/orders';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import * as css from './OrderList.css';

/** Props of `OrderCard`. */
export interface OrderCardProps {
  order: Order;
}

/** Logo size in CSS pixels. */
const LOGO = 40;

/**
 * One order of the list (render it in a `<ul>`): its store, number, status, when it was placed,
 * how many items and what it cost; the number links to the order's details.
 */
export function OrderCard({ order }: OrderCardProps): ReactNode {
  useSignals();
  const t = useT();
  const { shop, locale } = useSouq();
  const price = usePriceFormatter();
  const language = locale.language.value;
  return (
    <li className={css.card}>
      <div className={css.head}>
        <Img
          src={catalogImageSrc(order.store.logo, shop.imageBaseUrls.value, 'store_image_url')}
          alt=""
          width={LOGO}
          height={LOGO}
          className={css.logo}
        />
        <span className={css.store}>{order.store.name}</span>
        <OrderStatusBadge status={order.order_status} />
      </div>
      <h2 className={css.orderTitle}>
        <StorefrontLink to={orderDetailsPath(order.id)} className={css.orderLink}>
          {t('Order #{id}', { id: order.id })}
        </StorefrontLink>
      </h2>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt className={css.factLabel}>{t('Placed on')}</dt>
          <dd className={css.factValue}>
            <time dateTime={order.created_at}>{formatOrderTime(order.created_at, language)}</time>
          </dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factLabel}>{t('Items')}</dt>
          <dd className={css.factValue}>
            <OrderContents order={order} />
          </dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factLabel}>{t('Total')}</dt>
          <dd className={`${css.factValue} ${css.total}`}>{price(order.order_amount)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** An order card's stand-in while the list loads, of the card's final size. */
export function OrderCardSkeleton(): ReactNode {
  return (
    <li className={`${css.card} ${css.skeleton}`}>
      <div className={css.head}>
        <span className={`${css.bone} ${css.boneLogo}`} />
        <span className={`${css.bone} ${css.boneName}`} />
      </div>
      <span className={`${css.bone} ${css.boneTitle}`} />
      <span className={`${css.bone} ${css.boneFacts}`} />
    </li>
  );
}

/** What an order holds: its items' count, a prescription, or a parcel of its category. */
function OrderContents({ order }: { order: Order }): ReactNode {
  const t = useT();
  switch (orderKindOf(order)) {
    case 'prescription':
      return t('Prescription');
    case 'parcel':
      return order.parcel_category?.name ?? t('Parcel');
    default:
      return t('cart_items_count', { count: order.details_count });
  }
}
