import { type ReactNode, useId } from 'react';
import { formatNumber } from '../src/core/i18n';
import * as css from './directionSample.css';
import { useStoryLocale } from './storyLocale';

/** A small cart summary styled with logical properties only, to check mirroring and colours. */
export function DirectionSample(): ReactNode {
  const { locale, i18n } = useStoryLocale();
  const titleId = useId();
  const money = (amount: number) =>
    formatNumber(amount, locale, { style: 'currency', currency: 'EGP' });

  return (
    <>
      <article className={css.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={css.title}>
          {i18n.t('cart_title', { count: 3 })}
        </h2>
        <div className={css.row}>
          <span>{i18n.t('Subtotal')}</span>
          <strong>{money(450)}</strong>
        </div>
        <p className={css.muted}>
          {i18n.t('{amount} more for free delivery', { amount: money(50) })}
        </p>
        <div className={css.row}>
          <span>{i18n.t('You saved {amount}', { amount: money(25) })}</span>
          <span className={css.badge}>{i18n.t('Free delivery')}</span>
        </div>
      </article>
      <p className={css.legend} lang="en">
        <bdi>
          The accent bar and the wider padding sit on the start edge (right in Arabic, left in
          English); the badge and the amounts sit on the end edge. Switch Locale and Theme in the
          toolbar to compare.
        </bdi>
      </p>
    </>
  );
}
