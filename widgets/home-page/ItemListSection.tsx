import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Item, ItemListName, ProductPage } from '../../src/core/api/wire';
import { primeItems } from '../../src/core/catalog';
import { ProductCard } from '../../src/ui/catalog';
import { CatalogSection, ProductRowSkeleton } from '../../src/ui/catalog/CatalogSection';
import * as rows from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { useSectionRead, useSouq } from '../../src/ui/souq';
import { AddToCart } from '../add-to-cart';
import { WishlistButton } from '../wishlist-button';
import { ITEMS_SHOWN } from './homeSizes';

/**
 * Product cards in a row on phones and a grid on wider screens, each with its wishlist heart and
 * add-to-cart control.
 */
export function ProductRow({
  items,
  labelledBy,
}: {
  items: readonly Item[];
  labelledBy: string;
}): ReactNode {
  return (
    <ul className={rows.productRow} aria-labelledby={labelledBy}>
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
  );
}

/** Props of `ItemListSection`. */
export interface ItemListSectionProps {
  /** Which of the shop's item lists to show. */
  list: ItemListName;
  /** The section's heading, translated. */
  title: string;
}

/** A home section listing the first page of one of the shop's item lists as product cards. */
export function ItemListSection({ list, title }: ItemListSectionProps): ReactNode {
  useSignals();
  const { api, cache, locale } = useSouq();
  const language = locale.language.value;
  const key = ['items', list, ITEMS_SHOWN, language];
  const read = useSectionRead(key, () =>
    cache.fetch(key, async (): Promise<ProductPage> => {
      // Silent: the section says what went wrong where the shopper is looking.
      const page = await api.getItemList(list, { limit: ITEMS_SHOWN, offset: 1 }, { silent: true });
      primeItems(cache, page.products, language);
      return page;
    }),
  );
  return (
    <CatalogSection
      title={title}
      read={read}
      isEmpty={(page) => page.products.length === 0}
      skeleton={<ProductRowSkeleton count={ITEMS_SHOWN} />}
    >
      {(page, headingId) => <ProductRow items={page.products} labelledBy={headingId} />}
    </CatalogSection>
  );
}
