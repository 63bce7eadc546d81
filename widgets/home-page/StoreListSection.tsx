import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { StoreListName } from '../../src/core/api/wire';
import { StoreCard } from '../../src/ui/catalog';
import { CatalogSection } from '../../src/ui/catalog/CatalogSection';
import * as rows from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { useSectionRead, useSouq } from '../../src/ui/souq';
import { STORES_SHOWN } from './homeSizes';
import { StoreRowSkeleton } from './StoreRowSkeleton';

/** Props of `StoreListSection`. */
export interface StoreListSectionProps {
  /** Which of the shop's store lists to show. */
  list: StoreListName;
  /** The section's heading, translated. */
  title: string;
}

/** A home section listing the first page of one of the shop's store lists as store cards. */
export function StoreListSection({ list, title }: StoreListSectionProps): ReactNode {
  useSignals();
  const { api, cache, locale } = useSouq();
  const language = locale.language.value;
  const key = ['stores', list, STORES_SHOWN, language];
  const read = useSectionRead(key, () =>
    cache.fetch(key, () =>
      // Silent: the section says what went wrong where the shopper is looking.
      api.getStoreList(list, { limit: STORES_SHOWN, offset: 1 }, { silent: true }),
    ),
  );
  return (
    <CatalogSection
      title={title}
      read={read}
      isEmpty={(page) => page.stores.length === 0}
      skeleton={<StoreRowSkeleton />}
    >
      {(page, headingId) => (
        <ul className={rows.storeRow} aria-labelledby={headingId}>
          {page.stores.map((shop) => (
            <StoreCard key={shop.id} store={shop} className={rows.snap} linked />
          ))}
        </ul>
      )}
    </CatalogSection>
  );
}
