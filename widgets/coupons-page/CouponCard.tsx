import { useSignals } from '@preact/signals-react/runtime';
import { Copy, Ticket } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import type { ListedCoupon } from '../../src/core/api/wire';
import { formatIsoDay } from '../../src/core/catalog';
import { couponMinimum } from '../../src/core/pricing';
import { Button } from '../../src/ui/Button';
import { useCopyText } from '../../src/ui/hooks/useCopyText';
import { Icon } from '../../src/ui/Icon';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import * as css from './CouponsPage.css';
import { couponOfferText, couponTypeLabel } from './couponWording';

/** Props of `CouponCard`. */
export interface CouponCardProps {
  coupon: ListedCoupon;
}

/**
 * One coupon (render it in a `<ul>`): its title, what it takes off, its type, the minimum
 * purchase, the last day it can be used, and its code with a Copy button.
 */
export function CouponCard({ coupon }: CouponCardProps): ReactNode {
  useSignals();
  const t = useT();
  const { shop, locale } = useSouq();
  const price = usePriceFormatter();
  const copy = useCopyText('Coupon code copied');
  const codeRef = useRef<HTMLElement>(null);
  const digits = shop.priceFormat.value.digit_after_decimal_point;
  const language = locale.language.value;
  const minimum = couponMinimum(coupon, digits);
  return (
    <li className={css.card}>
      <div className={css.head}>
        <Icon icon={Ticket} size={24} className={css.ticket} />
        <h2 className={css.title}>{coupon.title}</h2>
        <span className={css.type}>{couponTypeLabel(coupon.coupon_type, t)}</span>
      </div>
      <p className={css.offer}>{couponOfferText(coupon, digits, language, t, price)}</p>
      <dl className={css.terms}>
        <div className={css.term}>
          <dt className={css.termLabel}>{t('Minimum purchase')}</dt>
          <dd className={css.termValue}>{minimum === null ? t('None') : price(minimum)}</dd>
        </div>
        <div className={css.term}>
          <dt className={css.termLabel}>{t('Valid until')}</dt>
          <dd className={css.termValue}>{formatIsoDay(coupon.expire_date, language)}</dd>
        </div>
      </dl>
      <div className={css.codeRow}>
        <span className={css.codeLabel}>{t('Code')}</span>
        {/* Codes are Latin letters and digits, read left to right in Arabic too. */}
        <code ref={codeRef} dir="ltr" className={css.code}>
          {coupon.code}
        </code>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('Copy code {code}', { code: coupon.code })}
          onClick={() => void copy(coupon.code, codeRef.current)}
        >
          <Icon icon={Copy} size={16} />
          {t('Copy')}
        </Button>
      </div>
    </li>
  );
}
