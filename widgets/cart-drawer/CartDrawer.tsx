import { useSignals } from '@preact/signals-react/runtime';
import { ShoppingCart } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { IconButton } from '../../src/ui/IconButton';
import { type SheetSide, SideSheet, useSheetOpen } from '../../src/ui/SideSheet';
import { useSouq, useT } from '../../src/ui/souq';
import { CartContents } from './CartContents';
import { CartFooter } from './CartFooter';
import { EmptyCart } from './EmptyCart';
import { useRefocusAfterRemoval } from './useRefocusAfterRemoval';

/** Props of `CartDrawer`. */
export interface CartDrawerProps {
  /** Opens or closes the drawer; leave it out and the drawer's own trigger does. */
  open?: boolean | undefined;
  /** Called when the shopper opens or closes the drawer. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The edge the sheet slides in from; `end` (the right in English, the left in Arabic) by default. */
  side?: SheetSide | undefined;
  /**
   * Whether the drawer renders its own button (true by default). Without it, a host that opens
   * the drawer from its own control (a bottom bar) passes `open` and `onOpenChange`.
   */
  trigger?: boolean | undefined;
}

/**
 * The cart drawer (spec §2): a cart button with the line count that opens a side sheet listing
 * the cart, with free-delivery progress, the saved amount, the subtotal and checkout. The cart is
 * read from the shared core, so every drawer on a page shows the same lines, and it is refreshed
 * from the server each time the sheet opens.
 */
export function CartDrawer({
  open,
  onOpenChange,
  side = 'end',
  trigger = true,
}: CartDrawerProps): ReactNode {
  useSignals();
  const t = useT();
  const { cart, session, store } = useSouq();
  const events = useSouqEvents();
  const [isOpen, setOpen] = useSheetOpen(open, onOpenChange);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const { containerRef, removedAt } = useRefocusAfterRemoval();
  const count = cart.count.value;
  // Before the first load has named the shopper there is no cart to ask the server for.
  const knownShopper = session.isLoggedIn.value || store.guestId.value !== null;

  useEffect(() => {
    if (isOpen && knownShopper) void cart.refresh();
  }, [isOpen, knownShopper, cart]);

  const clearCart = async () => {
    const cleared = cart.lines.value;
    // A rejection keeps the dialog open; the API client has already toasted the reason.
    if (!(await cart.clear())) throw new Error('The cart was not cleared');
    for (const line of cleared) events.dispatchLine('souq:item-remove', line);
    removedAt(0);
  };

  return (
    <>
      {trigger && (
        <IconButton
          icon={ShoppingCart}
          label={t('cart_button_label', { count })}
          badge={count}
          part="trigger"
          badgePart="badge"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={() => setOpen(true)}
        />
      )}
      <SideSheet
        open={isOpen}
        onOpenChange={setOpen}
        side={side}
        title={t('cart_title', { count })}
        footer={count > 0 ? <CartFooter onCheckout={() => setOpen(false)} /> : undefined}
        part="panel"
      >
        <div ref={containerRef}>
          {count > 0 ? (
            <CartContents onLineRemoved={removedAt} onClear={() => setConfirmingClear(true)} />
          ) : (
            <EmptyCart onContinue={() => setOpen(false)} />
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
      </SideSheet>
    </>
  );
}
