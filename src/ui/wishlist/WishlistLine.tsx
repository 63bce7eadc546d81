import { useSignals } from '@preact/signals-react/runtime';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { CartItem, Item } from '../../core/api/wire';
import { cartLineKey } from '../../core/cart';
import { catalogImageSrc, productPath } from '../../core/catalog';
import { unitPrice } from '../../core/pricing';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { ItemRow } from '../ItemRow';
import { Price } from '../Price';
import { useSouq, useStorefrontHref, useT } from '../souq';

/** Props of `WishlistLine`. */
export interface WishlistLineProps {
  /** The wished item. */
  item: Item;
  /** Called when the shopper asks to unwish the item; the list removes it and moves the focus. */
  onRemove: () => void;
  /** Called once the item is in the cart, with its line (the widget fires `souq:item-add`). */
  onAdded: (line: CartItem) => void;
  /** Whether the item's name opens its page; false by default. */
  linked?: boolean | undefined;
}

/** Whether the item is sold in variations, which are chosen on its page (spec §4 "Wishlist"). */
function hasVariations(item: Item): boolean {
  return (item.variations?.length ?? 0) > 0;
}

/** The cart line a wished item becomes: one unit, no variation. */
const asCartLine = (item: Item): CartItem => ({ ...item, quantity: 1, selectedOption: [] });

/**
 * One wished item, in the wishlist drawer and on the wishlist page: picture, name (a link to its
 * page where `linked`) and price, then Add to Cart (or, for an item sold in variations, a link to
 * its page to choose them) and a button to unwish it.
 */
export function WishlistLine({
  item,
  onRemove,
  onAdded,
  linked = false,
}: WishlistLineProps): ReactNode {
  useSignals();
  const t = useT();
  const { cart, wishlist, shop } = useSouq();
  const nameId = useId();
  const href = useStorefrontHref();
  const line = asCartLine(item);
  const add = async () => {
    if (await cart.add(line)) onAdded(line);
  };

  return (
    <ItemRow
      imageSrc={catalogImageSrc(item.image, shop.imageBaseUrls.value, 'item_image_url')}
      name={item.name}
      href={linked ? href(productPath(item)) : undefined}
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
