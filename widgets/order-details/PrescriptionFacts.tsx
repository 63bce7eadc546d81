import type { ReactNode } from 'react';
import type { Order } from '../../src/core/api/wire';
import { PhotoGallery } from '../../src/ui/PhotoViewer';
import { useT } from '../../src/ui/souq';
import * as css from './OrderDetails.css';
import { OrderSection } from './OrderSection';

/** The side of a prescription picture's thumbnail, in CSS pixels. */
const THUMBNAIL = 96;

/** The prescription an order was placed with: its pictures, to open full size, and its note. */
export function PrescriptionFacts({ order }: { order: Order }): ReactNode {
  const t = useT();
  return (
    <OrderSection title={t('Your prescription')}>
      <PhotoGallery photos={order.order_attachment_full_url ?? []} thumbnail={THUMBNAIL} />
      {order.order_note ? (
        <p className={css.prescriptionNote} dir="auto">
          {order.order_note}
        </p>
      ) : null}
    </OrderSection>
  );
}
