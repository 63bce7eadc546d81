import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { Button } from '../Button';
import { FormAlert } from '../form';
import { useT } from '../souq';
import * as css from './Application.css';
import { StepIndicator } from './StepIndicator';
import type { ApplicationSteps } from './useApplicationSteps';

/** Props of `ApplicationForm`. */
export interface ApplicationFormProps<TStep extends string> {
  /** The page's heading. */
  title: string;
  /** The `::part()` name of the page's outer box, given by the element's widget. */
  rootPart: 'root';
  /** What the page is for, under its heading. */
  intro: string;
  steps: ApplicationSteps<TStep>;
  /** A step's name, translated. */
  nameOf: (step: TStep) => string;
  /** What went wrong sending, besides a field's own refusal; translated. */
  alert: string | null;
  /** The application is on its way: Send spins and takes no second press. */
  sending: boolean;
  /** Next, or Send on the last step (Enter in a field does the same). */
  onForward: () => void;
  /** The current step's fields. */
  children: ReactNode;
}

/**
 * The frame of an application form: its heading and intro, the steps, the current step under a
 * heading that names it, and Back and Next (Send on the last step). The form is one `<form>`,
 * so Enter in a field moves on as Next does.
 */
export function ApplicationForm<TStep extends string>({
  title,
  intro,
  steps,
  nameOf,
  alert,
  sending,
  onForward,
  children,
  rootPart,
}: ApplicationFormProps<TStep>): ReactNode {
  const t = useT();
  const titleId = useId();
  const stepId = useId();
  const names = steps.steps.map(nameOf);
  const previous = steps.steps[steps.index - 1];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) onForward();
  };

  return (
    <div className={css.page} part={rootPart}>
      <section className={css.card} aria-labelledby={titleId}>
        <header className={css.header}>
          <h1 id={titleId} className={css.title}>
            {title}
          </h1>
          <p className={css.intro}>{intro}</p>
        </header>
        <StepIndicator names={names} current={steps.index} />
        <form className={css.stepSection} aria-labelledby={stepId} onSubmit={submit} noValidate>
          <h2 id={stepId} ref={steps.headingRef} tabIndex={-1} className={css.stepHeading}>
            <span className={css.stepCount}>
              {t('Step {step} of {count}', { step: steps.index + 1, count: names.length })}
            </span>
            <span>{names[steps.index]}</span>
          </h2>
          {children}
          <FormAlert>{alert}</FormAlert>
          <div className={css.actions}>
            {previous === undefined ? null : (
              <Button variant="secondary" disabled={sending} onClick={() => steps.goTo(previous)}>
                {t('Back')}
              </Button>
            )}
            <Button type="submit" loading={sending} className={css.forward}>
              {steps.isLast ? t('Send application') : t('Next')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
