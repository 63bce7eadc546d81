import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useDeferredValue } from 'react';
import type { Item, ItemListName, ProductPage } from '../../src/core/api/wire';
import { primeItems } from '../../src/core/catalog';
import { ProductCard, ProductCardSkeleton } from '../../src/ui/catalog';
import { CatalogSection, ProductRowSkeleton } from '../../src/ui/catalog/CatalogSection';
import * as rows from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { useSectionRead, useSouq } from '../../src/ui/souq';
import { AddToCart } from '../add-to-cart';
import { WishlistButton } from '../wishlist-button';
import { ITEMS_SHOWN } from './homeSizes';

/** How many cards a row renders with its section: more than a phone's strip shows at once. */
const FIRST_CARDS = 4;

/**
 * Product cards in a row on phones and a grid on wider screens, each with its wishlist heart and
 * add-to-cart control. The first few come with the section; the rest follow in a render React
 * may interrupt, skeletons of the same size holding their places meanwhile, so the section's
 * first commit stays short.
 */
export function ProductRow({
  items,
  labelledBy,
}: {
  items: readonly Item[];
  labelledBy: string;
}): ReactNode {
  const shown = useDeferredValue(items.length, Math.min(items.length, FIRST_CARDS));
  return (
    <ul
      className={rows.productRow}
      aria-labelledby={labelledBy}
      aria-busy={shown < items.length || undefined}
    >
      {items.slice(0, shown).map((item) => (
        <ProductCard
          key={item.id}
          item={item}
          className={rows.snap}
          wishlist={<WishlistButton itemId={item.id} item={item} />}
          action={<AddToCart itemId={item.id} />}
        />
      ))}
      {items.slice(shown).map((item) => (
        <ProductCardSkeleton key={item.id} className={rows.snap} />
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
