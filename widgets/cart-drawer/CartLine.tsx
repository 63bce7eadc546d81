import { useSignals } from '@preact/signals-react/runtime';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CartItem } from '../../src/core/api/wire';
import { cartLineKey, stockLimit, variationType } from '../../src/core/cart';
import { itemImageSrc, productPath } from '../../src/core/catalog';
import { lineTotals } from '../../src/core/pricing';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { IconButton } from '../../src/ui/IconButton';
import { Img } from '../../src/ui/Img';
import { Price } from '../../src/ui/Price';
import { QuantityStepper } from '../../src/ui/QuantityStepper';
import { useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import * as css from './CartLine.css';

/** Side of the square line picture, in CSS pixels. */
const IMAGE_SIZE = 64;

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
  const { cart, store } = useSouq();
  const events = useSouqEvents();
  const href = useStorefrontHref();
  const config = store.config.value.configData;
  const unit = lineTotals({ ...line, quantity: 1 }, config?.digit_after_decimal_point);
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
    <li className={css.line} data-cart-line="">
      <Img
        src={itemImageSrc(line.image, config?.base_urls)}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        className={css.image}
      />
      <div className={css.details}>
        <a href={href(productPath(line))} className={css.name}>
          {line.name}
        </a>
        {variation === '' ? null : <p className={css.variation}>{variation}</p>}
        <Price amount={unit.itemsTotal} original={unit.subtotal} />
        {stock !== undefined && stock <= 0 ? (
          <p className={css.soldOut}>{t('Out of stock')}</p>
        ) : null}
      </div>
      <div className={css.actions}>
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
      </div>
    </li>
  );
}
