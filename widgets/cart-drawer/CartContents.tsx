import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { cartLineKey } from '../../src/core/cart';
import { Button } from '../../src/ui/Button';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './CartDrawer.css';
import { CartLine } from './CartLine';
import { FreeDeliveryBar } from './FreeDeliveryBar';
import { useCartTotals } from './useCartTotals';

/** Props of `CartContents`. */
export interface CartContentsProps {
  /** Called with the index of a line once the server has taken it out. */
  onLineRemoved: (index: number) => void;
  /** Asks to empty the whole cart (the caller confirms first). */
  onClear: () => void;
}

/** The body of a drawer with lines: free-delivery progress, one row per line, clear cart. */
export function CartContents({ onLineRemoved, onClear }: CartContentsProps): ReactNode {
  useSignals();
  const t = useT();
  const { cart } = useSouq();
  const totals = useCartTotals();
  return (
    <div className={css.contents}>
      <FreeDeliveryBar itemsTotal={totals.itemsTotal} />
      <ul className={css.lines} aria-label={t('Cart')}>
        {cart.lines.value.map((line, index) => (
          <CartLine key={cartLineKey(line)} line={line} onRemoved={() => onLineRemoved(index)} />
        ))}
      </ul>
      <div className={css.clearRow}>
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('Clear cart')}
        </Button>
      </div>
    </div>
  );
}
