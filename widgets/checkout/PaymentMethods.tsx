import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, type Ref, useId } from 'react';
import type { OfflinePaymentMethod } from '../../src/core/api/wire';
import type { CheckoutSummary, OrderPaymentMethod } from '../../src/core/checkout';
import type { QueryState } from '../../src/core/query';
import { FormAlert } from '../../src/ui/form';
import * as formCss from '../../src/ui/form/Form.css';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import * as css from './CheckoutParts.css';
import { OfflinePayment } from './OfflinePayment';

/** Props of `PaymentMethods`. */
export interface PaymentMethodsProps {
  /** The id of the section's heading, which names the choice of method. */
  labelledBy: string;
  summary: CheckoutSummary;
  /** The shop's offline methods as read (none hides the choice). */
  offlineMethods: QueryState<OfflinePaymentMethod[]>;
  retryOfflineMethods: () => void;
  /** Why the payment cannot be taken as chosen (the page's check or the server's refusal). */
  problem: string | null;
  /** Where the page moves focus when the payment needs the shopper. */
  groupRef?: Ref<HTMLDivElement> | undefined;
  offlineRef?: Ref<HTMLDivElement> | undefined;
}

/** What each method means, under its name. */
const METHOD_NOTES = {
  cash_on_delivery: 'Pay in cash when the order arrives.',
  digital_payment: "You pay on the shop's payment page, then come back here.",
  offline_payment: "Pay to the shop's account, then tell us how you paid.",
} as const;

/**
 * How the order is paid: the wallet for a customer (its balance shown; all of the order when it
 * holds enough, else a share with the rest by another method), cash on delivery (refused above
 * the shop's cap, in the spec's words), the shop's payment page, or an offline payment in steps.
 */
export function PaymentMethods({
  labelledBy,
  summary,
  offlineMethods,
  retryOfflineMethods,
  problem,
  groupRef,
  offlineRef,
}: PaymentMethodsProps): ReactNode {
  useSignals();
  const t = useT();
  const format = usePriceFormatter();
  const { checkout, session } = useSouq();
  const id = useId();
  const draft = checkout.draft.value;
  const settings = checkout.settings.value;
  const walletOn = session.isLoggedIn.value && settings.wallet;
  const balance = session.profile.value?.wallet_balance ?? 0;
  const walletPays = walletOn && draft.useWallet && summary.walletPaid > 0;
  const walletCovers = walletPays && summary.due === 0;
  const codOverCap = summary.due > settings.codMaxOrderAmount;
  const codCapMessage =
    settings.codMaxOrderAmount === 1000
      ? t('You can not Order more then 1000 on COD order')
      : t('The total amount of the order exceeds maximum amount of the cash on delivery method');
  const noOffline = offlineMethods.status === 'success' && offlineMethods.data.length === 0;
  const methods = (['cash_on_delivery', 'digital_payment', 'offline_payment'] as const).filter(
    (method) => method !== 'offline_payment' || !noOffline,
  );

  const option = (method: OrderPaymentMethod) => {
    const disabled = method === 'cash_on_delivery' && codOverCap;
    const noteId = `${id}-${method}`;
    return (
      <label key={method} className={css.option}>
        <input
          className={formCss.choiceInput}
          type="radio"
          name={id}
          value={method}
          checked={draft.paymentMethod === method}
          disabled={disabled}
          aria-describedby={noteId}
          onChange={() => checkout.edit({ paymentMethod: method })}
        />
        <span className={css.optionName}>{t(method)}</span>
        <span id={noteId} className={disabled ? css.optionRefusal : css.optionNote}>
          {disabled ? codCapMessage : t(METHOD_NOTES[method])}
        </span>
      </label>
    );
  };

  return (
    <div ref={groupRef} className={formCss.group}>
      {walletOn ? (
        <div className={formCss.field}>
          <label className={formCss.checkRow}>
            <input
              className={formCss.choiceInput}
              type="checkbox"
              checked={draft.useWallet && balance > 0}
              disabled={balance <= 0}
              aria-describedby={`${id}-wallet`}
              onChange={(event) => checkout.edit({ useWallet: event.target.checked })}
            />
            {t('Pay with my wallet')}
          </label>
          <p id={`${id}-wallet`} className={css.optionNote}>
            {balance > 0
              ? t('Balance: {amount}', { amount: format(balance) })
              : t('Your wallet is empty')}
          </p>
          {walletPays ? (
            <p className={css.optionNote} aria-live="polite">
              {walletCovers
                ? t('Your wallet pays the whole order.')
                : t('Your wallet pays {paid}. Choose how to pay the remaining {due}.', {
                    paid: format(summary.walletPaid),
                    due: format(summary.due),
                  })}
            </p>
          ) : null}
        </div>
      ) : null}
      {walletCovers ? null : (
        <div role="radiogroup" aria-labelledby={labelledBy} className={css.optionList}>
          {methods.map(option)}
        </div>
      )}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {draft.paymentMethod === 'offline_payment' && !walletCovers && !noOffline ? (
        <OfflinePayment
          methods={offlineMethods}
          onRetry={retryOfflineMethods}
          containerRef={offlineRef}
        />
      ) : null}
    </div>
  );
}
