import { useSignals } from '@preact/signals-react/runtime';
import { ShoppingCart } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { type DrawerProps, DrawerSheet, useDrawer } from '../../src/ui/DrawerSheet';
import { useSouq, useT } from '../../src/ui/souq';
import { CartContents } from './CartContents';
import { CartFooter } from './CartFooter';
import { EmptyCart } from './EmptyCart';
import { useRefocusAfterRemoval } from './useRefocusAfterRemoval';

/** Props of `CartDrawer`: those of every drawer. */
export type CartDrawerProps = DrawerProps;

/**
 * The cart drawer (spec §2): a cart button with the line count that opens a side sheet listing
 * the cart, with free-delivery progress, the saved amount, the subtotal and checkout. The cart is
 * read from the shared core, so every drawer on a page shows the same lines, and it is refreshed
 * from the server each time the sheet opens.
 */
export function CartDrawer(props: CartDrawerProps): ReactNode {
  useSignals();
  const t = useT();
  const { cart, session } = useSouq();
  const events = useSouqEvents();
  const drawer = useDrawer(props);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const { containerRef, removedAt } = useRefocusAfterRemoval();
  const count = cart.count.value;
  // Before the first load has named the shopper there is no cart to ask the server for.
  const knownShopper = session.known.value;

  useEffect(() => {
    if (drawer.open && knownShopper) void cart.refresh();
  }, [drawer.open, knownShopper, cart]);

  const clearCart = async () => {
    const cleared = cart.lines.value;
    // A rejection keeps the dialog open; the API client has already toasted the reason.
    if (!(await cart.clear())) throw new Error('The cart was not cleared');
    for (const line of cleared) events.dispatchLine('souq:item-remove', line);
    removedAt(0);
  };

  return (
    <DrawerSheet
      state={drawer}
      icon={ShoppingCart}
      label={t('cart_button_label', { count })}
      count={count}
      title={t('cart_title', { count })}
      footer={count > 0 ? <CartFooter onCheckout={() => drawer.setOpen(false)} /> : undefined}
      triggerPart="trigger"
      badgePart="badge"
      panelPart="panel"
    >
      <div ref={containerRef}>
        {count > 0 ? (
          <CartContents onLineRemoved={removedAt} onClear={() => setConfirmingClear(true)} />
        ) : (
          <EmptyCart onContinue={() => drawer.setOpen(false)} />
        )}
      </div>
      <ConfirmDialog
        open={confirmingClear}
        onOpenChange={setConfirmingClear}
        title={t('Remove all items from your cart?')}
        confirmLabel={t('Clear cart')}
        onConfirm={clearCart}
        part="dialog"
      />
    </DrawerSheet>
  );
}
