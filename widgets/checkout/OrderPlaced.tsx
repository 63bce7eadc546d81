import { useSignals } from '@preact/signals-react/runtime';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { HOME_PATH, orderDetailsPath, trackOrderPath } from '../../src/core/catalog';
import type { OrderKind } from '../../src/core/orders';
import { Button } from '../../src/ui/Button';
import { FormAlert } from '../../src/ui/form';
import { Icon } from '../../src/ui/Icon';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import * as css from './Checkout.css';
import * as parts from './CheckoutParts.css';

/** Props of `OrderPlaced`. */
export interface OrderPlacedProps {
  orderId: number;
  /** How the demo payment page ended (`success`, `fail`, `cancel`), when it sent the shopper here. */
  paymentStatus?: string | undefined;
  /** What the order is: what happens next differs for a prescription and a parcel. */
  kind?: OrderKind | undefined;
}

/** Where sending an offline payment's details stands. */
type OfflineSending = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The confirmation of a placed order (route /order-placed?id=…): its id, its total when this
 * checkout placed it, what happens next, and the ways on: tracking, its details for a customer,
 * and more shopping. An order paid offline gets its payment details sent from here.
 */
export function OrderPlaced({
  orderId,
  paymentStatus,
  kind = 'items',
}: OrderPlacedProps): ReactNode {
  useSignals();
  const t = useT();
  const format = usePriceFormatter();
  const { cart, checkout, session } = useSouq();
  const link = useStorefrontLink();
  const heading = useRef<HTMLHeadingElement>(null);
  const draft = checkout.draft.value;
  const note = draft.placed?.orderId === orderId ? draft.placed : null;
  const guest = note ? note.guest : !session.isLoggedIn.value;
  const offlinePending = draft.offlineOrderId === orderId;
  const [sending, setSending] = useState<OfflineSending>('idle');
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const started = useRef(false);
  const nextId = useId();

  const sendDetails = async () => {
    setSending('sending');
    const outcome = await checkout.sendOfflinePayment();
    if (outcome.kind === 'sent') {
      setSending('sent');
      return;
    }
    setSending('failed');
    setSendProblem(outcome.error.messages[0] ?? null);
  };

  useEffect(() => {
    heading.current?.focus();
    // The server took the ordered lines out of the cart; a page opened here (back from the
    // payment page) holds the cart as it was before.
    void cart.refresh();
  }, [cart]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once, when the page opens on an order still waiting for them
  useEffect(() => {
    if (!offlinePending || started.current) return;
    started.current = true;
    void sendDetails();
  }, [offlinePending]);

  const failedPayment = paymentStatus === 'fail' || paymentStatus === 'cancel';
  const id = String(orderId);
  return (
    <div className={css.placed}>
      <Icon icon={CircleCheck} size={48} className={css.placedIcon} />
      <h1 ref={heading} tabIndex={-1} className={css.title}>
        {t('Order placed')}
      </h1>
      <p className={css.lead}>{t('Thank you! We received your order.')}</p>
      <dl className={parts.terms}>
        <div className={parts.term}>
          <dt className={parts.termName}>{t('Order ID')}</dt>
          <dd className={parts.termValue}>{id}</dd>
        </div>
        {note ? (
          <div className={parts.term}>
            <dt className={parts.termName}>{t('Order total')}</dt>
            <dd className={parts.termValue}>{format(note.total)}</dd>
          </div>
        ) : null}
      </dl>
      {failedPayment ? (
        <FormAlert>
          <strong>{paymentStatus === 'cancel' ? t('Payment Denied') : t('Payment Failed')}</strong>{' '}
          {t('The payment did not go through. Your order waits for its payment.')}
        </FormAlert>
      ) : null}
      <div role="status" className={sending === 'idle' ? undefined : css.notice}>
        {sending === 'sending' ? t('Sending your payment details…') : null}
        {sending === 'sent' ? t('Payment information submitted') : null}
      </div>
      {sending === 'failed' ? (
        <div className={css.actions}>
          <FormAlert>{sendProblem ?? t('Your payment details could not be sent.')}</FormAlert>
          <Button variant="secondary" onClick={() => void sendDetails()}>
            {t('Try again')}
          </Button>
        </div>
      ) : null}
      <section className={css.section} aria-labelledby={nextId}>
        <h2 id={nextId} className={css.sectionTitle}>
          {t('What happens next')}
        </h2>
        <NextSteps
          kind={kind}
          cashOnDelivery={note?.paymentMethod === 'cash_on_delivery' ? format(note.total) : null}
        />
        {guest ? (
          <p className={css.hint}>
            {t('Track it any time with its order ID and the phone number you gave.')}
          </p>
        ) : null}
      </section>
      <div className={css.actions}>
        <Button {...link(trackOrderPath(orderId))}>{t('Track Order')}</Button>
        {guest ? null : (
          <Button variant="secondary" {...link(orderDetailsPath(orderId))}>
            {t('Order details')}
          </Button>
        )}
        <Button variant="ghost" {...link(HOME_PATH)}>
          {t('Continue shopping')}
        </Button>
      </div>
    </div>
  );
}

/**
 * What happens to an order after it is placed, by its kind: a store's order is prepared, a
 * prescription priced by the pharmacy first (its cash is paid once priced), a parcel collected
 * from its sender; `cashOnDelivery` is the amount to pay in cash, when there is one.
 */
function NextSteps({
  kind,
  cashOnDelivery,
}: {
  kind: OrderKind;
  cashOnDelivery: string | null;
}): ReactNode {
  const t = useT();
  const cash =
    cashOnDelivery === null ? null : (
      <li>{t('You pay {amount} in cash when it arrives.', { amount: cashOnDelivery })}</li>
    );
  switch (kind) {
    case 'prescription':
      return (
        <ol className={css.steps}>
          <li>{t('The pharmacy reads your prescription and prices the medicines.')}</li>
          <li>{t('A delivery man picks it up and brings it to your door.')}</li>
          <li>{t('You pay in cash when it arrives, at the price the pharmacy set.')}</li>
        </ol>
      );
    case 'parcel':
      return (
        <ol className={css.steps}>
          <li>{t('A delivery man collects the parcel from the sender.')}</li>
          <li>{t('They bring it to the receiver; you can follow it on the way.')}</li>
          {cash}
        </ol>
      );
    default:
      return (
        <ol className={css.steps}>
          <li>{t('The store confirms your order and prepares it.')}</li>
          <li>{t('A delivery man picks it up and brings it to your door.')}</li>
          {cash}
        </ol>
      );
  }
}
