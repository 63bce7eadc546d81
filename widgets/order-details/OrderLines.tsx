import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId } from 'react';
import type { OrderDetail } from '../../src/core/api/wire';
import { catalogImageSrc, productPath } from '../../src/core/catalog';
import { lineTotal } from '../../src/core/orders';
import { Img } from '../../src/ui/Img';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import { joinParts } from './joinParts';
import * as css from './OrderDetails.css';
import { OrderSection } from './OrderSection';

/** Picture size in CSS pixels. */
const PICTURE = 64;

/** Props of `OrderLines`. */
export interface OrderLinesProps {
  /** The lines as sold; null for a prescription the pharmacy has not priced yet. */
  lines: readonly OrderDetail[] | null;
  /** What a line offers beside its figures (its review), given the id naming the line. */
  lineAction?: ((line: OrderDetail, nameId: string) => ReactNode) | undefined;
}

/** One line: its picture, its name linking to the item, its option, and its figures. */
function OrderLine({
  line,
  action,
}: {
  line: OrderDetail;
  action: OrderLinesProps['lineAction'];
}): ReactNode {
  useSignals();
  const t = useT();
  const { shop, locale } = useSouq();
  const price = usePriceFormatter();
  const nameId = useId();
  const digits = shop.priceFormat.value.digit_after_decimal_point;
  const option = joinParts(
    line.variation.map((variation) => variation.type),
    locale.language.value,
  );
  return (
    <li className={css.line}>
      <Img
        src={catalogImageSrc(line.item_details.image, shop.imageBaseUrls.value, 'item_image_url')}
        alt=""
        width={PICTURE}
        height={PICTURE}
        className={css.linePicture}
      />
      <div className={css.lineBody}>
        <StorefrontLink id={nameId} to={productPath({ id: line.item_id })} className={css.lineName}>
          {line.item_details.name}
        </StorefrontLink>
        {option ? <p className={css.lineOption}>{option}</p> : null}
        <dl className={css.lineFigures}>
          <div className={css.figure}>
            <dt className={css.factLabel}>{t('Price')}</dt>
            <dd className={css.factValue}>{price(line.price)}</dd>
          </div>
          <div className={css.figure}>
            <dt className={css.factLabel}>{t('Quantity')}</dt>
            <dd className={css.factValue}>{line.quantity}</dd>
          </div>
          <div className={css.figure}>
            <dt className={css.factLabel}>{t('Total')}</dt>
            <dd className={css.factValue}>{price(lineTotal(line, digits))}</dd>
          </div>
        </dl>
        {action?.(line, nameId)}
      </div>
    </li>
  );
}

/** The order's lines as sold, or what a prescription not priced yet waits for. */
export function OrderLines({ lines, lineAction }: OrderLinesProps): ReactNode {
  const t = useT();
  return (
    <OrderSection title={t('Items')}>
      {lines === null ? (
        <p className={css.unpriced}>{t('The pharmacy has not priced this prescription yet.')}</p>
      ) : (
        <ul className={css.lines}>
          {lines.map((line) => (
            <OrderLine key={line.id} line={line} action={lineAction} />
          ))}
        </ul>
      )}
    </OrderSection>
  );
}
