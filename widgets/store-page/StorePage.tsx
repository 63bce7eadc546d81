import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId } from 'react';
import { isApiError } from '../../src/core/api';
import type { Item } from '../../src/core/api/wire';
import { HOME_PATH, primeItems } from '../../src/core/catalog';
import { storeModulePages } from '../../src/core/modules';
import { Button } from '../../src/ui/Button';
import { CatalogSection, ProductRowSkeleton } from '../../src/ui/catalog';
import * as rows from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { useSectionRead, useSouq, useT } from '../../src/ui/souq';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import { StoreHeader } from './StoreHeader';
import { StoreItems } from './StoreItems';
import * as css from './StorePage.css';
import { StoreProductList } from './StoreProductList';
import { StoreReviews } from './StoreReviews';
import { useNow } from './useNow';
import { isStoreOpen } from './weekHours';

/** Props of `StorePage`. */
export interface StorePageProps {
  /** The store's numeric id or its slug (route `/store/{id}`). */
  storeId: number | string;
  /** Called when the shop has no such store, e.g. for the storefront to show its 404 page. */
  onNotFound?: (() => void) | undefined;
}

/** How often "open now" is read again from the clock. */
const CLOCK_TICK_MS = 60_000;
/** How many popular items the row shows at most. */
const POPULAR_SHOWN = 10;
const NO_ITEMS: readonly Item[] = [];

/** Whether a failed read means the shop has no such store (an unknown or malformed key). */
const isNotFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 422);

/** The page's stand-in while the store loads: the header's boxes, at their final sizes. */
function StorePageSkeleton(): ReactNode {
  const t = useT();
  return (
    <div className={css.page} aria-busy="true">
      <div className={css.hero}>
        <div className={`${css.cover} ${rows.loading}`} />
        <div className={css.identity}>
          <span className={`${css.bone} ${css.logo}`} />
          <div className={css.naming}>
            <h1 className={css.name}>
              <VisuallyHidden>{t('Loading')}</VisuallyHidden>
              <span aria-hidden="true" className={`${css.bone} ${css.boneName}`} />
            </h1>
          </div>
        </div>
        <span aria-hidden="true" className={`${css.bone} ${css.boneLine}`} />
      </div>
    </div>
  );
}

/** The shop has no such store: said in the shopper's language, with a way home. */
function StoreNotFound(): ReactNode {
  const t = useT();
  const home = useStorefrontLink()(HOME_PATH);
  return (
    <div className={`${css.page} ${css.notice}`}>
      <h1 className={css.name}>{t('Store not found')}</h1>
      <p className={css.failureText}>
        {t('This store does not exist or is no longer on the shop.')}
      </p>
      <Button href={home.href} onClick={home.onClick}>
        {t('Back to home')}
      </Button>
    </div>
  );
}

/**
 * The page of one store (route `/store/{id}`, by id or slug): its header (cover, logo, name,
 * rating, delivery time, minimum order, discount, open or closed with its hours), its popular
 * items, all its items with a search, category chips and sort, and its rating summary. A closed
 * or switched-off store says so and its add buttons are off. An unknown store shows a
 * not-found state and calls `onNotFound`.
 */
export function StorePage({ storeId, onNotFound }: StorePageProps): ReactNode {
  useSignals();
  const t = useT();
  const { api, cache, locale, modules } = useSouq();
  const language = locale.language.value;
  const key = String(storeId).trim();
  const closedNoticeId = useId();
  const now = useNow(CLOCK_TICK_MS);

  const detailsKey = ['store', 'details', key, language];
  const details = useSectionRead(detailsKey, () =>
    cache.fetch(detailsKey, async () => {
      // The shop's modules with the details (mostly kept from before): a pharmacy's header offers
      // its prescription order from its first paint, not pushed in after. Without them, it does not.
      const [found] = await Promise.all([
        // Silent: the page says what went wrong where the shopper is looking.
        api.getStoreDetails(key, { silent: true }),
        modules.load().catch(() => undefined),
      ]);
      return found;
    }),
  );
  // Asked beside the details, by the same key, so both arrive together.
  const popularKey = ['store', 'popular', key, language];
  const popular = useSectionRead(popularKey, () =>
    cache.fetch(popularKey, async () => {
      try {
        const items = await api.getStorePopularItems(key, { silent: true });
        primeItems(cache, items, language);
        return items;
      } catch (error) {
        // A store left out of the lists (switched off) has no popular items: no section.
        if (isApiError(error) && error.status === 404) return [];
        throw error;
      }
    }),
  );

  const notFound =
    key === '' || (details.state.status === 'error' && isNotFound(details.state.error));
  useEffect(() => {
    if (notFound) onNotFound?.();
  }, [notFound, onNotFound]);

  if (notFound) return <StoreNotFound />;
  switch (details.state.status) {
    case 'idle':
    case 'loading':
      return <StorePageSkeleton />;
    case 'error':
      return (
        <div className={`${css.page} ${css.notice}`}>
          <h1 className={css.name}>{t('This store could not be loaded.')}</h1>
          <Button variant="secondary" onClick={details.retry}>
            {t('Try again')}
          </Button>
        </div>
      );
    case 'success':
      break;
    default:
      return details.state satisfies never;
  }

  const store = details.state.data;
  const open = isStoreOpen(store, now);
  const popularItems = popular.state.status === 'success' ? popular.state.data : NO_ITEMS;
  const storeModule = modules.list.value.find((module) => module.id === store.module_id);
  const ownPages = storeModule ? storeModulePages(storeModule.module_type, store.id) : [];
  return (
    <div className={css.page}>
      <StoreHeader
        store={store}
        open={open}
        now={now}
        closedNoticeId={closedNoticeId}
        pages={ownPages}
      />
      <CatalogSection
        title={t('Popular items')}
        read={popular}
        isEmpty={(items) => items.length === 0}
        skeleton={<ProductRowSkeleton count={POPULAR_SHOWN} />}
      >
        {(items, headingId) => (
          <StoreProductList
            items={items.slice(0, POPULAR_SHOWN)}
            open={open}
            closedNoticeId={closedNoticeId}
            className={rows.productRow}
            cardClassName={rows.snap}
            labelledBy={headingId}
          />
        )}
      </CatalogSection>
      <StoreItems
        // Another store starts with an empty search, every category and the default order.
        key={store.id}
        store={store}
        open={open}
        closedNoticeId={closedNoticeId}
        popular={popularItems}
      />
      <StoreReviews store={store} />
    </div>
  );
}
