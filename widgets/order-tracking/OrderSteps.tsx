import { useSignals } from '@preact/signals-react/runtime';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Order } from '../../src/core/api/wire';
import { formatDate } from '../../src/core/i18n';
import { Icon } from '../../src/ui/Icon';
import { useSouq, useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import * as css from './OrderSteps.css';
import { STEP_LABELS, stepReachedAt, TRACKING_STEPS, type TrackingStep } from './trackingSteps';

/** Props of `OrderSteps`. */
export interface OrderStepsProps {
  order: Order;
  /** The step the order is at. */
  step: TrackingStep;
}

/**
 * The tracking steps as an ordered list: the steps behind the order checked, the one it is at
 * marked as the current step, each reached step with the time it was reached. A delivered order
 * has every step checked, the last one current.
 */
export function OrderSteps({ order, step }: OrderStepsProps): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  const at = TRACKING_STEPS.indexOf(step);
  return (
    <ol className={css.steps} aria-label={t('Order progress')}>
      {TRACKING_STEPS.map((each, index) => {
        const done = index < at || (index === at && each === 'delivered');
        const current = index === at;
        const reachedAt = index <= at ? stepReachedAt(order, each) : null;
        const look = done ? css.stepDone : current ? css.stepCurrent : css.stepAhead;
        return (
          <li
            key={each}
            className={`${css.step} ${look}`}
            aria-current={current ? 'step' : undefined}
          >
            <span className={css.marker} aria-hidden="true">
              {done ? <Icon icon={Check} size={16} /> : index + 1}
            </span>
            <span className={css.text}>
              <span className={css.name}>
                {t(STEP_LABELS[each])}
                {done ? <VisuallyHidden>, {t('Completed')}</VisuallyHidden> : null}
              </span>
              {reachedAt ? (
                <time className={css.time} dateTime={reachedAt}>
                  {formatDate(Date.parse(reachedAt), locale.language.value, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </time>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
