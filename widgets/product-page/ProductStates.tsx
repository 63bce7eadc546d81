import { SearchX } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { HOME_PATH } from '../../src/core/catalog';
import { Button } from '../../src/ui/Button';
import { Icon } from '../../src/ui/Icon';
import { useT } from '../../src/ui/souq';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { BuyBoxSkeleton } from './BuyBox';
import { ProductGallerySkeleton } from './ProductGallery';
import * as css from './ProductPage.css';

/** The page while the item loads: the gallery and the buy box as stand-ins of their size. */
export function ProductSkeleton(): ReactNode {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t('Loading')}>
      <span className={css.crumbBone} />
      <div className={css.layout}>
        <ProductGallerySkeleton />
        <BuyBoxSkeleton />
      </div>
    </div>
  );
}

/** No item at this address: a heading that says so and the way home. */
export function ProductNotFound(): ReactNode {
  const t = useT();
  const home = useStorefrontLink()(HOME_PATH);
  const headingId = useId();
  return (
    <section className={css.status} aria-labelledby={headingId}>
      <Icon icon={SearchX} size={48} className={css.statusIcon} />
      <h1 id={headingId} className={css.statusTitle}>
        {t('Product not found')}
      </h1>
      <p className={css.statusText}>
        {t('The page you are looking for does not exist or has moved.')}
      </p>
      <Button href={home.href} onClick={home.onClick}>
        {t('Back to home')}
      </Button>
    </section>
  );
}

/** The item could not be loaded: what went wrong and Try again. */
export function ProductFailed({
  message,
  retry,
}: {
  message: string;
  retry: () => void;
}): ReactNode {
  const t = useT();
  const headingId = useId();
  return (
    <section className={css.status} aria-labelledby={headingId}>
      <h1 id={headingId} className={css.statusTitle}>
        {t('This product could not be loaded.')}
      </h1>
      <p role="alert" className={css.statusText}>
        {message}
      </p>
      <Button variant="secondary" onClick={retry}>
        {t('Try again')}
      </Button>
    </section>
  );
}
