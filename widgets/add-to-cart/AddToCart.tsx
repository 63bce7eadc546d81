import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId, useState } from 'react';
import type { CartItem, Item } from '../../src/core/api/wire';
import { cartLineKey, hasChoices, isSameLine } from '../../src/core/cart';
import { isItemId } from '../../src/core/catalog';
import { Button } from '../../src/ui/Button';
import { preloadSideSheet } from '../../src/ui/SideSheet/LazySideSheet';
import { Spinner } from '../../src/ui/Spinner';
import { useSouq, useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import * as css from './AddToCart.css';
import { InCartStepper } from './InCartStepper';
import { isSoldOut } from './soldOut';
import { useCartActions } from './useCartActions';
import { useFocusKeeper } from './useFocusKeeper';
import { type ItemView, useItem } from './useItem';
import { VariationPicker } from './VariationPicker';

/** Props of `AddToCart`. */
export interface AddToCartProps {
  /** The numeric id of the item the button adds. */
  itemId: number;
  /** How many units one press adds; 1 by default. */
  quantity?: number | undefined;
}

/** What the widget shows, with what each state needs. */
type Panel =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; retrying: boolean; retry: () => void }
  | { kind: 'in-cart'; line: CartItem }
  | { kind: 'sold-out'; item: Item }
  | { kind: 'choose'; item: Item }
  | { kind: 'add'; item: Item };

/** The cart line of an item added as it is, without a variation. */
const plainLine = (item: Item, quantity: number): CartItem => ({
  ...item,
  quantity,
  selectedOption: [],
});

function panelOf(view: ItemView, lines: readonly CartItem[], quantity: number): Panel {
  switch (view.status) {
    case 'loading':
      return { kind: 'loading' };
    case 'failed':
      return { kind: 'failed', message: view.message, retrying: view.retrying, retry: view.retry };
    case 'ready': {
      const { item } = view;
      if (hasChoices(item))
        return isSoldOut(item) ? { kind: 'sold-out', item } : { kind: 'choose', item };
      const line = lines.find((candidate) => isSameLine(candidate, plainLine(item, quantity)));
      if (line) return { kind: 'in-cart', line };
      return isSoldOut(item) ? { kind: 'sold-out', item } : { kind: 'add', item };
    }
    default:
      return view satisfies never;
  }
}

/**
 * The button a partner puts beside its own product: it loads the item, adds it to the shared cart
 * (through a variation picker when the item has choices), and turns into a quantity stepper once
 * the item is in the cart. Every cart widget on the page follows at once.
 */
export function AddToCart({ itemId, quantity = 1 }: AddToCartProps): ReactNode {
  useSignals();
  const t = useT();
  const { cart } = useSouq();
  const panel = panelOf(useItem(itemId), cart.lines.value, quantity);
  const [picking, setPicking] = useState(false);
  const nameId = useId();
  const statusId = useId();
  const focus = useFocusKeeper(panel.kind);
  const actions = useCartActions(focus);

  if (!isItemId(itemId)) return null;

  function content(): ReactNode {
    switch (panel.kind) {
      case 'loading':
        return <Spinner label={t('Loading')} />;
      case 'failed':
        return (
          <div role="alert" className={css.failure}>
            <p className={css.failureText}>{panel.message}</p>
            <Button
              variant="secondary"
              size="sm"
              loading={panel.retrying}
              onClick={() => {
                focus.acted();
                panel.retry();
              }}
            >
              {t('Try again')}
            </Button>
          </div>
        );
      case 'in-cart':
        return (
          <InCartStepper line={panel.line} onDecrement={(line) => void actions.decrement(line)} />
        );
      case 'sold-out':
        return (
          <>
            <Button part="button" disabled aria-describedby={`${nameId} ${statusId}`}>
              {t('Add to Cart')}
            </Button>
            <span id={statusId} className={css.status}>
              {t('Out of stock')}
            </span>
          </>
        );
      case 'choose':
        return (
          <>
            <Button
              part="button"
              aria-haspopup="dialog"
              aria-describedby={nameId}
              // The picker's code comes as the shopper reaches for the button.
              onPointerEnter={preloadSideSheet}
              onPointerDown={preloadSideSheet}
              onFocus={preloadSideSheet}
              onClick={() => setPicking(true)}
            >
              {t('Add to Cart')}
            </Button>
            <VariationPicker
              item={panel.item}
              quantity={quantity}
              open={picking}
              onOpenChange={setPicking}
            />
          </>
        );
      case 'add': {
        const { item } = panel;
        return (
          <Button
            part="button"
            aria-describedby={nameId}
            loading={cart.pending.value.has(cartLineKey(plainLine(item, quantity)))}
            onClick={() => void actions.add(plainLine(item, quantity))}
          >
            {t('Add to Cart')}
          </Button>
        );
      }
      default:
        return panel satisfies never;
    }
  }

  const name = 'item' in panel ? panel.item.name : undefined;
  return (
    <div ref={focus.root} className={css.root} aria-busy={panel.kind === 'loading' || undefined}>
      {name === undefined ? null : <VisuallyHidden id={nameId}>{name}</VisuallyHidden>}
      {content()}
    </div>
  );
}
