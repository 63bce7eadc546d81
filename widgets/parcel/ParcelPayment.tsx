import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, type Ref, useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ParcelChargePayer, ParcelPaymentMethod } from '../../src/core/api/parcelEndpoints';
import { DELIVERY_NOTE_MAX_LENGTH } from '../../src/core/validation';
import { FormAlert, TextAreaField } from '../../src/ui/form';
import * as formCss from '../../src/ui/form/Form.css';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import * as css from './Parcel.css';

/** The parcel's note for the delivery man, as its form holds it. */
export interface ParcelNoteValues {
  note: string;
}

/** Props of `ParcelPayment`. */
export interface ParcelPaymentProps {
  payer: ParcelChargePayer;
  onPayerChange(payer: ParcelChargePayer): void;
  method: ParcelPaymentMethod | null;
  onMethodChange(method: ParcelPaymentMethod): void;
  /** What the parcel costs, once both ends and the category are known. */
  total: number | null;
  noteForm: UseFormReturn<ParcelNoteValues>;
  /** Why the payment cannot be taken as chosen (the page's check or the server's refusal). */
  problem: string | null;
  /** The methods' group, where the page moves focus when the payment needs the shopper. */
  methodsRef: Ref<HTMLDivElement>;
}

const PAYERS = ['sender', 'receiver'] as const satisfies readonly ParcelChargePayer[];

/** What each choice means, under its name. */
const PAYER_NOTES = {
  sender: 'The sender pays when the parcel is sent.',
  receiver: 'The receiver pays in cash when the parcel arrives.',
} as const;
const CASH_NOTES = {
  sender: 'Pay the courier in cash when they pick the parcel up.',
  receiver: 'The receiver pays in cash when the parcel arrives.',
} as const;

/**
 * Who pays for the parcel and how: the sender by cash on delivery, on the shop's payment page or
 * from the wallet (a customer's, when it holds the charge); the receiver in cash only, as the
 * server takes it. Then a note for the delivery man.
 */
export function ParcelPayment({
  payer,
  onPayerChange,
  method,
  onMethodChange,
  total,
  noteForm,
  problem,
  methodsRef,
}: ParcelPaymentProps): ReactNode {
  useSignals();
  const t = useT();
  const format = usePriceFormatter();
  const { checkout, session } = useSouq();
  const id = useId();
  const settings = checkout.settings.value;
  const balance = session.profile.value?.wallet_balance ?? 0;
  const walletOn = session.isLoggedIn.value && settings.wallet;
  const codOverCap = total !== null && total > settings.codMaxOrderAmount;
  const codCapMessage =
    settings.codMaxOrderAmount === 1000
      ? t('You can not Order more then 1000 on COD order')
      : t('The total amount of the order exceeds maximum amount of the cash on delivery method');
  const methods: ParcelPaymentMethod[] = walletOn
    ? ['cash_on_delivery', 'digital_payment', 'wallet']
    : ['cash_on_delivery', 'digital_payment'];

  /** Why a method cannot be chosen now, or null. */
  const refusalOf = (option: ParcelPaymentMethod): string | null => {
    if (option === 'cash_on_delivery') return codOverCap ? codCapMessage : null;
    if (payer === 'receiver') return t('When the receiver pays, the parcel is paid in cash');
    if (option === 'wallet' && total !== null && balance < total) {
      return t('Wallet balance is below total amount');
    }
    return null;
  };
  const noteOf = (option: ParcelPaymentMethod): string => {
    switch (option) {
      case 'cash_on_delivery':
        return t(CASH_NOTES[payer]);
      case 'digital_payment':
        return t("You pay on the shop's payment page, then come back here.");
      case 'wallet':
        return t('Balance: {amount}', { amount: format(balance) });
      default:
        return option satisfies never;
    }
  };

  return (
    <>
      <fieldset className={css.group}>
        <legend className={css.legend}>{t('Who pays for the delivery?')}</legend>
        {PAYERS.map((option) => (
          <label key={option} className={css.option}>
            <input
              className={formCss.choiceInput}
              type="radio"
              name={`${id}-payer`}
              value={option}
              checked={payer === option}
              aria-describedby={`${id}-${option}`}
              onChange={() => onPayerChange(option)}
            />
            <span className={css.optionName}>{t('parcel_payer', { payer: option })}</span>
            <span id={`${id}-${option}`} className={css.optionNote}>
              {t(PAYER_NOTES[option])}
            </span>
          </label>
        ))}
      </fieldset>
      <div ref={methodsRef} className={css.group}>
        <span id={`${id}-methods`} className={css.legend}>
          {t('Payment method')}
        </span>
        <div role="radiogroup" aria-labelledby={`${id}-methods`} className={css.group}>
          {methods.map((option) => {
            const refusal = refusalOf(option);
            return (
              <label key={option} className={css.option}>
                <input
                  className={formCss.choiceInput}
                  type="radio"
                  name={`${id}-method`}
                  value={option}
                  checked={method === option}
                  disabled={refusal !== null}
                  aria-describedby={`${id}-${option}`}
                  onChange={() => onMethodChange(option)}
                />
                <span className={css.optionName}>{t(option)}</span>
                <span
                  id={`${id}-${option}`}
                  className={refusal === null ? css.optionNote : css.optionRefusal}
                >
                  {refusal ?? noteOf(option)}
                </span>
              </label>
            );
          })}
        </div>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
      </div>
      <TextAreaField
        form={noteForm}
        name="note"
        label={t('Delivery instructions')}
        hint={t('A landmark, the gate to use, or when to call')}
        maxLength={DELIVERY_NOTE_MAX_LENGTH}
        rows={3}
      />
    </>
  );
}
