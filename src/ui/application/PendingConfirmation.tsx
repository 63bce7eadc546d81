import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { HOME_PATH } from '../../core/catalog';
import { Icon } from '../Icon';
import { StorefrontLink } from '../StorefrontLink';
import { useT } from '../souq';
import * as css from './Application.css';

/** Props of `PendingConfirmation`. */
export interface PendingConfirmationProps {
  /** What the server said (the application is waiting for review), in the shopper's language. */
  message: string;
  /** What happens once the application is approved, translated. */
  onceApproved: string;
  /** The `::part()` name of the page's outer box, given by the element's widget. */
  rootPart: 'root';
}

/**
 * Said once an application is sent: it is waiting for review, and what happens next. The heading
 * takes the focus, so a screen reader says it in place of the form that went away.
 */
export function PendingConfirmation({
  message,
  onceApproved,
  rootPart,
}: PendingConfirmationProps): ReactNode {
  const t = useT();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={css.page} part={rootPart}>
      <section className={css.pending} aria-labelledby={titleId}>
        <Icon icon={CircleCheck} size={48} className={css.pendingIcon} />
        <h1 id={titleId} ref={heading} tabIndex={-1} className={`${css.title} ${css.stepHeading}`}>
          {t('Application received')}
        </h1>
        <p role="status" className={css.intro}>
          {message}
        </p>
        <h2 className={css.reviewTitle}>{t('What happens next')}</h2>
        <ol className={css.nextSteps}>
          <li>{t('Our team reviews your application, usually within a few working days.')}</li>
          <li>{t('We tell you our decision by phone or e-mail.')}</li>
          <li>{onceApproved}</li>
        </ol>
        <StorefrontLink to={HOME_PATH}>{t('Back to home')}</StorefrontLink>
      </section>
    </div>
  );
}
