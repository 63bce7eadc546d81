import type { ReactNode } from 'react';
import { StoreCardSkeleton } from '../../src/ui/catalog';
import * as rows from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { STORES_SHOWN } from './homeSizes';

/** The store row's stand-in while its list loads. */
export function StoreRowSkeleton(): ReactNode {
  return (
    <ul className={rows.storeRow}>
      {Array.from({ length: STORES_SHOWN }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
        <StoreCardSkeleton key={index} className={rows.snap} />
      ))}
    </ul>
  );
}
