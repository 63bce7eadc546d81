import type { ReactNode } from 'react';
import type { FlashSaleTerms } from '../../src/core/api/wire';
import { ProgressBar } from '../../src/ui/ProgressBar';
import { useT } from '../../src/ui/souq';
import * as css from './FlashSalesPage.css';

/** Props of `SaleStock`. */
export interface SaleStockProps {
  terms: Pick<FlashSaleTerms, 'stock' | 'sold' | 'available_stock'>;
}

/**
 * How much of an item's sale stock has gone: a bar filled by the share sold, and "3 sold, 7 left"
 * under it. The bar says the same words to a screen reader, so the line under it is not read twice.
 */
export function SaleStock({ terms }: SaleStockProps): ReactNode {
  const t = useT();
  const sold = Math.max(0, terms.sold);
  const available = Math.max(0, terms.available_stock);
  const stock = Math.max(terms.stock, sold + available);
  const words = t('flash_sale_stock', { sold, available });
  return (
    <div className={css.stock}>
      <ProgressBar
        value={stock > 0 ? (sold / stock) * 100 : 0}
        label={t('Sold')}
        valueText={words}
      />
      <p className={css.stockText} aria-hidden="true">
        {words}
      </p>
    </div>
  );
}
