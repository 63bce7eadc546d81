import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { CHECKOUT_PATH } from '../../src/core/catalog';
import { Button } from '../../src/ui/Button';
import { usePriceFormatter, useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import * as css from './CartDrawer.css';
import { useCartTotals } from './useCartTotals';

/**
 * The drawer's pinned footer: the saved amount (when there is one), the subtotal after item
 * discounts, proceed-to-checkout, and checkout as a guest only for a visitor who is not signed in
 * when the shop allows guest checkout (spec §5 "Checkout").
 */
export function CartFooter(): ReactNode {
  useSignals();
  const t = useT();
  const format = usePriceFormatter();
  const { session, store } = useSouq();
  const totals = useCartTotals();
  const href = useStorefrontHref();
  const guestCheckout =
    !session.isLoggedIn.value && store.config.value.configData?.guest_checkout_status === 1;

  return (
    <div className={css.footer}>
      {totals.discount > 0 ? (
        <p className={css.saved}>{t('You saved {amount}', { amount: format(totals.discount) })}</p>
      ) : null}
      <dl className={css.subtotal}>
        <dt className={css.subtotalTerm}>{t('Subtotal')}</dt>
        <dd className={css.subtotalAmount}>{format(totals.itemsTotal)}</dd>
      </dl>
      <Button href={href(CHECKOUT_PATH)} fullWidth>
        {t('Proceed to Checkout')}
      </Button>
      {guestCheckout ? (
        <Button href={href(CHECKOUT_PATH)} variant="secondary" fullWidth>
          {t('Checkout as Guest')}
        </Button>
      ) : null}
    </div>
  );
}
