import type { ReactNode } from 'react';
import { ProductCardSkeleton } from '../ProductCard';
import * as rows from './CatalogSection.css';

/** Props of `ProductRowSkeleton`. */
export interface ProductRowSkeletonProps {
  /** How many cards the loaded row shows, so the stand-in takes the same room. */
  count: number;
}

/** A product row's stand-in while its list loads: grey cards laid out as the row will be. */
export function ProductRowSkeleton({ count }: ProductRowSkeletonProps): ReactNode {
  return (
    <ul className={rows.productRow}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
        <ProductCardSkeleton key={index} className={rows.snap} />
      ))}
    </ul>
  );
}
