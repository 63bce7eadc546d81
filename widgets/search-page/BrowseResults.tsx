import { useSignals } from '@preact/signals-react/runtime';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { Item, PriceRange, Store } from '../../src/core/api/wire';
import { SEARCH_PAGE_SIZE, type SearchPageQuery } from '../../src/core/search';
import { Button } from '../../src/ui/Button';
import {
  ProductCard,
  ProductCardSkeleton,
  StoreCard,
  StoreCardSkeleton,
} from '../../src/ui/catalog';
import { useMediaQuery } from '../../src/ui/hooks/useMediaQuery';
import { Icon } from '../../src/ui/Icon';
import { LazySideSheet, preloadSideSheet } from '../../src/ui/SideSheet/LazySideSheet';
import { useCategories, useServerQuery, useSouq, useT } from '../../src/ui/souq';
import { AddToCart } from '../add-to-cart';
import { WishlistButton } from '../wishlist-button';
import { FilterPanel } from './FilterPanel';
import { itemResultsRead, priceRangeRead } from './itemResults';
import { ResultsPanel } from './ResultsPanel';
import { ResultTabs } from './ResultTabs';
import * as css from './SearchPage.css';
import { SortSelect } from './SortSelect';
import { useResultPages } from './useResultPages';

/** Props of `BrowseResults`. */
export interface BrowseResultsProps {
  /** What the page shows, from its address. */
  state: SearchPageQuery;
  /** Moves the page to another state (a new address). */
  onChange: (next: SearchPageQuery) => void;
  /**
   * The category whose items and stores are shown (a category page, which has no category
   * filter); undefined searches the whole shop.
   */
  categoryId?: number | undefined;
}

/** The results of the grid's first row on a phone (two columns): the page's largest paint. */
const PROMINENT_RESULTS = 2;

const onePage = (page: number) => ({ limit: SEARCH_PAGE_SIZE, offset: page });

/**
 * The browse area of the search and category pages: the items and stores tabs, the filters
 * (beside the results on desktop, in a side sheet behind the Filter button on phones), the sort,
 * and the results a page at a time. Filters and sort apply to items; stores match the name.
 */
export function BrowseResults({ state, onChange, categoryId }: BrowseResultsProps): ReactNode {
  useSignals();
  const t = useT();
  const core = useSouq();
  const ids = { panel: useId(), tab: useId() };
  const tabId = (tab: string) => `${ids.tab}-${tab}`;
  const [sheetOpen, setSheetOpen] = useState(false);
  // Phones show the filters in the sheet only: the panel beside the results is not even built.
  const wide = useMediaQuery(css.DESKTOP);
  const categories = useCategories().state;
  const priceRange = priceRangeRead(core);
  const span = useServerQuery<PriceRange>(priceRange.key, priceRange.load);
  const items = state.tab === 'items';
  const panel = (title?: string) => (
    <FilterPanel
      state={state}
      onChange={onChange}
      priceSpan={span.status === 'success' ? span.data : undefined}
      categories={
        categoryId !== undefined
          ? undefined
          : categories.status === 'success'
            ? categories.data
            : []
      }
      title={title}
    />
  );

  return (
    <>
      <div className={css.toolbar}>
        <ResultTabs
          value={state.tab}
          onChange={(tab) => onChange({ ...state, tab })}
          panelId={ids.panel}
          tabId={tabId}
        />
        {items ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              className={css.filterButton}
              aria-haspopup="dialog"
              // The sheet's code comes as the shopper reaches for the button.
              onPointerEnter={preloadSideSheet}
              onPointerDown={preloadSideSheet}
              onFocus={preloadSideSheet}
              onClick={() => setSheetOpen(true)}
            >
              <Icon icon={SlidersHorizontal} size={16} />
              {t('Filter')}
            </Button>
            <SortSelect value={state.sort} onChange={(sort) => onChange({ ...state, sort })} />
          </>
        ) : null}
      </div>
      <div className={items ? css.layout : undefined}>
        {items && wide ? (
          <aside className={css.aside} aria-label={t('Filters')}>
            {panel(t('Filters'))}
          </aside>
        ) : null}
        <div id={ids.panel} role="tabpanel" aria-labelledby={tabId(state.tab)}>
          {items ? (
            <ItemResults state={state} categoryId={categoryId} />
          ) : (
            <StoreResults state={state} categoryId={categoryId} />
          )}
        </div>
      </div>
      <LazySideSheet open={sheetOpen} onOpenChange={setSheetOpen} title={t('Filters')}>
        {panel()}
      </LazySideSheet>
    </>
  );
}

/** What a tab's results depend on: the page's state, and the category a category page shows. */
interface TabResultsProps {
  state: SearchPageQuery;
  categoryId: number | undefined;
}

function ItemResults({ state, categoryId }: TabResultsProps): ReactNode {
  useSignals();
  const t = useT();
  const core = useSouq();
  const { key, fetchPage } = itemResultsRead(core, state, core.locale.language.value, categoryId);
  const results = useResultPages<Item>(key, fetchPage);
  return (
    <ResultsPanel
      title={t('Items')}
      results={results}
      countText={(count) => t('search_items_found', { count })}
      emptyText={t('Items not found!')}
      gridClassName={css.itemGrid}
      Skeleton={ProductCardSkeleton}
    >
      {(item, index) => (
        <ProductCard
          key={item.id}
          item={item}
          className={css.cell}
          prominent={index < PROMINENT_RESULTS}
          wishlist={<WishlistButton itemId={item.id} item={item} />}
          action={<AddToCart itemId={item.id} />}
        />
      )}
    </ResultsPanel>
  );
}

function StoreResults({ state, categoryId }: TabResultsProps): ReactNode {
  useSignals();
  const t = useT();
  const { api, locale } = useSouq();
  const language = locale.language.value;
  const results = useResultPages<Store>(
    [
      'browse',
      categoryId ?? 'search',
      'stores',
      language,
      categoryId === undefined ? state.name : '',
    ],
    async (page) => {
      // Silent: the panel says what went wrong where the shopper is looking.
      const call = { silent: true };
      const reply =
        categoryId !== undefined
          ? await api.getCategoryStores(categoryId, onePage(page), call)
          : state.name === ''
            ? // The store search needs a name; with none, every store is the answer.
              await api.getStoreList('all', onePage(page), call)
            : await api.searchStores(state.name, onePage(page), call);
      return { total: reply.total_size, entries: reply.stores };
    },
  );
  return (
    <ResultsPanel
      title={t('Stores')}
      results={results}
      countText={(count) => t('search_stores_found', { count })}
      emptyText={t('No stores found')}
      gridClassName={css.storeGrid}
      Skeleton={StoreCardSkeleton}
    >
      {(store) => <StoreCard key={store.id} store={store} className={css.cell} />}
    </ResultsPanel>
  );
}
