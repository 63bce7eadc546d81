import { useSignals } from '@preact/signals-react/runtime';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CartItem } from '../../src/core/api/wire';
import { cartLineKey, stockLimit, variationType } from '../../src/core/cart';
import { catalogImageSrc, productPath } from '../../src/core/catalog';
import { lineTotals } from '../../src/core/pricing';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { IconButton } from '../../src/ui/IconButton';
import { ItemRow } from '../../src/ui/ItemRow';
import { Price } from '../../src/ui/Price';
import { QuantityStepper } from '../../src/ui/QuantityStepper';
import { useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import * as css from './CartLine.css';

/** Props of `CartLine`. */
export interface CartLineProps {
  /** The line as the cart holds it. */
  line: CartItem;
  /** Called once the server has taken the line out (remove, or minus at quantity 1). */
  onRemoved: () => void;
}

/**
 * One cart line: picture, name (linking to the product), chosen variation, unit price after
 * discounts with the undiscounted one struck through, a quantity stepper and a remove button.
 * Every change goes through the cart service, which checks the cart rules and asks the server.
 */
export function CartLine({ line, onRemoved }: CartLineProps): ReactNode {
  useSignals();
  const t = useT();
  const { cart, shop } = useSouq();
  const events = useSouqEvents();
  const href = useStorefrontHref();
  const unit = lineTotals(
    { ...line, quantity: 1 },
    shop.priceFormat.value.digit_after_decimal_point,
  );
  const pending = cart.pending.value.has(cartLineKey(line));
  const variation = variationType(line);
  const stock = stockLimit(line);

  const decrement = async () => {
    const removes = line.quantity <= 1;
    if ((await cart.decrement(line)) && removes) removed();
  };
  const remove = async () => {
    if (await cart.remove(line)) removed();
  };
  const removed = () => {
    events.dispatchLine('souq:item-remove', line);
    onRemoved();
  };

  return (
    <ItemRow
      data-cart-line=""
      layout="stacked"
      imageSrc={catalogImageSrc(line.image, shop.imageBaseUrls.value, 'item_image_url')}
      name={line.name}
      href={href(productPath(line))}
      secondary={variation === '' ? undefined : <span>{variation}</span>}
      price={<Price amount={unit.itemsTotal} original={unit.subtotal} />}
      note={
        stock !== undefined && stock <= 0 ? (
          <p className={css.soldOut}>{t('Out of stock')}</p>
        ) : undefined
      }
      actions={
        <>
          <QuantityStepper
            quantity={line.quantity}
            itemName={line.name}
            pending={pending}
            part="stepper"
            onIncrement={() => void cart.increment(line)}
            onDecrement={() => void decrement()}
          />
          <IconButton
            icon={X}
            size="sm"
            label={t('Remove {name}', { name: line.name })}
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) void remove();
            }}
          />
        </>
      }
    />
  );
}
