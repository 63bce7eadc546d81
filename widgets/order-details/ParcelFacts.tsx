import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Order } from '../../src/core/api/wire';
import { useSouq, useT } from '../../src/ui/souq';
import { type Fact, FactList } from './FactList';
import { OrderSection } from './OrderSection';

/** What a parcel is: its category, how far it goes and who pays for it. */
export function ParcelFacts({ order }: { order: Order }): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  const km = new Intl.NumberFormat(locale.language.value, { maximumFractionDigits: 1 });
  const facts: Fact[] = [
    ...(order.parcel_category
      ? [{ label: t('Category'), value: <bdi>{order.parcel_category.name}</bdi> }]
      : []),
    { label: t('Distance'), value: t('{distance} km', { distance: km.format(order.distance) }) },
    ...(order.charge_payer
      ? [{ label: t('Paid by'), value: t('parcel_payer', { payer: order.charge_payer }) }]
      : []),
  ];
  return (
    <OrderSection title={t('Parcel')}>
      <FactList facts={facts} />
    </OrderSection>
  );
}
