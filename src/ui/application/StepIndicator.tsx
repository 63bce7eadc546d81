import type { ReactNode } from 'react';
import { useT } from '../souq';
import { VisuallyHidden } from '../VisuallyHidden';
import * as css from './Application.css';

/** Props of `StepIndicator`. */
export interface StepIndicatorProps {
  /** The steps' names, in order. */
  names: readonly string[];
  /** The current step, 0-based. */
  current: number;
}

/**
 * Where the shopper is among the form's steps: an ordered list, the current step marked with
 * `aria-current="step"`, the ones before it said to be done.
 */
export function StepIndicator({ names, current }: StepIndicatorProps): ReactNode {
  const t = useT();
  return (
    <ol className={css.steps} aria-label={t('Application steps')}>
      {names.map((name, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={name}
            className={`${css.step} ${css.stepState[state]}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={`${css.stepBar} ${css.stepBarState[state]}`} aria-hidden="true" />
            <span className={css.stepName}>
              {index + 1}. {name}
            </span>
            {state === 'done' ? <VisuallyHidden>{t('Completed step')}</VisuallyHidden> : null}
          </li>
        );
      })}
    </ol>
  );
}
