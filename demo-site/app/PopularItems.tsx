import { useSignals } from '@preact/signals-react/runtime';
import { itemQueryKey } from '../../src/core/catalog';
import { useServerQuery, useSouq, useT } from '../../src/ui/souq';
import { ProductCard } from './ProductCard';
import * as styles from './shell.css';

const SHOWN = 12;

/** The home page's popular items, each with its wishlist heart and add-to-cart button. */
export function PopularItems() {
  useSignals();
  const t = useT();
  const { api, cache, store } = useSouq();
  const language = store.language.value;
  const popular = useServerQuery(['items', 'popular', SHOWN, language], async () => {
    const page = await api.getItemList('popular', { limit: SHOWN, offset: 1 });
    // The list already carries each item's details, so the cards' buttons need not ask again.
    for (const item of page.products) cache.prime(itemQueryKey(item.id, language), item);
    return page;
  });

  return (
    <section aria-labelledby="popular-items">
      <h2 id="popular-items" className={styles.sectionTitle}>
        {t('Popular items')}
      </h2>
      {popular.status === 'success' ? (
        <ul className={styles.productGrid}>
          {popular.data.products.map((item) => (
            <ProductCard key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <p role="status">{popular.status === 'error' ? t('Something went wrong') : t('Loading')}</p>
      )}
    </section>
  );
}
