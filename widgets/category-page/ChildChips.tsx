import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { CategoryChild } from '../../src/core/api/wire';
import { catalogImageSrc, categoryPagePath } from '../../src/core/catalog';
import { Img } from '../../src/ui/Img';
import { useSouq } from '../../src/ui/souq';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import * as css from './CategoryPage.css';

/** Props of `ChildChips`. */
export interface ChildChipsProps {
  /** The list's accessible name, e.g. "Subcategories of Bakery". */
  label: string;
  categories: readonly CategoryChild[];
}

/** Child categories as chips (a small picture and the name), each linking to its own page. */
export function ChildChips({ label, categories }: ChildChipsProps): ReactNode {
  useSignals();
  const { shop } = useSouq();
  const baseUrls = shop.imageBaseUrls.value;
  return (
    <ul className={css.chips} aria-label={label}>
      {categories.map((child) => (
        <li key={child.id}>
          <StorefrontLink to={categoryPagePath(child.id)} className={css.chip}>
            <Img
              src={catalogImageSrc(child.image, baseUrls, 'category_image_url')}
              alt=""
              width={css.CHILD_IMAGE_SIZE}
              height={css.CHILD_IMAGE_SIZE}
              className={css.chipImage}
            />
            {child.name}
          </StorefrontLink>
        </li>
      ))}
    </ul>
  );
}
