import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { CartItem, Item } from '../../src/core/api/wire';
import {
  cartLineKey,
  cartQuantityLimit,
  hasChoices,
  isSameLine,
  quantityRefusal,
  stockLimit,
} from '../../src/core/cart';
import { Button } from '../../src/ui/Button';
import { QuantityStepper } from '../../src/ui/QuantityStepper';
import { useSouq, useT } from '../../src/ui/souq';
import {
  InCartStepper,
  useCartActions,
  useFocusKeeper,
  type VariationChoice,
  VariationChoices,
} from '../add-to-cart';
import * as css from './BuyBox.css';

/** Props of `PurchaseForm`. */
export interface PurchaseFormProps {
  item: Item;
  /** The variation choice, shared with the price the buy box shows. */
  choice: VariationChoice;
}

/**
 * The variation groups inline, a quantity chosen within stock and `maximum_cart_quantity`, and
 * Add to Cart; the same cart rules and toasts as every other add. Once the chosen line is in the
 * cart, its stepper takes the place of the quantity and the button.
 */
export function PurchaseForm({ item, choice }: PurchaseFormProps): ReactNode {
  useSignals();
  const t = useT();
  const { cart, toasts } = useSouq();
  const [wanted, setWanted] = useState(1);
  const selectedOption = choice.variation ? [choice.variation] : [];
  const chosen = !hasChoices(item) || choice.variation !== undefined;
  const ref = { id: item.id, selectedOption };
  const line = chosen
    ? cart.lines.value.find((candidate) => isSameLine(candidate, ref))
    : undefined;
  const focus = useFocusKeeper(line ? 'in-cart' : 'add');
  const actions = useCartActions(focus);

  // A variation with less stock than the quantity chosen for another one brings it down.
  const bounds = { ...item, selectedOption };
  const ceiling = Math.min(
    stockLimit(bounds) ?? Number.POSITIVE_INFINITY,
    cartQuantityLimit(bounds) ?? Number.POSITIVE_INFINITY,
  );
  const quantity = Math.max(1, Math.min(wanted, ceiling));

  const increment = () => {
    const refusal = quantityRefusal(bounds, quantity + 1);
    if (refusal) toasts.error(t(refusal));
    else setWanted(quantity + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const variation = hasChoices(item) ? choice.confirm() : undefined;
    if (hasChoices(item) && !variation) return;
    const added: CartItem = { ...item, quantity, selectedOption: variation ? [variation] : [] };
    if (await actions.add(added)) setWanted(1);
  };

  return (
    <form
      ref={(node) => {
        choice.container.current = node;
      }}
      noValidate
      aria-label={t('Buy {name}', { name: item.name })}
      className={css.form}
      onSubmit={(event) => void submit(event)}
    >
      <VariationChoices item={item} choice={choice} />
      <div ref={focus.root} className={css.controls}>
        {line ? (
          <InCartStepper line={line} onDecrement={(current) => void actions.decrement(current)} />
        ) : (
          <>
            <QuantityStepper
              quantity={quantity}
              itemName={item.name}
              removable={false}
              onIncrement={increment}
              onDecrement={() => setWanted(Math.max(1, quantity - 1))}
            />
            <Button
              type="submit"
              part="button"
              className={css.add}
              loading={cart.pending.value.has(cartLineKey(ref))}
            >
              {t('Add to Cart')}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
