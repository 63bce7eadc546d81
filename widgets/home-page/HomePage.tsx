import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import type { ItemListName, StoreListName } from '../../src/core/api/wire';
import {
  CatalogSection,
  DeferredSection,
  ProductRowSkeleton,
} from '../../src/ui/catalog/CatalogSection';
import { preloadableLazy } from '../../src/ui/hooks/preloadableLazy';
import { whenIdle } from '../../src/ui/hooks/useIdle';
import { useCategories, useSectionRead, useSouq, useT } from '../../src/ui/souq';
import { visuallyHidden } from '../../src/ui/VisuallyHidden/VisuallyHidden.css';
import { BannerStrip, BannerStripSkeleton, hasSlides } from './BannerStrip';
import { CategoryStrip } from './CategoryStrip';
import { CategoryTile, CategoryTileSkeleton } from './CategoryTile';
import * as categoryCss from './CategoryTile.css';
import * as flashCss from './FlashSaleStrip.css';
import { bannersRead } from './homeReads';
import { ITEMS_SHOWN } from './homeSizes';
import { ModulesSection } from './ModulesSection';
import { StoreRowSkeleton } from './StoreRowSkeleton';

// The sections below the banners and categories are chunks of their own: the product cards with
// their wishlist, add-to-cart and variation sheet are not part of the first paint. They are
// fetched once the page is idle. A section the shopper nears renders in a deferred render, which
// waits for its chunk behind the stand-in already shown: no second stand-in is mounted while
// the code arrives (each mount lays the whole page out anew).
const flashSaleStrip = preloadableLazy(() =>
  import('./FlashSaleStrip').then((m) => m.FlashSaleStrip),
);
const itemListSection = preloadableLazy(() =>
  import('./ItemListSection').then((m) => m.ItemListSection),
);
const storeListSection = preloadableLazy(() =>
  import('./StoreListSection').then((m) => m.StoreListSection),
);
const FlashSaleStrip = flashSaleStrip.Component;
const ItemListSection = itemListSection.Component;
const StoreListSection = storeListSection.Component;
const LOWER_SECTIONS = [flashSaleStrip, itemListSection, storeListSection];

/** Category stand-ins while the tree loads: enough to fill a wide strip. */
const CATEGORY_STAND_INS = 8;

/** The banners and campaigns at the top of the page. */
function BannersSection(): ReactNode {
  useSignals();
  const t = useT();
  const { key, load } = bannersRead(useSouq());
  const read = useSectionRead(key, load);
  return (
    <CatalogSection
      title={t('Offers')}
      titleHidden
      read={read}
      isEmpty={(reply) => !hasSlides(reply)}
      skeleton={<BannerStripSkeleton />}
    >
      {(reply, headingId) => <BannerStrip reply={reply} labelledBy={headingId} />}
    </CatalogSection>
  );
}

/** The parent categories, from the tree the header's mega-menu shares. */
function CategoriesSection(): ReactNode {
  const t = useT();
  const read = useCategories();
  return (
    <CatalogSection
      title={t('Categories')}
      read={read}
      isEmpty={(categories) => categories.length === 0}
      skeleton={
        <ul className={categoryCss.row}>
          {Array.from({ length: CATEGORY_STAND_INS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
            <CategoryTileSkeleton key={index} />
          ))}
        </ul>
      }
    >
      {(categories, headingId) => (
        <CategoryStrip labelledBy={headingId}>
          {categories.map((category) => (
            <CategoryTile key={category.id} category={category} />
          ))}
        </CategoryStrip>
      )}
    </CatalogSection>
  );
}

/**
 * The storefront's home page body (route /home): banners, the shop's modules, categories, the
 * running flash sale, popular items, new arrivals, popular and new stores, and the best reviewed
 * items. Each section loads, fails and retries on its own, and is left out when the shop has
 * nothing for it; those below the banners and categories load as the shopper scrolls near them.
 */
export function HomePage(): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  const shopName = shop.name.value ?? t('Souq');
  useEffect(() => {
    // One idle task each: asking for a chunk adds its preload links, which costs a few ms.
    const cancels = LOWER_SECTIONS.map((section) => whenIdle(section.preload));
    return () => {
      for (const cancel of cancels) cancel();
    };
  }, []);
  const products = (title: string, list: ItemListName) => {
    const skeleton = <ProductRowSkeleton count={ITEMS_SHOWN} />;
    return (
      <DeferredSection title={title} skeleton={skeleton}>
        {() => <ItemListSection list={list} title={title} />}
      </DeferredSection>
    );
  };
  const stores = (title: string, list: StoreListName) => (
    <DeferredSection title={title} skeleton={<StoreRowSkeleton />}>
      {() => <StoreListSection list={list} title={title} />}
    </DeferredSection>
  );
  const flashSale = t('Flash Sale');
  return (
    <>
      {/* The page's title is the shop itself; the banners below say the rest. */}
      <h1 className={visuallyHidden}>{shopName}</h1>
      <BannersSection />
      <ModulesSection />
      <CategoriesSection />
      <DeferredSection
        title={flashSale}
        skeleton={<ProductRowSkeleton count={ITEMS_SHOWN} />}
        className={flashCss.strip}
      >
        {() => <FlashSaleStrip />}
      </DeferredSection>
      {products(t('Popular items'), 'popular')}
      {products(t('New arrivals'), 'new-arrival')}
      {stores(t('Popular stores'), 'popular')}
      {stores(t('New stores'), 'latest')}
      {products(t('Best reviewed items'), 'most-reviewed')}
    </>
  );
}
