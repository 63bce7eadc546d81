import { useSignals } from '@preact/signals-react/runtime';
import { CircleX, RotateCcw, WifiOff } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { Order } from '../../src/core/api/wire';
import { HOME_PATH, orderDetailsPath, storePath } from '../../src/core/catalog';
import { formatDate } from '../../src/core/i18n';
import { Button } from '../../src/ui/Button';
import { Icon } from '../../src/ui/Icon';
import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from '../../src/ui/orders';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import { StorefrontLink, useStorefrontLink } from '../../src/ui/StorefrontLink';
import { OrderSteps } from './OrderSteps';
import { ENDED_MESSAGES } from './orderWording';
import * as css from './TrackedOrder.css';
import { type EndedStatus, orderProgress } from './trackingSteps';

/** Props of `TrackedOrder`. */
export interface TrackedOrderProps {
  order: Order;
  /** The last read failed: the order shown may be behind. */
  reconnecting: boolean;
  /** The shopper asked for this order: the focus moves to it once it shows. */
  takeFocus: boolean;
}

/** One fact of the order: its label, then its value. */
function Fact({
  label,
  wide,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <div className={wide ? `${css.fact} ${css.factWide}` : css.fact}>
      <dt className={css.factLabel}>{label}</dt>
      <dd className={css.factValue}>{children}</dd>
    </div>
  );
}

/** An order that left the steps: canceled, failed, refunded, or waiting for a refund. */
function EndedNotice({ order, status }: { order: Order; status: EndedStatus }): ReactNode {
  const t = useT();
  const gone = status === 'canceled' || status === 'failed';
  return (
    <div className={`${css.ended} ${gone ? css.endedGone : css.endedRefund}`}>
      <Icon icon={gone ? CircleX : RotateCcw} size={28} className={css.endedIcon} />
      <div className={css.endedText}>
        <p className={css.endedTitle}>{orderStatusLabel(status, t)}</p>
        <p className={css.endedLine}>{t(ENDED_MESSAGES[status])}</p>
        {status === 'canceled' && order.cancellation_reason ? (
          <p className={css.endedLine}>
            {t('Reason: {reason}', { reason: order.cancellation_reason })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The tracked order: where it is on its steps (or why it left them), its status, payment, store,
 * total, when it was placed and where it goes, with the way to its details and back to shopping.
 */
export function TrackedOrder({ order, reconnecting, takeFocus }: TrackedOrderProps): ReactNode {
  useSignals();
  const t = useT();
  const price = usePriceFormatter();
  const link = useStorefrontLink();
  const { locale } = useSouq();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const progress = orderProgress(order.order_status);
  // A parcel's delivery address is its sender's; it goes to the receiver's.
  const destination =
    order.order_type === 'parcel' ? order.receiver_details : order.delivery_address;

  // Once, when it first shows: later reads must not pull the focus back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus is moved on mount only
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, []);

  return (
    <section className={css.card} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={css.title}>
        {t('Order #{id}', { id: String(order.id) })}
      </h2>
      {reconnecting ? (
        <p className={css.reconnecting} role="status">
          <Icon icon={WifiOff} size={16} />
          {t('Reconnecting… The order may have moved on since.')}
        </p>
      ) : null}
      {progress.kind === 'steps' ? (
        <OrderSteps order={order} step={progress.step} />
      ) : (
        <EndedNotice order={order} status={progress.status} />
      )}
      <dl className={css.facts}>
        <Fact label={t('Status')}>{orderStatusLabel(order.order_status, t)}</Fact>
        <Fact label={t('Payment status')}>{paymentStatusLabel(order, t)}</Fact>
        <Fact label={t('Payment method')}>{paymentMethodLabel(order, t)}</Fact>
        <Fact label={t('Store')}>
          <StorefrontLink to={storePath(order.store)} className={css.storeLink}>
            {order.store.name}
          </StorefrontLink>
        </Fact>
        <Fact label={t('Total')}>{price(order.order_amount)}</Fact>
        <Fact label={t('Placed on')}>
          <time dateTime={order.created_at}>
            {formatDate(Date.parse(order.created_at), locale.language.value, {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          </time>
        </Fact>
        {order.order_type !== 'take_away' && destination?.address ? (
          <Fact label={t('Delivery address')} wide>
            {destination.address}
          </Fact>
        ) : null}
      </dl>
      <div className={css.links}>
        <Button variant="secondary" {...link(orderDetailsPath(order.id))}>
          {t('Order details')}
        </Button>
        <Button variant="ghost" {...link(HOME_PATH)}>
          {t('Continue shopping')}
        </Button>
      </div>
    </section>
  );
}

/** The order's card while its first read is on its way, of the card's size. */
export function TrackedOrderSkeleton(): ReactNode {
  return (
    <div className={`${css.card} ${css.skeleton}`} aria-hidden="true">
      <span className={`${css.bone} ${css.boneTitle}`} />
      <span className={`${css.bone} ${css.boneSteps}`} />
      <span className={`${css.bone} ${css.boneFacts}`} />
      <span className={`${css.bone} ${css.boneLinks}`} />
    </div>
  );
}
