import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { Item } from '../../src/core/api/wire';
import { itemKeyOf } from '../../src/core/catalog';
import { useT } from '../../src/ui/souq';
import { BuyBox } from './BuyBox';
import { ProductBreadcrumb } from './ProductBreadcrumb';
import { ProductGallery } from './ProductGallery';
import * as css from './ProductPage.css';
import { ProductReviews } from './ProductReviews';
import { ProductFailed, ProductNotFound, ProductSkeleton } from './ProductStates';
import { RelatedItems } from './RelatedItems';
import { useProductItem } from './useProductItem';

/** Props of `ProductPage`. */
export interface ProductPageProps {
  /** The item of `/product/{id}`: its slug, or its numeric id (as a number or as digits). */
  itemId: number | string;
  /** Called once when the address names no item, so the host can show its own 404 page. */
  onNotFound?: (() => void) | undefined;
}

/**
 * The description as the shop wrote it, plain text: one paragraph per blank-line-separated block.
 * A listed copy's text shows at once; without one, a stand-in holds its place until the details.
 */
function Description({ item, complete }: { item: Item; complete: boolean }): ReactNode {
  const t = useT();
  const headingId = useId();
  const text = item.description?.trim() ?? '';
  if (complete && text === '') return null;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={text === '' || undefined}
      className={css.section}
    >
      <h2 id={headingId} className={css.sectionTitle}>
        {t('Description')}
      </h2>
      {text === '' ? (
        <div aria-hidden="true" className={css.descriptionBone} />
      ) : (
        text.split(/\n\s*\n/).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, never reordered
          <p key={index} className={css.paragraph}>
            {paragraph.trim()}
          </p>
        ))
      )}
    </section>
  );
}

/** The loaded product: breadcrumb, gallery and buy box, description, reviews, related rows. */
function ProductDetails({ item, complete }: { item: Item; complete: boolean }): ReactNode {
  const t = useT();
  const headingId = useId();
  const reviewsId = useId();
  return (
    <article aria-labelledby={headingId} className={css.page}>
      <ProductBreadcrumb item={item} />
      <div className={css.layout}>
        <ProductGallery item={item} />
        <BuyBox item={item} headingId={headingId} reviewsId={reviewsId} />
      </div>
      <Description item={item} complete={complete} />
      <ProductReviews key={item.id} itemId={item.id} sectionId={reviewsId} />
      <RelatedItems
        key={`related-${item.id}`}
        itemId={item.id}
        list="related"
        title={t('Related items')}
      />
      <RelatedItems
        key={`store-${item.id}`}
        itemId={item.id}
        list="store"
        title={t('More from this store')}
      />
    </article>
  );
}

/**
 * The product page (`/product/{id}`, spec §2): an item by slug or numeric id, shown at once from
 * the copy a product card primed while its details load; pictures, price with discount and flash
 * sale, variations, quantity and Add to Cart under the cart rules, wishlist, description, reviews,
 * and rows of related items. An unknown address shows a not-found state and tells `onNotFound`.
 */
export function ProductPage({ itemId, onNotFound }: ProductPageProps): ReactNode {
  const key = itemKeyOf(itemId);
  const read = useProductItem(key);
  const reported = useRef<string | null>(null);
  const notFound = read.status === 'not-found';
  const address = String(key);

  useEffect(() => {
    if (!notFound || reported.current === address) return;
    reported.current = address;
    onNotFound?.();
  }, [notFound, address, onNotFound]);

  switch (read.status) {
    case 'loading':
      return (
        <div className={css.page}>
          <ProductSkeleton />
        </div>
      );
    case 'not-found':
      return <ProductNotFound />;
    case 'failed':
      return <ProductFailed message={read.message} retry={read.retry} />;
    case 'ready':
      return <ProductDetails item={read.item} complete={read.complete} />;
    default:
      return read satisfies never;
  }
}
