import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { CartItem } from '../../src/core/api/wire';
import { cartLineKey, variationType } from '../../src/core/cart';
import { catalogImageSrc } from '../../src/core/catalog';
import { lineTotals } from '../../src/core/pricing';
import { ItemRow } from '../../src/ui/ItemRow';
import { Price } from '../../src/ui/Price';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import * as css from './CheckoutParts.css';

/** Props of `OrderLines`. */
export interface OrderLinesProps {
  lines: readonly CartItem[];
}

/** The lines ordered: picture, name, variation, quantity by unit price, and the line's price. */
export function OrderLines({ lines }: OrderLinesProps): ReactNode {
  useSignals();
  const t = useT();
  const format = usePriceFormatter();
  const { shop } = useSouq();
  const digits = shop.priceFormat.value.digit_after_decimal_point;
  return (
    <ul className={css.lines}>
      {lines.map((line) => {
        const unit = lineTotals({ ...line, quantity: 1 }, digits);
        const total = lineTotals(line, digits);
        const variation = variationType(line);
        const quantity = t('{quantity} × {price}', {
          quantity: line.quantity,
          price: format(unit.itemsTotal),
        });
        return (
          <ItemRow
            key={cartLineKey(line)}
            size="sm"
            imageSrc={catalogImageSrc(line.image, shop.imageBaseUrls.value, 'item_image_url')}
            name={line.name}
            secondary={variation === '' ? quantity : `${variation} · ${quantity}`}
            price={<Price amount={total.itemsTotal} original={total.subtotal} />}
          />
        );
      })}
    </ul>
  );
}
