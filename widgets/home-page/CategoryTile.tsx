import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { CategoryChild } from '../../src/core/api/wire';
import { catalogImageSrc, categoryPagePath } from '../../src/core/catalog';
import * as rows from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { Img } from '../../src/ui/Img';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { useSouq } from '../../src/ui/souq';
import * as css from './CategoryTile.css';

/** A category in the home strip: its round picture and name, linking to its page. */
export function CategoryTile({ category }: { category: CategoryChild }): ReactNode {
  useSignals();
  const { shop } = useSouq();
  const baseUrls = shop.imageBaseUrls.value;
  return (
    <li className={css.item}>
      <StorefrontLink to={categoryPagePath(category.id)} className={css.tile}>
        <Img
          src={catalogImageSrc(category.image, baseUrls, 'category_image_url')}
          alt=""
          width={css.CATEGORY_IMAGE_SIZE}
          height={css.CATEGORY_IMAGE_SIZE}
          className={css.image}
        />
        <span className={css.name}>{category.name}</span>
      </StorefrontLink>
    </li>
  );
}

/** A category tile's stand-in while the categories load, of the tile's final size. */
export function CategoryTileSkeleton(): ReactNode {
  return (
    <li className={`${css.item} ${css.tile}`}>
      <span className={`${rows.bone} ${css.boneImage}`} />
      <span className={`${rows.bone} ${css.boneName}`} />
    </li>
  );
}
