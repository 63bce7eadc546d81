import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Category } from '../../src/core/api/wire';
import { catalogImageSrc, categoryPagePath } from '../../src/core/catalog';
import { Img } from '../../src/ui/Img';
import { useSouq, useT } from '../../src/ui/souq';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import * as css from './CategoryPage.css';
import { ChildChips } from './ChildChips';

/**
 * Every parent category as a card: its picture and name (an h2) linking to its page, then its
 * children as chips linking to theirs.
 */
export function CategoryDirectory({ categories }: { categories: readonly Category[] }): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  const baseUrls = shop.imageBaseUrls.value;
  return (
    <ul className={css.directory}>
      {categories.map((parent) => (
        <li key={parent.id} className={css.parentCard}>
          <StorefrontLink to={categoryPagePath(parent.id)} className={css.parentLink}>
            <Img
              src={catalogImageSrc(parent.image, baseUrls, 'category_image_url')}
              alt=""
              width={css.PARENT_IMAGE_SIZE}
              height={css.PARENT_IMAGE_SIZE}
              className={css.parentImage}
            />
            <h2 className={css.parentName}>{parent.name}</h2>
          </StorefrontLink>
          {parent.childes.length > 0 ? (
            <ChildChips
              label={t('Subcategories of {name}', { name: parent.name })}
              categories={parent.childes}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
