import { useSignals } from '@preact/signals-react/runtime';
import { ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { HOME_PATH } from '../../src/core/catalog';
import { Button } from '../../src/ui/Button';
import { PageNotice, RetryNotice } from '../../src/ui/catalog/PageNotice';
import { useBrowserRender } from '../../src/ui/hooks/useBrowserRender';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { useSouq, useT } from '../../src/ui/souq';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutSkeleton } from './CheckoutSkeleton';
import { SignInPrompt } from './SignInPrompt';
import { useCheckoutCart } from './useCheckoutCart';

/** Props of `CheckoutPage`. */
export interface CheckoutPageProps {
  /** Shows the confirmation in place, where no router opens its route. */
  onPlaced: (orderId: number) => void;
}

/** The checkout of the cart, once the shop allows this shopper to check out. */
function CartCheckout({ onPlaced }: CheckoutPageProps): ReactNode {
  const t = useT();
  const link = useStorefrontLink();
  const cart = useCheckoutCart();
  if (cart.stores.length > 0) {
    return (
      <CheckoutForm
        stores={cart.stores}
        onPlaced={onPlaced}
        cartUnread={cart.status === 'error'}
        onCartRetry={cart.retry}
      />
    );
  }
  switch (cart.status) {
    case 'loading':
      return <CheckoutSkeleton />;
    case 'error':
      return <RetryNotice message={t('Your cart could not be loaded.')} onRetry={cart.retry} />;
    case 'ready':
      return (
        <PageNotice icon={ShoppingCart} message={t('Your cart is empty')}>
          <Button {...link(HOME_PATH)}>{t('Continue shopping')}</Button>
        </PageNotice>
      );
    default:
      return cart.status satisfies never;
  }
}

/**
 * The checkout (route /checkout?page=cart): for a customer, or for a visitor when the shop takes
 * guest orders; any other visitor is asked to sign in and brought back. The server, which knows
 * neither the shopper nor their cart, writes its skeleton.
 */
export function CheckoutPage({ onPlaced }: CheckoutPageProps): ReactNode {
  useSignals();
  const { checkout, session, shop } = useSouq();
  const inBrowser = useBrowserRender();
  if (!inBrowser || !shop.configured.value) return <CheckoutSkeleton />;
  if (!session.isLoggedIn.value && !checkout.settings.value.guestCheckout) return <SignInPrompt />;
  return <CartCheckout onPlaced={onPlaced} />;
}
