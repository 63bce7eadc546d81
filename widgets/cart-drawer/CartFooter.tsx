import { useSignals } from '@preact/signals-react/runtime';
import type { MouseEvent, ReactNode } from 'react';
import { CHECKOUT_PATH } from '../../src/core/catalog';
import { cartSnapshotOf } from '../../src/core/events/cartSnapshot';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { Button } from '../../src/ui/Button';
import { usePriceFormatter, useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import * as css from './CartDrawer.css';
import { useCartTotals } from './useCartTotals';

/** Props of `CartFooter`. */
export interface CartFooterProps {
  /** Called when the shopper follows a checkout link in this tab (the drawer then closes). */
  onCheckout?: (() => void) | undefined;
}

/**
 * The drawer's pinned footer: the saved amount (when there is one), the subtotal after item
 * discounts, proceed-to-checkout, and checkout as a guest only for a visitor who is not signed in
 * when the shop allows guest checkout (spec §5 "Checkout").
 */
export function CartFooter({ onCheckout }: CartFooterProps = {}): ReactNode {
  useSignals();
  const t = useT();
  const format = usePriceFormatter();
  const core = useSouq();
  const { session, shop } = core;
  const events = useSouqEvents();
  const totals = useCartTotals();
  const href = useStorefrontHref();
  const guestCheckout = !session.isLoggedIn.value && shop.guestCheckoutAllowed.value;
  // A partner that runs its own checkout cancels `souq:checkout`; the link then goes nowhere.
  const checkout = (guest: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
    const detail = { cart: cartSnapshotOf(core), href: href(CHECKOUT_PATH), guest };
    if (!events.dispatch('souq:checkout', detail)) event.preventDefault();
    // A modified click opens checkout in another tab and leaves this page, and the cart, as is.
    else if (!(event.metaKey || event.ctrlKey || event.shiftKey)) onCheckout?.();
  };

  return (
    <div className={css.footer}>
      {totals.discount > 0 ? (
        <p className={css.saved}>{t('You saved {amount}', { amount: format(totals.discount) })}</p>
      ) : null}
      <dl className={css.subtotal}>
        <dt className={css.subtotalTerm}>{t('Subtotal')}</dt>
        <dd className={css.subtotalAmount}>{format(totals.itemsTotal)}</dd>
      </dl>
      <Button href={href(CHECKOUT_PATH)} fullWidth part="checkout" onClick={checkout(false)}>
        {t('Proceed to Checkout')}
      </Button>
      {guestCheckout ? (
        <Button
          href={href(CHECKOUT_PATH)}
          variant="secondary"
          fullWidth
          part="checkout"
          onClick={checkout(true)}
        >
          {t('Checkout as Guest')}
        </Button>
      ) : null}
    </div>
  );
}
