import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useState } from 'react';
import type { FlashSale } from '../../src/core/api/wire';
import { FLASH_SALES_PATH, primeItems } from '../../src/core/catalog';
import { SaleCountdown } from '../../src/ui/catalog';
import { CatalogSection, ProductRowSkeleton } from '../../src/ui/catalog/CatalogSection';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { useSectionRead, useSouq, useT } from '../../src/ui/souq';
import * as css from './FlashSaleStrip.css';
import { ITEMS_SHOWN } from './homeSizes';
import { ProductRow } from './ItemListSection';

/**
 * The running flash sale: its title, a live countdown to its end, its first products as cards
 * (as many as the other lists show) and a See All link to the flash sales page. Absent when no
 * sale runs, and gone the moment it ends.
 */
export function FlashSaleStrip(): ReactNode {
  useSignals();
  const t = useT();
  const { api, cache, locale } = useSouq();
  const language = locale.language.value;
  const key = ['flash-sale', language];
  const read = useSectionRead(key, () =>
    cache.fetch(key, async (): Promise<FlashSale | null> => {
      // Silent: the section says what went wrong where the shopper is looking.
      const sale = await api.getFlashSale({ silent: true });
      if (sale) primeItems(cache, sale.products, language);
      return sale;
    }),
  );
  // The end instant of the sale whose countdown ran out; a new sale has its own.
  const [endedAt, setEndedAt] = useState<string | null>(null);

  return (
    <CatalogSection
      title={t('Flash Sale')}
      read={read}
      className={css.strip}
      isEmpty={(sale) => sale === null || sale.products.length === 0 || sale.end_at === endedAt}
      skeleton={<ProductRowSkeleton count={ITEMS_SHOWN} />}
      aside={(sale) =>
        sale ? (
          <>
            <p className={css.saleTitle}>{sale.title}</p>
            <SaleCountdown endAt={sale.end_at} onEnd={() => setEndedAt(sale.end_at)} />
            <StorefrontLink to={FLASH_SALES_PATH} className={css.seeAll}>
              {t('See All')}
            </StorefrontLink>
          </>
        ) : null
      }
    >
      {(sale, headingId) =>
        sale ? (
          <ProductRow items={sale.products.slice(0, ITEMS_SHOWN)} labelledBy={headingId} />
        ) : null
      }
    </CatalogSection>
  );
}
