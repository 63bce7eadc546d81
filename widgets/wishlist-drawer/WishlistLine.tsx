import { useSignals } from '@preact/signals-react/runtime';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { CartItem, Item } from '../../src/core/api/wire';
import { cartLineKey } from '../../src/core/cart';
import { catalogImageSrc, productPath } from '../../src/core/catalog';
import { unitPrice } from '../../src/core/pricing';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { Button } from '../../src/ui/Button';
import { IconButton } from '../../src/ui/IconButton';
import { ItemRow } from '../../src/ui/ItemRow';
import { Price } from '../../src/ui/Price';
import { useSouq, useStorefrontHref, useT } from '../../src/ui/souq';

/** Props of `WishlistLine`. */
export interface WishlistLineProps {
  /** The wished item. */
  item: Item;
  /** Called when the shopper asks to unwish the item; the drawer removes it and moves the focus. */
  onRemove: () => void;
}

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
  const { cart, wishlist, shop } = useSouq();
  const events = useSouqEvents();
  const nameId = useId();
  const href = useStorefrontHref();
  const line = asCartLine(item);
  const add = async () => {
    if (await cart.add(line)) events.dispatchLine('souq:item-add', line);
  };

  return (
    <ItemRow
      imageSrc={catalogImageSrc(item.image, shop.imageBaseUrls.value, 'item_image_url')}
      name={item.name}
      nameId={nameId}
      price={
        <Price
          amount={unitPrice(item, shop.priceFormat.value.digit_after_decimal_point)}
          original={item.price}
        />
      }
      actions={
        <>
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
        </>
      }
    />
  );
}
