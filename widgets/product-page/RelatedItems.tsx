import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Item } from '../../src/core/api/wire';
import { primeItems } from '../../src/core/catalog';
import {
  CatalogSection,
  DeferredSection,
  ProductRowSkeleton,
} from '../../src/ui/catalog/CatalogSection';
import * as rows from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { ProductCard } from '../../src/ui/catalog/ProductCard';
import { useSectionRead, useSouq } from '../../src/ui/souq';
import { AddToCart } from '../add-to-cart';
import { WishlistButton } from '../wishlist-button';

/** Which of the item's neighbours a row lists. */
export type RelatedList = 'related' | 'store';

/** Stand-ins of a row: as many as a desktop row shows. */
const SKELETON_CARDS = 5;

function LoadedRow({ itemId, list, title }: RelatedItemsProps): ReactNode {
  useSignals();
  const { api, cache, locale } = useSouq();
  const language = locale.language.value;
  const key = [
    'items',
    list === 'related' ? 'related-items' : 'related-store-items',
    itemId,
    language,
  ];
  const read = useSectionRead(key, () =>
    cache.fetch(key, async (): Promise<Item[]> => {
      // Silent: the section says what went wrong where the shopper is looking.
      const call = list === 'related' ? api.getRelatedItems : api.getRelatedStoreItems;
      const items = await call(itemId, { silent: true });
      primeItems(cache, items, language);
      return items;
    }),
  );
  return (
    <CatalogSection
      title={title}
      read={read}
      isEmpty={(items) => items.length === 0}
      skeleton={<ProductRowSkeleton count={SKELETON_CARDS} />}
    >
      {(items, headingId) => (
        <ul className={rows.productRow} aria-labelledby={headingId}>
          {items.map((item) => (
            <ProductCard
              key={item.id}
              item={item}
              className={rows.snap}
              wishlist={<WishlistButton itemId={item.id} item={item} />}
              action={<AddToCart itemId={item.id} />}
            />
          ))}
        </ul>
      )}
    </CatalogSection>
  );
}

/** Props of `RelatedItems`. */
export interface RelatedItemsProps {
  itemId: number;
  list: RelatedList;
  /** The row's h2, translated. */
  title: string;
}

/**
 * A row of product cards under the item: items like it, or more from its store. It asks the
 * server only once the shopper scrolls near it, and is left out when the shop has none.
 */
export function RelatedItems(props: RelatedItemsProps): ReactNode {
  return (
    <DeferredSection title={props.title} skeleton={<ProductRowSkeleton count={SKELETON_CARDS} />}>
      {() => <LoadedRow {...props} />}
    </DeferredSection>
  );
}
