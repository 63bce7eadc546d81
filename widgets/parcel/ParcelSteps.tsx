import type { ReactNode } from 'react';
import { useT } from '../../src/ui/souq';
import * as css from './Parcel.css';

/** The steps of sending a parcel, in their order: what, from where, to where, how it is paid. */
export const PARCEL_STEPS = ['what', 'from', 'to', 'pay'] as const;

/** One step of sending a parcel. */
export type ParcelStep = (typeof PARCEL_STEPS)[number];

/** Props of `ParcelSteps`. */
export interface ParcelStepsProps {
  current: ParcelStep;
  /** The furthest step reached: it and those before it may be opened again. */
  reached: number;
  onOpen(step: ParcelStep): void;
}

/** The steps as a list of buttons, the one shown marked as the current step. */
export function ParcelSteps({ current, reached, onOpen }: ParcelStepsProps): ReactNode {
  const t = useT();
  return (
    <nav aria-label={t('Steps to send a parcel')}>
      <ol className={css.stepList}>
        {PARCEL_STEPS.map((step, index) => (
          <li key={step}>
            <button
              type="button"
              className={css.stepButton}
              aria-current={step === current ? 'step' : undefined}
              disabled={index > reached}
              onClick={() => onOpen(step)}
            >
              <span className={css.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              {t('parcel_step', { step })}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
