import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, type Ref, useId } from 'react';
import type { CartStoreGroup } from '../../src/core/checkout';
import { cartTotals } from '../../src/core/pricing';
import * as formCss from '../../src/ui/form/Form.css';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import * as css from './CheckoutParts.css';

/** Props of `StoreChoice`. */
export interface StoreChoiceProps {
  stores: readonly CartStoreGroup[];
  chosenId: number | null;
  /** The group, for the page to move focus to it when no store is chosen yet. */
  groupRef?: Ref<HTMLFieldSetElement> | undefined;
}

/**
 * Which store to order from now, for a cart holding several (an order comes from one store): each
 * with its item count and subtotal; the other stores' lines stay in the cart.
 */
export function StoreChoice({ stores, chosenId, groupRef }: StoreChoiceProps): ReactNode {
  useSignals();
  const t = useT();
  const format = usePriceFormatter();
  const { checkout, shop } = useSouq();
  const digits = shop.priceFormat.value.digit_after_decimal_point;
  const id = useId();
  return (
    <fieldset ref={groupRef} className={formCss.group} aria-describedby={`${id}-hint`}>
      <legend className={formCss.legend}>{t('Choose the store to order from now')}</legend>
      <div className={css.optionList}>
        {stores.map((store) => (
          <label key={store.storeId} className={css.option}>
            <input
              className={formCss.choiceInput}
              type="radio"
              name={id}
              checked={store.storeId === chosenId}
              onChange={() => checkout.edit({ storeId: store.storeId })}
            />
            <span className={css.optionName}>{store.name}</span>
            <span className={css.optionNote}>
              {t('store_items_count', { count: store.lines.length })} ·{' '}
              {format(cartTotals(store.lines, digits).itemsTotal)}
            </span>
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className={css.optionNote}>
        {t('The items of the other stores stay in your cart for another order.')}
      </p>
    </fieldset>
  );
}
