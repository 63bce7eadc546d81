import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { ParcelChargePayer } from '../../src/core/api/parcelEndpoints';
import type { ParcelCategory } from '../../src/core/api/wire';
import type { ParcelQuote } from '../../src/core/checkout/parcelQuote';
import { Button } from '../../src/ui/Button';
import { FormAlert } from '../../src/ui/form';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import * as css from './Parcel.css';
import type { ParcelPlace } from './parcelEnd';

/** Props of `ParcelSummary`. */
export interface ParcelSummaryProps {
  category: ParcelCategory | null;
  from: ParcelPlace | null;
  to: ParcelPlace | null;
  payer: ParcelChargePayer;
  /** The charge, once the category and both ends are known. */
  quote: ParcelQuote | null;
  placing: boolean;
  onPlace(): void;
  /** Why the parcel was not sent (the server's words, or no answer), translated. */
  problem: string | null;
}

/** One row of the summary. */
function Row({ name, value }: { name: string; value: ReactNode }): ReactNode {
  return (
    <div className={css.term}>
      <dt className={css.termName}>{name}</dt>
      <dd className={css.termValue}>{value}</dd>
    </div>
  );
}

/**
 * What is sent, from where to where, and what it costs: the distance between the two points, the
 * delivery charge, the tax as the shop counts it and the total, which is said again whenever it
 * changes; then Send parcel.
 */
export function ParcelSummary({
  category,
  from,
  to,
  payer,
  quote,
  placing,
  onPlace,
  problem,
}: ParcelSummaryProps): ReactNode {
  useSignals();
  const t = useT();
  const format = usePriceFormatter();
  const { checkout, locale } = useSouq();
  const km = new Intl.NumberFormat(locale.language.value, { maximumFractionDigits: 1 });
  const notChosen = <span className={css.hint}>{t('Not chosen yet')}</span>;
  const place = (end: ParcelPlace | null) => (end ? <bdi>{end.address}</bdi> : notChosen);
  return (
    <>
      <dl className={css.terms}>
        <Row name={t('Parcel')} value={category ? <bdi>{category.name}</bdi> : notChosen} />
        <Row name={t('From')} value={place(from)} />
        <Row name={t('To')} value={place(to)} />
        {quote ? (
          <>
            <Row
              name={t('Distance')}
              value={t('{distance} km', { distance: km.format(quote.distanceKm) })}
            />
            <Row name={t('Delivery charge')} value={format(quote.deliveryCharge)} />
            {quote.tax > 0 ? (
              <Row
                name={checkout.settings.value.taxIncluded === 1 ? t('Tax (included)') : t('Tax')}
                value={format(quote.tax)}
              />
            ) : null}
          </>
        ) : null}
        <Row name={t('Paid by')} value={t('parcel_payer', { payer })} />
        <div className={css.totalRow} aria-live="polite">
          <dt>{t('Total')}</dt>
          <dd className={css.termValue}>
            {quote ? (
              format(quote.total)
            ) : (
              <span className={css.hint}>{t('Once both addresses are chosen')}</span>
            )}
          </dd>
        </div>
      </dl>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <Button fullWidth loading={placing} onClick={onPlace}>
        {t('Send parcel')}
      </Button>
    </>
  );
}
