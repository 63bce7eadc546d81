import { useSignals } from '@preact/signals-react/runtime';
import { type CartTotals, cartTotals } from '../../src/core/pricing';
import { useSouq } from '../../src/ui/souq';

/** The cart's subtotal, saved amount and items total at the shop's decimals; follows the cart. */
export function useCartTotals(): CartTotals {
  useSignals();
  const { cart, shop } = useSouq();
  return cartTotals(cart.lines.value, shop.priceFormat.value.digit_after_decimal_point);
}
