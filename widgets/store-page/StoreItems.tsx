import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Item, StoreDetails } from '../../src/core/api/wire';
import { primeItems } from '../../src/core/catalog';
import {
  DEFAULT_SEARCH_QUERY,
  itemSearchParams,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type SearchSort,
} from '../../src/core/search';
import { Button } from '../../src/ui/Button';
import { LoadMore, ProductCardSkeleton } from '../../src/ui/catalog';
import { usePagedList } from '../../src/ui/hooks/usePagedList';
import { type Translator, useCategories, useSouq, useT } from '../../src/ui/souq';
import { StoreProductList } from './StoreProductList';
import * as css from './StorePage.css';
import { storeCategories, withCategoryIds } from './storeCategories';

/** What each sort order is called in the sort menu. */
function sortLabel(sort: SearchSort, t: Translator): string {
  switch (sort) {
    case 'default':
      return t('Default');
    case 'low':
      return t('Price: low to high');
    case 'high':
      return t('Price: high to low');
    case 'a_to_z':
      return t('Name: A to Z');
    case 'z_to_a':
      return t('Name: Z to A');
    case 'rating':
      return t('Top rated');
    default:
      return sort satisfies never;
  }
}

const isSort = (value: string): value is SearchSort =>
  (SEARCH_SORTS as readonly string[]).includes(value);

/** The grid's stand-in while the first page loads. */
function ItemGridSkeleton(): ReactNode {
  return (
    <ul className={css.grid} aria-hidden="true">
      {Array.from({ length: SEARCH_PAGE_SIZE }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
        <ProductCardSkeleton key={index} />
      ))}
    </ul>
  );
}

/** Props of `StoreItems`. */
export interface StoreItemsProps {
  store: StoreDetails;
  /** Whether the store takes orders now. */
  open: boolean;
  closedNoticeId: string;
  /** The store's popular items once they are there: their categories become chips at once. */
  popular: readonly Item[];
}

/**
 * Every item of the store, ten at a time (Show more, or scrolling near the end), with a search
 * inside the store (asked once typing pauses for 500 ms, or at once on Enter; only the newest
 * reply shows), chips of the categories its items are in, and the search page's sort orders.
 */
export function StoreItems({ store, open, closedNoticeId, popular }: StoreItemsProps): ReactNode {
  useSignals();
  const t = useT();
  const { api, cache, locale } = useSouq();
  const language = locale.language.value;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [sort, setSort] = useState<SearchSort>('default');
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());
  const tree = useCategories().state;

  useEffect(() => {
    const typed = text.trim();
    const timer = setTimeout(() => setName(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const key = JSON.stringify([store.id, name, categoryId, sort, language]);
  const list = usePagedList<Item>(key, async (page, signal) => {
    const query = { ...DEFAULT_SEARCH_QUERY, name, categoryId, sort };
    const reply = await api.searchItems(
      { ...itemSearchParams(query, page), store_id: store.id },
      { signal, silent: true },
    );
    primeItems(cache, reply.products, language);
    return { rows: reply.products, total: reply.total_size };
  });

  useEffect(() => {
    setSeen((known) => withCategoryIds(withCategoryIds(known, popular), list.rows));
  }, [popular, list.rows]);

  const chips =
    tree.status === 'success'
      ? storeCategories(tree.data, categoryId === null ? seen : new Set([...seen, categoryId]))
      : [];

  const retry = () => {
    // The pressed button gives way to the skeleton; the heading keeps the keyboard user's place.
    if (list.status === 'error') heading.current?.focus();
    list.retry();
  };

  return (
    <section aria-labelledby={headingId} className={css.section}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={css.sectionTitle}>
        {t('All items')}
      </h2>
      <div className={css.controls}>
        <input
          type="search"
          className={css.search}
          value={text}
          aria-label={t('Search in {store}', { store: store.name })}
          placeholder={t('Search in {store}', { store: store.name })}
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setName(text.trim());
          }}
        />
        <label className={css.sort}>
          {t('Sort by')}
          <select
            className={css.sortSelect}
            value={sort}
            onChange={(event) => {
              if (isSort(event.target.value)) setSort(event.target.value);
            }}
          >
            {SEARCH_SORTS.map((option) => (
              <option key={option} value={option}>
                {sortLabel(option, t)}
              </option>
            ))}
          </select>
        </label>
        {chips.length > 0 ? (
          <div role="group" aria-label={t('Categories')} className={css.chips}>
            <button
              type="button"
              className={css.chip}
              aria-pressed={categoryId === null}
              onClick={() => setCategoryId(null)}
            >
              {t('All')}
            </button>
            {chips.map((category) => (
              <button
                key={category.id}
                type="button"
                className={css.chip}
                aria-pressed={categoryId === category.id}
                onClick={() => setCategoryId(category.id)}
              >
                {category.name}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <p role="status" className={css.count}>
        {list.status === 'success' ? t('store_items_count', { count: list.total }) : ''}
      </p>
      {body()}
    </section>
  );

  function body(): ReactNode {
    switch (list.status) {
      case 'loading':
        return <ItemGridSkeleton />;
      case 'error':
        return (
          <div className={css.failure}>
            <p className={css.failureText}>{t('The items could not be loaded.')}</p>
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('Try again')}
            </Button>
          </div>
        );
      case 'success':
        if (list.rows.length === 0) return <p className={css.empty}>{t('Items not found!')}</p>;
        return (
          <>
            <StoreProductList
              items={list.rows}
              open={open}
              closedNoticeId={closedNoticeId}
              className={css.grid}
              labelledBy={headingId}
            />
            <LoadMore list={list} />
          </>
        );
      default:
        return list.status satisfies never;
    }
  }
}
