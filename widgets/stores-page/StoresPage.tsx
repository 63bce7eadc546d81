import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useRef } from 'react';
import { STORE_LISTS, type Store, type StoreListName } from '../../src/core/api/wire';
import { Button } from '../../src/ui/Button';
import { LoadMore, StoreCard, StoreCardSkeleton } from '../../src/ui/catalog';
import { usePagedList } from '../../src/ui/hooks/usePagedList';
import { type Translator, useSouq, useT } from '../../src/ui/souq';
import { Tabs } from '../../src/ui/Tabs';
import * as css from './StoresPage.css';
import { useStoreListTab } from './useStoreListTab';

/** Props of `StoresPage`. */
export interface StoresPageProps {
  /**
   * Which list shows (route `/stores?type=…`): all, popular, latest, top-rated or discounted;
   * every store when missing or unknown.
   */
  type?: string | undefined;
}

/** Stores per page, the spec's default page size (§7). */
export const STORES_PAGE_SIZE = 10;

/** What each store list's tab is called. */
function tabLabel(list: StoreListName, t: Translator): string {
  switch (list) {
    case 'all':
      return t('All');
    case 'popular':
      return t('Popular');
    case 'latest':
      return t('Latest');
    case 'top-rated':
      return t('Top rated');
    case 'discounted':
      return t('Discounted');
    default:
      return list satisfies never;
  }
}

/** The grid's stand-in while the first page loads, of its final size. */
function StoreGridSkeleton(): ReactNode {
  return (
    <ul className={css.grid} aria-hidden="true">
      {Array.from({ length: STORES_PAGE_SIZE }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
        <StoreCardSkeleton key={index} />
      ))}
    </ul>
  );
}

/**
 * The stores page (route `/stores`): the shop's stores by list (all, popular, latest, top rated,
 * discounted) in tabs kept in the address, as a grid of store cards with their count, ten at a
 * time (Show more, or scrolling near the end).
 */
export function StoresPage({ type }: StoresPageProps): ReactNode {
  useSignals();
  const t = useT();
  const { api, locale } = useSouq();
  const language = locale.language.value;
  const [list, choose] = useStoreListTab(type);
  const panel = useRef<HTMLDivElement>(null);

  const stores = usePagedList<Store>(JSON.stringify([list, language]), async (page, signal) => {
    const reply = await api.getStoreList(
      list,
      { limit: STORES_PAGE_SIZE, offset: page },
      { signal, silent: true },
    );
    return { rows: reply.stores, total: reply.total_size };
  });

  const retry = () => {
    // The pressed button gives way to the skeleton; the panel keeps the keyboard user's place.
    if (stores.status === 'error') panel.current?.focus();
    stores.retry();
  };

  return (
    <div className={css.page} part="root">
      <h1 className={css.title}>{t('Stores')}</h1>
      <Tabs
        label={t('Store lists')}
        tabs={STORE_LISTS}
        value={list}
        onChange={choose}
        renderTab={(of) => tabLabel(of, t)}
        panelRef={panel}
        panelClassName={css.panel}
        busy={stores.status === 'loading'}
      >
        <p role="status" className={css.count}>
          {stores.status === 'success' ? t('stores_count', { count: stores.total }) : ''}
        </p>
        {body()}
      </Tabs>
    </div>
  );

  function body(): ReactNode {
    switch (stores.status) {
      case 'loading':
        return <StoreGridSkeleton />;
      case 'error':
        return (
          <div className={css.failure}>
            <p className={css.failureText}>{t('The stores could not be loaded.')}</p>
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('Try again')}
            </Button>
          </div>
        );
      case 'success':
        if (stores.rows.length === 0) return <p className={css.empty}>{t('No stores found')}</p>;
        return (
          <>
            <ul className={css.grid} aria-label={t('Stores')}>
              {stores.rows.map((store) => (
                <StoreCard key={store.id} store={store} linked />
              ))}
            </ul>
            <LoadMore list={stores} />
          </>
        );
      default:
        return stores.status satisfies never;
    }
  }
}
