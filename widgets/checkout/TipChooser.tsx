import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, type Ref, useId, useImperativeHandle, useRef, useState } from 'react';
import { checkTipAmount, readTipAmount } from '../../src/core/validation/tipRule';
import * as formCss from '../../src/ui/form/Form.css';
import { useIdle } from '../../src/ui/hooks/useIdle';
import {
  useOrderEndpoints,
  usePriceFormatter,
  useServerQuery,
  useSouq,
  useT,
} from '../../src/ui/souq';
import * as css from './CheckoutParts.css';
import { DraftField } from './DraftField';

/** The tips offered at a tap, in the shop's currency; 0 is no tip. */
export const TIP_CHOICES = [0, 10, 20, 30, 50] as const;

/** The chips: the usual tip joins them when it is not one of them already. */
function tipChips(usual: number): number[] {
  const chips: number[] = [...TIP_CHOICES];
  if (usual > 0 && !chips.includes(usual)) chips.push(usual);
  return chips.sort((a, b) => a - b);
}

/** What checkout asks of the tip before placing. */
export interface TipHandle {
  /** False, with focus on the amount, while the amount typed is no amount. */
  check(): boolean;
}

/** Props of `TipChooser`. */
export interface TipChooserProps {
  handle?: Ref<TipHandle> | undefined;
}

/**
 * The delivery man's tip: chips of usual amounts, the one shoppers choose most marked (6amMart's
 * customer/order/most-tips), and another amount typed in, refused in words when it is no amount.
 */
export function TipChooser({ handle }: TipChooserProps): ReactNode {
  useSignals();
  const t = useT();
  const format = usePriceFormatter();
  const { checkout } = useSouq();
  const orders = useOrderEndpoints();
  const id = useId();
  // Below the fold: read once the first screen has painted.
  const most = useServerQuery(
    ['checkout', 'most-tips'],
    () => orders.getMostTips({ silent: true }),
    { enabled: useIdle() },
  );
  const usual = most.status === 'success' ? most.data.most_tips_amount : 0;
  const chips = tipChips(usual);
  const tip = checkout.draft.value.tip;
  const [custom, setCustom] = useState(() => !chips.includes(tip));
  const [text, setText] = useState(() => (chips.includes(tip) ? '' : String(tip)));
  const refusal = custom ? checkTipAmount(text) : null;
  const errorId = `${id}-error`;
  const amountInput = useRef<HTMLInputElement>(null);
  useImperativeHandle(handle, () => ({
    check: () => {
      if (refusal === null) return true;
      amountInput.current?.focus();
      return false;
    },
  }));

  const type = (typed: string) => {
    setText(typed);
    const amount = readTipAmount(typed);
    if (amount !== null) checkout.edit({ tip: amount });
  };

  return (
    <fieldset className={formCss.group}>
      <legend className={formCss.legend}>{t('Tip for the delivery man')}</legend>
      <div className={formCss.choices}>
        {chips.map((amount) => (
          <label key={amount} className={css.chip}>
            <input
              className={formCss.choiceInput}
              type="radio"
              name={id}
              checked={!custom && tip === amount}
              onChange={() => {
                setCustom(false);
                checkout.edit({ tip: amount });
              }}
            />
            {amount === 0 ? t('No tip') : format(amount)}
            {amount === usual && usual > 0 ? (
              <span className={css.usualMark}>{t('Most chosen')}</span>
            ) : null}
          </label>
        ))}
        <label className={css.chip}>
          <input
            className={formCss.choiceInput}
            type="radio"
            name={id}
            checked={custom}
            onChange={() => {
              setCustom(true);
              type(text);
            }}
          />
          {t('Other amount')}
        </label>
      </div>
      {custom ? (
        <DraftField
          ref={amountInput}
          id={`${id}-amount`}
          label={t('Tip amount')}
          problemId={refusal ? errorId : null}
          className={css.tipField}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={text}
          onChange={(event) => type(event.target.value)}
        >
          {refusal ? (
            <p id={errorId} className={formCss.error}>
              {t(refusal.key)}
            </p>
          ) : null}
        </DraftField>
      ) : null}
    </fieldset>
  );
}
