import type { CartItem } from '../../src/core/api/wire';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { useSouq } from '../../src/ui/souq';
import type { FocusKeeper } from './useFocusKeeper';

/** Adding a line and stepping one down, with the page told and the focus kept. */
export interface CartActions {
  /** Adds the line (the cart rules and toasts apply); true once the server has it. */
  add: (line: CartItem) => Promise<boolean>;
  /** Takes one off the line, removing it at quantity 1. */
  decrement: (line: CartItem) => Promise<void>;
}

/**
 * The cart actions of a control that swaps between Add to Cart and a stepper: each fires
 * `souq:item-add` / `souq:item-remove`, and hands the focus to the control that replaces the
 * pressed one.
 */
export function useCartActions(focus: FocusKeeper): CartActions {
  const { cart } = useSouq();
  const events = useSouqEvents();
  return {
    add: async (line) => {
      focus.acted();
      if (await cart.add(line)) {
        events.dispatchLine('souq:item-add', line);
        return true;
      }
      focus.settled();
      return false;
    },
    decrement: async (line) => {
      const removes = line.quantity <= 1;
      if (removes) focus.acted();
      if (!(await cart.decrement(line))) focus.settled();
      else if (removes) events.dispatchLine('souq:item-remove', line);
    },
  };
}
