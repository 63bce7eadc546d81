import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useState } from 'react';
import { PARCEL_PATH } from '../../src/core/catalog';
import { SignInNotice } from '../../src/ui/catalog/PageNotice';
import { useBrowserRender } from '../../src/ui/hooks/useBrowserRender';
import { useSouq, useT } from '../../src/ui/souq';
import { OrderPlaced } from '../checkout/OrderPlaced';
import * as css from './Parcel.css';
import { ParcelForm } from './ParcelForm';

/**
 * Sending a parcel (route /parcel, the parcel module): what it is, who sends it from where, who
 * takes it where, and who pays how, with the charge the server will ask worked out as the
 * shopper goes. A customer sends one; a visitor too when the shop takes guest orders, else is
 * asked to sign in. Once sent it is an order like any other: its confirmation opens (in place
 * where no router opens its route), from which it is tracked.
 */
export function Parcel(): ReactNode {
  useSignals();
  const t = useT();
  const { checkout, session, shop } = useSouq();
  const inBrowser = useBrowserRender();
  const [placedHere, setPlacedHere] = useState<number | null>(null);

  const body = (): ReactNode => {
    if (!inBrowser || !shop.configured.value)
      return <div className={css.bone} aria-hidden="true" />;
    if (!session.isLoggedIn.value && !checkout.settings.value.guestCheckout) {
      return <SignInNotice from={PARCEL_PATH} />;
    }
    return <ParcelForm onPlaced={setPlacedHere} />;
  };

  return (
    <div className={css.page} part="root">
      {placedHere === null ? (
        <>
          <h1 className={css.title}>{t('Send a parcel')}</h1>
          {body()}
        </>
      ) : (
        <OrderPlaced orderId={placedHere} kind="parcel" />
      )}
    </div>
  );
}
