import { SearchX } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { HOME_PATH } from '../../../src/core/catalog';
import { Button } from '../../../src/ui/Button';
import { useT } from '../../../src/ui/souq';
import * as styles from './pages.css';

// The 404 page is in the entry chunk (it also serves the first load); its search box, with its
// suggestions' floating-ui, is not, so every other page's first load goes without it.
const SearchBox = lazy(() =>
  import('../../../widgets/search-box/SearchBox').then((m) => ({ default: m.SearchBox })),
);

/**
 * The storefront's 404: for an unknown address, for the routes a later issue builds, and at
 * first load when the shop answers an empty configuration. It offers the way home and a search.
 */
export function NotFoundPage({ withSearch = true }: { withSearch?: boolean }): ReactNode {
  const t = useT();
  return (
    <section className={styles.statusPage} aria-labelledby="not-found-title">
      <SearchX className={styles.statusIcon} aria-hidden="true" />
      <p className={styles.eyebrow}>{t('Error 404')}</p>
      <h1 id="not-found-title" className={styles.title}>
        {t('Page not found')}
      </h1>
      <p className={styles.explanation}>
        {t('The page you are looking for does not exist or has moved.')}
      </p>
      {withSearch && (
        <div className={styles.search}>
          <p className={styles.explanation}>{t('Or search the shop:')}</p>
          <Suspense fallback={<div className={styles.searchSpace} />}>
            <SearchBox />
          </Suspense>
        </div>
      )}
      <Button href={HOME_PATH}>{t('Back to home')}</Button>
    </section>
  );
}
