import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { CartItem } from '../../src/core/api/wire';
import { cartLineKey } from '../../src/core/cart';
import { QuantityStepper } from '../../src/ui/QuantityStepper';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './AddToCart.css';

/** Props of `InCartStepper`. */
export interface InCartStepperProps {
  /** The item's line in the cart. */
  line: CartItem;
  /** Takes one off (from `useCartActions`, so the page hears of a removal). */
  onDecrement: (line: CartItem) => void;
}

/**
 * "In cart" with the line's quantity stepper: plus follows the cart rules (a refusal such as
 * 'Out of Limits' is toasted), minus at 1 removes the line.
 */
export function InCartStepper({ line, onDecrement }: InCartStepperProps): ReactNode {
  useSignals();
  const t = useT();
  const { cart } = useSouq();
  return (
    <div className={css.inCart}>
      <span className={css.status}>{t('In cart')}</span>
      <QuantityStepper
        quantity={line.quantity}
        itemName={line.name}
        pending={cart.pending.value.has(cartLineKey(line))}
        part="stepper"
        onIncrement={() => void cart.increment(line)}
        onDecrement={() => onDecrement(line)}
      />
    </div>
  );
}
