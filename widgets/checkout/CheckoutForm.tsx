import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { OrderPlacedReply } from '../../src/core/api/wire';
import { orderPlacedPath } from '../../src/core/catalog';
import {
  type CartStoreGroup,
  type CheckoutDestination,
  chosenStore,
} from '../../src/core/checkout';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { Button } from '../../src/ui/Button';
import { FormAlert } from '../../src/ui/form';
import { useIdle } from '../../src/ui/hooks/useIdle';
import { leavePage } from '../../src/ui/leavePage';
import {
  useOrderEndpoints,
  useRouterNavigate,
  useServerQuery,
  useSouq,
  useT,
} from '../../src/ui/souq';
import * as css from './Checkout.css';
import { CouponEntry } from './CouponEntry';
import { DeliverySection } from './DeliverySection';
import type { DeliveryStepHandle } from './delivery';
import { OrderLines } from './OrderLines';
import { OrderOptions } from './OrderOptions';
import { OrderSummary } from './OrderSummary';
import { PaymentMethods } from './PaymentMethods';
import { PlaceOrderButton } from './PlaceOrderButton';
import { StoreChoice } from './StoreChoice';
import { TipChooser, type TipHandle } from './TipChooser';
import { useCheckoutPricing } from './useCheckoutPricing';
import { useOrderOptionsForm } from './useOrderOptionsForm';
import { type ProblemAt, usePlaceOrder } from './usePlaceOrder';

/** Props of `CheckoutForm`. */
export interface CheckoutFormProps {
  /** The cart's lines by store (never empty). */
  stores: readonly CartStoreGroup[];
  /** Shows the confirmation in place, where no router opens its route. */
  onPlaced: (orderId: number) => void;
  /** The cart kept from before could not be read again from the server. */
  cartUnread: boolean;
  onCartRetry: () => void;
}

/**
 * The checkout's sections (delivery, the order, the coupon, the payment) and the summary with
 * Place order beside them on a wide screen, under them on a phone.
 */
export function CheckoutForm({
  stores,
  onPlaced,
  cartUnread,
  onCartRetry,
}: CheckoutFormProps): ReactNode {
  useSignals();
  const t = useT();
  const { cache, checkout, locale, session } = useSouq();
  const orders = useOrderEndpoints();
  const events = useSouqEvents();
  const navigate = useRouterNavigate();
  const id = useId();
  const draft = checkout.draft.value;
  const store = chosenStore(stores, draft.storeId);
  const [destination, setDestination] = useState<CheckoutDestination | null>(null);
  const pricing = useCheckoutPricing(store, destination);
  const optionsForm = useOrderOptionsForm();
  const delivery = useRef<DeliveryStepHandle>(null);
  const tip = useRef<TipHandle>(null);
  const storeGroup = useRef<HTMLFieldSetElement>(null);
  const paymentGroup = useRef<HTMLDivElement>(null);
  const offlineGroup = useRef<HTMLDivElement>(null);
  const offlineKey = ['checkout', 'offline-methods', locale.language.value];
  const readOfflineMethods = () => orders.getOfflinePaymentMethods({ silent: true });
  // Below the fold: read once the first screen has painted.
  const offlineMethods = useServerQuery(offlineKey, readOfflineMethods, { enabled: useIdle() });

  // The wallet's balance as it is now: the profile kept from an earlier visit may be old.
  useEffect(() => {
    if (session.isLoggedIn.peek()) checkout.readWallet().catch(() => undefined);
  }, [checkout, session]);

  const placed = (reply: OrderPlacedReply) => {
    events.dispatch('souq:order-place', { orderId: reply.order_id, total: reply.total_ammount });
    if (reply.redirect_link) leavePage(reply.redirect_link);
    else if (navigate) navigate(orderPlacedPath(reply.order_id));
    else onPlaced(reply.order_id);
  };
  const placeOrder = usePlaceOrder({
    store,
    pricing,
    optionsForm,
    delivery,
    tip,
    focus: { store: storeGroup, payment: paymentGroup, offline: offlineGroup },
    onPlaced: placed,
  });
  const problemAt = (at: ProblemAt) =>
    placeOrder.problem?.at === at ? placeOrder.problem.message : null;

  return (
    <>
      {checkout.attemptOpen.value && !placeOrder.placing && !placeOrder.totalChanged ? (
        <p className={css.notice} role="status">
          {t(
            'Your last attempt to order got no answer. Place the order again: it will not be placed twice.',
          )}
        </p>
      ) : null}
      {cartUnread ? (
        <div className={css.actions} role="status">
          <p className={css.notice}>
            {t('The shop could not be reached. Check your connection and try again.')}
          </p>
          <Button variant="secondary" onClick={onCartRetry}>
            {t('Try again')}
          </Button>
        </div>
      ) : null}
      <div className={css.layout}>
        <div className={css.sections}>
          <DeliverySection handle={delivery} onDestinationChange={setDestination} />
          <section className={css.section} aria-labelledby={`${id}-order`}>
            <h2 id={`${id}-order`} className={css.sectionTitle}>
              {t('Your order')}
            </h2>
            {stores.length > 1 ? (
              <StoreChoice
                stores={stores}
                chosenId={store?.storeId ?? null}
                groupRef={storeGroup}
              />
            ) : null}
            {problemAt('store') ? <FormAlert>{problemAt('store')}</FormAlert> : null}
            {store ? <OrderLines lines={store.lines} /> : null}
            {pricing.store?.open === false ? (
              <FormAlert>{t('Store/Restaurant is closed')}</FormAlert>
            ) : null}
            {problemAt('order') ? <FormAlert>{problemAt('order')}</FormAlert> : null}
            <OrderOptions form={optionsForm} />
            <TipChooser handle={tip} />
          </section>
          {store ? (
            <section className={css.section} aria-labelledby={`${id}-coupon`}>
              <h2 id={`${id}-coupon`} className={css.sectionTitle}>
                {t('Coupon')}
              </h2>
              <CouponEntry
                storeId={store.storeId}
                summary={pricing.summary}
                refusal={problemAt('coupon')}
              />
            </section>
          ) : null}
          <section className={css.section} aria-labelledby={`${id}-payment`}>
            <h2 id={`${id}-payment`} className={css.sectionTitle}>
              {t('Payment method')}
            </h2>
            <PaymentMethods
              labelledBy={`${id}-payment`}
              summary={pricing.summary}
              offlineMethods={offlineMethods}
              retryOfflineMethods={() => {
                cache.invalidate(offlineKey);
                cache.fetch(offlineKey, readOfflineMethods).catch(() => undefined);
              }}
              problem={problemAt('payment')}
              groupRef={paymentGroup}
              offlineRef={offlineGroup}
            />
          </section>
        </div>
        <div className={css.aside}>
          <section className={css.section} aria-labelledby={`${id}-summary`}>
            <h2 id={`${id}-summary`} className={css.sectionTitle}>
              {t('Order summary')}
            </h2>
            {store ? (
              <OrderSummary summary={pricing.summary} feePending={pricing.feePending} />
            ) : (
              <p className={css.hint}>{t('Choose the store to order from first.')}</p>
            )}
            <PlaceOrderButton
              placing={placeOrder.placing}
              onPlace={() => void placeOrder.place()}
              problem={problemAt('place')}
              newTotal={placeOrder.totalChanged ? pricing.summary.charged : null}
            />
          </section>
        </div>
      </div>
    </>
  );
}
