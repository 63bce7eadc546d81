import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useState } from 'react';
import { prescriptionPath } from '../../src/core/catalog';
import { SignInNotice } from '../../src/ui/catalog';
import { useBrowserRender } from '../../src/ui/hooks/useBrowserRender';
import { useSouq, useT } from '../../src/ui/souq';
import { OrderPlaced } from '../checkout/OrderPlaced';
import { PrescriptionForm } from './PrescriptionForm';
import * as css from './PrescriptionOrder.css';

/** Props of `PrescriptionOrder`: the route's parameters. */
export interface PrescriptionOrderProps {
  /**
   * The pharmacy to send the prescription to (route /prescription, `?store=`), as a pharmacy's
   * store page links here; without it, the shopper chooses one of the shop's pharmacies.
   */
  storeId?: number | undefined;
}

const isStoreId = (id: number | undefined): id is number =>
  typeof id === 'number' && Number.isSafeInteger(id) && id > 0;

/** Stand-ins of the steps, while the shop's settings and the shopper are not known yet. */
function PrescriptionSkeleton(): ReactNode {
  return (
    <div className={css.section} aria-hidden="true">
      <span className={css.boneLine} />
      <span className={css.bone} />
      <span className={css.bone} />
    </div>
  );
}

/** The steps, once the shop lets this shopper order: a customer, or a guest where guests may. */
function PrescriptionSteps({
  storeId,
  onPlaced,
}: {
  storeId: number | null;
  onPlaced: (orderId: number) => void;
}): ReactNode {
  useSignals();
  const { checkout, session, shop } = useSouq();
  const inBrowser = useBrowserRender();
  if (!inBrowser || !shop.configured.value) return <PrescriptionSkeleton />;
  if (!session.isLoggedIn.value && !checkout.settings.value.guestCheckout) {
    return <SignInNotice from={prescriptionPath(storeId)} />;
  }
  return <PrescriptionForm storeId={storeId} onPlaced={onPlaced} />;
}

/**
 * An order by prescription (route /prescription, the pharmacy module): the shopper sends up to
 * three pictures of a prescription and a note to a pharmacy, says where to deliver, and places
 * the order, paid in cash on delivery once the pharmacy has priced it; then the order's
 * confirmation, as for any order. A visitor is asked to sign in unless the shop takes guest
 * orders. Where no router opens the confirmation's route (a partner page), it shows in place.
 */
export function PrescriptionOrder({ storeId }: PrescriptionOrderProps): ReactNode {
  const t = useT();
  const [placedHere, setPlacedHere] = useState<number | null>(null);
  return (
    <div className={css.page} part="root">
      {placedHere === null ? (
        <>
          <h1 className={css.title}>{t('Order with a prescription')}</h1>
          <p className={css.lead}>
            {t('Upload a photo of your prescription and a pharmacy prices it for you')}
          </p>
          <PrescriptionSteps
            storeId={isStoreId(storeId) ? storeId : null}
            onPlaced={setPlacedHere}
          />
        </>
      ) : (
        <OrderPlaced key={placedHere} orderId={placedHere} kind="prescription" />
      )}
    </div>
  );
}
