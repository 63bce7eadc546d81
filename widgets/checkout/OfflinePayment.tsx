import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import type { OfflinePaymentMethod } from '../../src/core/api/wire';
import { OFFLINE_STEPS } from '../../src/core/checkout';
import type { QueryState } from '../../src/core/query';
import { Button } from '../../src/ui/Button';
import * as formCss from '../../src/ui/form/Form.css';
import { Spinner } from '../../src/ui/Spinner';
import { useSouq, useT } from '../../src/ui/souq';
import * as pageCss from './Checkout.css';
import * as css from './CheckoutParts.css';
import { OfflineDetailsForm, offlineFieldLabel } from './OfflineDetailsForm';

/** Props of `OfflinePayment`. */
export interface OfflinePaymentProps {
  methods: QueryState<OfflinePaymentMethod[]>;
  onRetry: () => void;
  /** The steps' box, where the page moves focus when the details are still to save. */
  containerRef?: Ref<HTMLDivElement> | undefined;
}

/** How many steps an offline payment takes: the method, its details, the details saved. */
const STEP_COUNT = 3;

/**
 * An offline payment in steps (spec §3 "offline payment", step starting at 0): choose the shop's
 * method, then read where to pay and fill what the method asks, then see the details kept, to
 * edit or clear. They are sent with the order once it is placed.
 */
export function OfflinePayment({ methods, onRetry, containerRef }: OfflinePaymentProps): ReactNode {
  useSignals();
  const t = useT();
  const { checkout } = useSouq();
  const id = useId();
  const offline = checkout.offline.value;
  const [picked, setPicked] = useState<number | null>(offline.methodId);
  const box = useRef<HTMLDivElement>(null);
  const shownStep = useRef(offline.step);

  // A step the shopper moved to takes focus at its first control; the first render does not.
  useEffect(() => {
    if (shownStep.current === offline.step) return;
    shownStep.current = offline.step;
    box.current?.querySelector<HTMLElement>('input, textarea, button')?.focus();
  }, [offline.step]);

  if (methods.status !== 'success') {
    return (
      <div className={css.offline} aria-busy={methods.status !== 'error'}>
        {methods.status === 'error' ? (
          <>
            <p className={css.optionRefusal}>{t('Offline payment methods could not be loaded.')}</p>
            <div className={pageCss.actions}>
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('Try again')}
              </Button>
            </div>
          </>
        ) : (
          <Spinner size="sm" />
        )}
      </div>
    );
  }

  const method = methods.data.find((candidate) => candidate.id === offline.methodId);
  const step = method ? offline.step : OFFLINE_STEPS.chooseMethod;
  const setRefs = (element: HTMLDivElement | null) => {
    box.current = element;
    if (typeof containerRef === 'function') containerRef(element);
    else if (containerRef) containerRef.current = element;
  };

  return (
    <div ref={setRefs} className={css.offline} role="group" aria-labelledby={`${id}-step`}>
      <p id={`${id}-step`} className={css.stepCount}>
        {t('offline_payment')} ·{' '}
        {t('Step {step} of {count}', { step: step + 1, count: STEP_COUNT })}
      </p>
      {step === OFFLINE_STEPS.chooseMethod || !method ? (
        <>
          <fieldset className={formCss.group}>
            <legend className={formCss.legend}>{t('Choose how you pay offline')}</legend>
            <div className={css.optionList}>
              {methods.data.map((candidate) => (
                <label key={candidate.id} className={css.option}>
                  <input
                    className={formCss.choiceInput}
                    type="radio"
                    name={`${id}-method`}
                    checked={picked === candidate.id}
                    onChange={() => setPicked(candidate.id)}
                  />
                  <span className={css.optionName}>{candidate.method_name}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className={pageCss.actions}>
            <Button
              variant="secondary"
              disabled={picked === null}
              onClick={() => {
                if (picked !== null) checkout.chooseOfflineMethod(picked);
              }}
            >
              {t('Next')}
            </Button>
          </div>
        </>
      ) : step === OFFLINE_STEPS.fillDetails ? (
        <OfflineDetailsForm
          key={method.id}
          method={method}
          info={offline.info}
          onType={checkout.typeOfflineInfo}
          onSave={checkout.saveOfflineInfo}
          onBack={checkout.backToOfflineMethods}
        />
      ) : (
        <>
          <h3 className={formCss.legend}>{t('Your payment details')}</h3>
          <dl className={css.terms}>
            <div className={css.term}>
              <dt className={css.termName}>{t('Payment method')}</dt>
              <dd className={css.termValue}>{method.method_name}</dd>
            </div>
            {Object.entries(offline.info)
              .filter(([, value]) => value.trim() !== '')
              .map(([name, value]) => (
                <div key={name} className={css.term}>
                  <dt className={css.termName}>{offlineFieldLabel(method, name, t)}</dt>
                  <dd className={css.termValue}>{value}</dd>
                </div>
              ))}
          </dl>
          <div className={pageCss.actions}>
            <Button variant="secondary" size="sm" onClick={checkout.editOfflineInfo}>
              {t('Edit')}
            </Button>
            <Button variant="ghost" size="sm" onClick={checkout.clearOfflineInfo}>
              {t('Clear')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
