import { useSignals } from '@preact/signals-react/runtime';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { CartItem, Item } from '../../src/core/api/wire';
import { cartLineKey } from '../../src/core/cart';
import { itemImageSrc, productPath } from '../../src/core/catalog';
import { unitPrice } from '../../src/core/pricing';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { Button } from '../../src/ui/Button';
import { IconButton } from '../../src/ui/IconButton';
import { Img } from '../../src/ui/Img';
import { Price } from '../../src/ui/Price';
import { useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import * as css from './WishlistLine.css';

/** Props of `WishlistLine`. */
export interface WishlistLineProps {
  /** The wished item. */
  item: Item;
  /** Called when the shopper asks to unwish the item; the drawer removes it and moves the focus. */
  onRemove: () => void;
}

/** Size of the line's picture in CSS pixels. */
const PICTURE_SIZE = 64;

/** Whether the item is sold in variations, which are chosen on its page (spec §4 "Wishlist"). */
function hasVariations(item: Item): boolean {
  return (item.variations?.length ?? 0) > 0;
}

/** The cart line a wished item becomes: one unit, no variation. */
const asCartLine = (item: Item): CartItem => ({ ...item, quantity: 1, selectedOption: [] });

/**
 * One wished item: picture, name and price, then Add to Cart (or, for an item sold in
 * variations, a link to its page to choose them) and a button to unwish it.
 */
export function WishlistLine({ item, onRemove }: WishlistLineProps): ReactNode {
  useSignals();
  const t = useT();
  const { cart, wishlist, store } = useSouq();
  const events = useSouqEvents();
  const nameId = useId();
  const href = useStorefrontHref();
  const config = store.config.value.configData;
  const line = asCartLine(item);
  const add = async () => {
    if (await cart.add(line)) events.dispatchLine('souq:item-add', line);
  };

  return (
    <li className={css.line}>
      <Img
        src={itemImageSrc(item.image, config?.base_urls)}
        alt=""
        width={PICTURE_SIZE}
        height={PICTURE_SIZE}
        className={css.picture}
      />
      <div className={css.details}>
        <span id={nameId} className={css.name}>
          {item.name}
        </span>
        <Price amount={unitPrice(item, config?.digit_after_decimal_point)} original={item.price} />
      </div>
      <div className={css.actions}>
        {hasVariations(item) ? (
          <Button
            href={href(productPath(item))}
            variant="secondary"
            size="sm"
            aria-describedby={nameId}
          >
            {t('Choose options')}
          </Button>
        ) : (
          <Button
            size="sm"
            aria-describedby={nameId}
            loading={cart.pending.value.has(cartLineKey(line))}
            onClick={() => void add()}
          >
            {t('Add to Cart')}
          </Button>
        )}
        <IconButton
          icon={Trash2}
          label={t('Remove {name}', { name: item.name })}
          size="sm"
          loading={wishlist.pending.value.has(item.id)}
          data-wishlist-remove=""
          onClick={onRemove}
        />
      </div>
    </li>
  );
}
